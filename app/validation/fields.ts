import { z } from 'zod'
import { cleanPhone, isValidTckn, isValidVkn } from './identity.ts'
import { messages } from './messages.ts'

// Field schemas shared by every form; each names a spec §3 field and carries the spec's message.

const text = (message: string = messages.required) =>
  z.string({ error: message }).trim().min(1, { error: message })

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
export const requiredConsent = (message: string) =>
  z.literal('on', { error: message }).transform(() => true)

export const optionalConsent = z
  .literal('on')
  .optional()
  .transform((v) => v === 'on')

export const privacyPolicy = requiredConsent(messages.privacyPolicy)
export const openDataAgreement = requiredConsent(messages.openDataAgreement)
export const advertisementAgreement = optionalConsent
