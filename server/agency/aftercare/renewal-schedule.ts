import { isOwnKey } from '../../platform/own-key.ts'
import { anyoneInsurable } from '../quotes/health/insurable-ages.ts'
import { petQuotable } from '../quotes/pet/pet-age.ts'
import { phoneQuotable } from '../quotes/phone/device-age.ts'
import { addDays, daysBetween, renewalRefusal, renewalWindowDays } from '../registry/dates.ts'

/**
 * Days before a policy's end its renewal reminders go out, the earliest first (decision 060).
 * Kasko and trafik are quoted only while the running policy ends more than 28 and 14 days away
 * (spec §4/§9), so both their reminders fall before that: each leads to offers.
 */
const lineOffsets = { kasko: [45, 30], trafik: [30, 15] } as const
const otherOffsets = [30, 7, 1] as const

export type ReminderOffset =
  (typeof lineOffsets)[keyof typeof lineOffsets][number] | (typeof otherOffsets)[number]

/** The earliest reminder of any line: how far ahead a run looks for policies ending. */
export const FIRST_REMINDER_DAYS = Math.max(...Object.values(lineOffsets).flat(), ...otherOffsets)

/** A line's reminder offsets, the earliest first. */
export const reminderOffsets = (line: string): readonly ReminderOffset[] =>
  isOwnKey(lineOffsets, line) ? lineOffsets[line] : otherOffsets

/** A trip is not renewed: a seyahat policy ends with it. */
const notRenewed = new Set(['seyahat'])

/** What decides a policy's reminders: its line, its end, when it was bought, what it carries. */
export interface RemindedPolicy {
  product_key: string
  ends_on: string
  /** The day the policy was bought (YYYY-MM-DD). */
  purchasedOn: string
  /**
   * The date its renewal carries that the line's step checks on the day it is quoted (YYYY-MM-DD):
   * a phone's device purchase, a pet's birth; null for another line or a quote that kept no fields.
   */
  carriedDate: string | null
  /**
   * The birth dates (YYYY-MM-DD) of the insured persons a health policy's renewal carries, null
   * for another line or a quote that kept no fields; and the codes of the insurers its line asks.
   */
  insuredBirths: string[] | null
  insurers: readonly string[]
}

/** The lines whose step refuses a carried date by the age it gives on the day of the quote. */
const agedQuotable = { telefon: phoneQuotable, petsaglik: petQuotable } as const

/**
 * Whether a renewal of the policy can be quoted on `today`: for kasko and trafik outside their
 * window; for a phone while the carried device is younger than 12 months (decision 081), for a
 * pet while it is younger than 9 years (decision 082); for a health line while an insurer it
 * asks still takes one of the carried persons at their age (decision 083).
 */
function quotable(policy: RemindedPolicy, today: string) {
  const line = policy.product_key
  const births = policy.insuredBirths
  if (births !== null && !anyoneInsurable(line, births, policy.insurers, today)) return false
  if (isOwnKey(agedQuotable, line) && policy.carriedDate !== null) {
    return agedQuotable[line](policy.carriedDate, today)
  }
  return !isOwnKey(renewalWindowDays, line) || renewalRefusal(line, policy.ends_on, today) === null
}

/**
 * The reminder a policy is due on `today`, or null: the latest offset whose day has come, while
 * the policy still runs and its renewal can be quoted (a phone's carried device or a pet young
 * enough on that day, a health policy's persons still insurable, a vehicle outside its window).
 * A day the job did not run is caught up the next day with the reminder then due; an earlier one
 * overtaken by a later one is not sent late. A reminder whose day came before the purchase is
 * not due.
 */
export function dueReminder(policy: RemindedPolicy, today: string): ReminderOffset | null {
  const line = policy.product_key
  if (notRenewed.has(line) || daysBetween(today, policy.ends_on) < 1) return null
  if (!quotable(policy, today)) return null
  const due = reminderOffsets(line).filter((offset) => {
    const day = addDays(policy.ends_on, -offset)
    return day <= today && day >= policy.purchasedOn
  })
  return due.at(-1) ?? null
}
