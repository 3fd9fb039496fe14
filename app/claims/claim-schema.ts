import { z } from 'zod'
import { MAX_CLAIM_DESCRIPTION } from './limits.ts'
import { nowInTurkey } from '~/quote/rules/calendar.ts'
import { dottedDate, isoDate, parseDate } from '~/utils/format.ts'
import { listCode, sentField } from '~/validation/fields.ts'
import { entryMessages } from '~/validation/messages.ts'
import { isValidPlate, normalizePlate } from '~/validation/plate.ts'

// The claim report's form (hasar ihbarı, issue 28): when and where it happened, the other
// party's plate for a vehicle, what happened. The back office checks the same again.

export const claimMessages = {
  date: 'Lütfen olayın tarihini giriniz.',
  time: 'Lütfen olayın saatini SS:DD biçiminde giriniz.',
  future: 'Olayın tarihi ve saati ileride olamaz.',
  beforeStart: (startsOn: string) =>
    `Olay, poliçenin başladığı ${dottedDate(startsOn)} tarihinden önce olamaz.`,
  plate: 'Lütfen karşı tarafın plakasını geçerli biçimde giriniz ya da boş bırakınız.',
  description: 'Lütfen ne olduğunu yazınız.',
} as const

/** What the form knows of the policy: the day its cover started, and whether it is a vehicle's. */
export interface ClaimPolicy {
  /** YYYY-MM-DD. */
  startsOn: string
  vehicle: boolean
}

const text = (message: string) => z.string({ error: message }).trim().min(1, { error: message })

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/

/** The day as YYYY-MM-DD (the date picker's value, or DD.MM.YYYY typed), or null. */
function eventDay(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const day = isoDate(value.trim())
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && parseDate(dottedDate(day)) ? day : null
}

const eventTime = (value: unknown) =>
  typeof value === 'string' && timePattern.test(value.trim()) ? value.trim() : null

const description = text(claimMessages.description).max(MAX_CLAIM_DESCRIPTION, {
  error: entryMessages.tooLong(MAX_CLAIM_DESCRIPTION),
})

/** Optional: empty when not known; else a plate by the quote's rule, written as it is registered. */
const otherPartyPlate = z
  .string({ error: claimMessages.plate })
  .trim()
  .optional()
  .refine((v) => typeof v !== 'string' || v === '' || isValidPlate(v), {
    error: claimMessages.plate,
  })
  .transform((v) => (v ? normalizePlate(v) : ''))

const fields = {
  EventDate: text(claimMessages.date)
    .refine((v) => eventDay(v) !== null, { error: claimMessages.date })
    .transform((v) => eventDay(v) ?? v),
  EventTime: text(claimMessages.time).regex(timePattern, { error: claimMessages.time }),
  CityCode: listCode,
  CountyCode: listCode,
  Description: description,
  // Read on every line; sent upstream only for a vehicle's policy, whose form asks for it.
  OtherPartyPlate: otherPartyPlate,
}

/**
 * The claim form of one policy. The day and the time are judged together, also when another field
 * failed (zod's `when`), each read afresh from what was sent: not ahead of now in Türkiye, not
 * before the policy started.
 */
export function claimSchema(policy: Pick<ClaimPolicy, 'startsOn'>) {
  return z.object(fields).superRefine(
    (claim, context) => {
      const day = eventDay(sentField(claim, 'EventDate'))
      if (!day) return
      if (day < policy.startsOn) {
        context.addIssue({
          code: 'custom',
          path: ['EventDate'],
          message: claimMessages.beforeStart(policy.startsOn),
        })
        return
      }
      const time = eventTime(sentField(claim, 'EventTime'))
      const now = nowInTurkey()
      if (day > now.slice(0, 10)) {
        context.addIssue({ code: 'custom', path: ['EventDate'], message: claimMessages.future })
      } else if (time && `${day}T${time}` > now) {
        context.addIssue({ code: 'custom', path: ['EventTime'], message: claimMessages.future })
      }
    },
    { when: () => true },
  )
}

export type ClaimFields = z.output<ReturnType<typeof claimSchema>>
