import { isoDayFromToday } from '~/quote/rules/calendar.ts'
import { dottedDate } from '~/utils/format.ts'

/** "07.12.2026 – 18.12.2026" from the provider's days (YYYY-MM-DD or DD.MM.YYYY). */
export const coverPeriodText = (startsOn: string, endsOn: string) =>
  `${dottedDate(startsOn)} – ${dottedDate(endsOn)}`

export type PolicyStatus = 'yürürlükte' | 'başlayacak' | 'sona erdi' | 'cayıldı'

const isoDay = (day: string) => day.split('.').reverse().join('-')

/** Where a policy stands on a day in Türkiye (YYYY-MM-DD): its last day still covers. */
export function policyStatus(
  startsOn: string,
  endsOn: string,
  today: string = isoDayFromToday(0),
): PolicyStatus {
  if (today < isoDay(startsOn)) return 'başlayacak'
  return today > isoDay(endsOn) ? 'sona erdi' : 'yürürlükte'
}
