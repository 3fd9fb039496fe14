import { phoneMaxAgeMonths } from '../../pricing/phone.ts'
import { addDays, monthsBetween } from '../../registry/dates.ts'

/**
 * Whether a phone bought on `purchase` is quoted on `day` (both YYYY-MM-DD, Türkiye's days):
 * while fewer than 12 whole months have passed.
 */
export const phoneQuotable = (purchase: string, day: string) =>
  monthsBetween(purchase, day) < phoneMaxAgeMonths

/** The last day a phone bought on `purchase` is quoted: the day before it is 12 months old. */
export function lastPhoneQuoteDay(purchase: string) {
  let day = addDays(purchase, 28 * (phoneMaxAgeMonths - 1))
  while (phoneQuotable(purchase, addDays(day, 1))) day = addDays(day, 1)
  return day
}
