import { addDays, isoFromTrDate } from '../registry/dates.ts'

/** A policy's cover, first and last day, both YYYY-MM-DD Turkish calendar days. */
export interface CoverPeriod {
  startsOn: string
  endsOn: string
}

/** How far ahead a customer may start a one-year policy (phone, DASK, konut, health, pet). */
export const POLICY_START_MAX_DAYS = 30

export const policyStartMessage = `Poliçe başlangıcı bugün ile ${POLICY_START_MAX_DAYS} gün sonrası arasında olmalıdır.`

/** The same calendar day `years` later; 29 February becomes 28 February in a common year. */
export function addYears(isoDate: string, years: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number]
  const year = y + years
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate()
  return `${year}-${String(m).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`
}

/**
 * The start a customer chose (PolicyStart, DD.MM.YYYY): today up to POLICY_START_MAX_DAYS ahead;
 * today when none was sent; null when the day sent will not do.
 */
export function chosenPolicyStart(text: string | undefined, today: string): string | null {
  if (text === undefined) return today
  const day = isoFromTrDate(text)
  return day && day >= today && day <= addDays(today, POLICY_START_MAX_DAYS) ? day : null
}

/**
 * Cover of `years` continuing a running policy from its last day: when that day has passed by the
 * day of purchase, the cover starts that day, since no policy covers days already gone.
 */
export function yearsFrom(start: string | null | undefined, today: string, years = 1): CoverPeriod {
  const startsOn = start && start.slice(0, 10) > today ? start.slice(0, 10) : today
  return { startsOn, endsOn: addYears(startsOn, years) }
}

/**
 * Cover of `years` from the start the customer chose, as quoted, never moved: when that day has
 * passed by the day of purchase, the quote can no longer be sold (`coverStartPassed`). A quote
 * that named no start (made before the choice existed) starts on the day of purchase.
 */
export function chosenCover(start: string | undefined, today: string, years = 1): CoverPeriod {
  const startsOn = start ?? today
  return { startsOn, endsOn: addYears(startsOn, years) }
}

/** Whether a cover would start before `today`: a quote whose promised start has gone. */
export const coverStartPassed = (period: CoverPeriod, today: string) => period.startsOn < today
