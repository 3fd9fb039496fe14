import { petAgeLimits } from '../../pricing/pet.ts'
import { lastDayUnderMonths, monthsBetween } from '../../registry/dates.ts'

/**
 * Whether a pet born on `birth` is quoted on `day` (both YYYY-MM-DD, Türkiye's days): from 3
 * whole months old until it turns 9 (8 years and 11 months at most). The pet line's rule, which a
 * renewal's carried birth date meets on the day it is quoted (decision 082).
 */
export function petQuotable(birth: string, day: string) {
  const months = monthsBetween(birth, day)
  return months >= petAgeLimits.minMonths && months <= petAgeLimits.maxMonths
}

/** The last day a pet born on `birth` is quoted: the day before it turns 9. */
export const lastPetQuoteDay = (birth: string) =>
  lastDayUnderMonths(birth, petAgeLimits.maxMonths + 1)
