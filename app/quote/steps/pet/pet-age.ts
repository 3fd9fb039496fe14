import { monthsBetween } from '../../rules/calendar.ts'

/** The youngest and oldest pet the insurers take on, in whole months (3 months to 8 years 11). */
export const petAgeLimits = { minMonths: 3, maxMonths: 8 * 12 + 11 }

/** Whether insurers take on a pet of this many whole months. */
export const insurableAge = (months: number) =>
  months >= petAgeLimits.minMonths && months <= petAgeLimits.maxMonths

/**
 * Whether insurers quote, on `day`, a pet born on `birth` (calendar days, UTC midnight): from 3
 * months old until it turns 9. The pet step's rule, which a renewal's carried birth date meets on
 * the day the customer quotes it (decision 082).
 */
export const petQuotable = (birth: Date, day: Date) => insurableAge(monthsBetween(birth, day))
