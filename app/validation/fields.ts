import { z } from 'zod'
import { cleanPhone, isValidTckn, isValidVkn } from './identity.ts'
import { dottedDate, parseDate } from '~/utils/format.ts'
import { entryMessages, messages } from './messages.ts'
import { isValidPlate, normalizePlate, normalizeProvinceCode } from './plate.ts'

// Field schemas shared by every form; each names a spec §3 field and carries the spec's message.

const text = (message: string = messages.required) =>
  z.string({ error: message }).trim().min(1, { error: message })

/**
 * A required select (spec §5: it needs a value). Whether the value is one of the list's ids is
 * checked where the list is known, by the provider.
 */
export const choice = text()

/** A select of a provider list whose ids are numbers (il, ilçe, talep türü): the id as a number. */
export const listCode = z
  .string({ error: messages.required })
  .regex(/^[1-9]\d{0,9}$/, { error: messages.required })
  .transform(Number)

/** A choice among values the form itself knows (radios, a fixed select). */
export const oneOf = <T extends string>(values: readonly [T, ...T[]]) =>
  z.enum(values, { error: entryMessages.choice })

/**
 * A field of a form as it was sent, whatever the checks before made of it: for a refinement that
 * runs also when other fields failed (zod's `when`), and so may assume nothing of them.
 */
export const sentField = (form: unknown, name: string): unknown =>
  typeof form === 'object' && form !== null ? (form as Record<string, unknown>)[name] : undefined

/** A letter of the Latin script: Turkish letters are Latin ones, and so are é, ß and ø. */
const letter = String.raw`(?:(?=\p{L})\p{Script=Latin})`
const personNamePattern = new RegExp(`^${letter}+(?:[ '’-]+${letter}+)*$`, 'u')

/**
 * A person's name (spec §5 letters-only text): Turkish and Latin letters, accented ones too, with
 * spaces, apostrophes and hyphens between them; no digit, control character, right-to-left
 * override or markup. Accents typed as combining marks are composed and runs of spaces made one,
 * as the name is printed.
 */
export const personName = (max = 60) =>
  text()
    .transform((v) => v.normalize('NFC').replace(/ {2,}/g, ' '))
    .pipe(
      z
        .string()
        .max(max, { error: entryMessages.tooLong(max) })
        .regex(personNamePattern, { error: entryMessages.personName }),
    )

export const nationalNumber = text(messages.nationalNumber).refine(isValidTckn, {
  error: messages.nationalNumber,
})

/** Type tcVn (spec §5): a T.C. kimlik number or a 10-digit tax number. */
export const nationalOrTaxNumber = text(messages.nationalNumber).refine(
  (v) => (v.length === 10 ? isValidVkn(v) : isValidTckn(v)),
  {
    error: (issue) =>
      String(issue.input).length === 10 ? messages.taxNumber : messages.nationalNumber,
  },
)

/** Mask (5XX)XXX-XXXX: complete means 10 digits starting with 5; the value is the clean digits. */
export const phone = text()
  .transform(cleanPhone)
  .refine((v) => /^5\d{9}$/.test(v), { error: messages.required })

export const smsCode = text(messages.smsCode).max(6, { error: messages.smsCode })

export const email = text().pipe(z.email({ error: messages.email }))

export const password = z
  .string({ error: messages.passwordRequired })
  .min(1, { error: messages.passwordRequired })
  .min(4, { error: messages.passwordLength })
  .max(75, { error: messages.passwordLength })

/** A checkbox that must be ticked; conform sends "on" when it is. */
const requiredConsent = (message: string) =>
  z.literal('on', { error: message }).transform(() => true)

export const optionalConsent = z
  .literal('on')
  .optional()
  .transform((v) => v === 'on')

export const privacyPolicy = requiredConsent(messages.privacyPolicy)
export const openDataAgreement = requiredConsent(messages.openDataAgreement)
export const advertisementAgreement = optionalConsent

// Quote entry fields (spec §5): plate, plate status, DD.MM.YYYY dates, ID type and passport.

export const plate = text(entryMessages.plate)
  .refine(isValidPlate, { error: entryMessages.plate })
  .transform(normalizePlate)

/** Plate status 1: a registered vehicle; 2: not yet registered, the plate is province code + 'YK'. */
export const plateStatus = oneOf(['1', '2']).default('1')

export const provinceCode = text(entryMessages.provinceCode)
  .transform((v) => normalizeProvinceCode(v))
  .refine((v): v is string => v !== null, { error: entryMessages.provinceCode })

/** DD.MM.YYYY, a real calendar date; the value stays in the spec's text form. */
export const date = text().refine((v) => parseDate(v) !== null, { error: entryMessages.date })

/**
 * A date picked with the browser's date picker (a trip, a policy's start): it posts YYYY-MM-DD,
 * and a browser without one posts what was typed, so both are read; the value is DD.MM.YYYY.
 */
export const pickedDate = text().transform(dottedDate).pipe(date)

/** A birth date: a real date, not in the future, within a human lifetime. */
export const birthDate = date.refine(
  (v) => {
    // zod 4 runs this refine even when `date` refused the text: that message already stands.
    const day = parseDate(v)
    if (!day) return true
    const now = new Date()
    return day.getTime() <= now.getTime() && now.getUTCFullYear() - day.getUTCFullYear() <= 120
  },
  { error: entryMessages.birthDate },
)

/** Travel ID type: 1 = T.C. kimlik, 2 = pasaport (spec §4, §5). */
export const idType = oneOf(['1', '2']).default('1')

/** Letters and digits, 6–12 of them; Turkish lower-case letters are folded like plates. */
export const passportNumber = text(entryMessages.passportNumber)
  .transform((v) => normalizePlate(v))
  .refine((v) => /^[A-Z0-9]{6,12}$/.test(v), { error: entryMessages.passportNumber })

/** The SMS verification dialog's form (quote entry and a member's phone alike). */
export const smsCodeSchema = z.object({ SmsActivationCode: smsCode })
export type SmsCodeFields = z.input<typeof smsCodeSchema>
