import { phoneMaxAgeMonths } from '../../pricing/phone.ts'
import { lastDayUnderMonths, monthsBetween } from '../../registry/dates.ts'

/**
 * Whether a phone bought on `purchase` is quoted on `day` (both YYYY-MM-DD, Türkiye's days):
 * while fewer than 12 whole months have passed.
 */
export const phoneQuotable = (purchase: string, day: string) =>
  monthsBetween(purchase, day) < phoneMaxAgeMonths

/** The last day a phone bought on `purchase` is quoted: the day before it is 12 months old. */
export const lastPhoneQuoteDay = (purchase: string) =>
  lastDayUnderMonths(purchase, phoneMaxAgeMonths)
