import { monthsBetween } from '../../rules/calendar.ts'
import { phoneLimits } from './limits.ts'

/**
 * Whether insurers quote, on `day`, a phone bought on `purchase` (calendar days, UTC midnight):
 * while fewer than 12 whole months have passed. The phone step's rule, which a renewal's carried
 * device meets on the day the customer quotes it (decision 081).
 */
export const deviceQuotable = (purchase: Date, day: Date) =>
  monthsBetween(purchase, day) < phoneLimits.maxAgeMonths
