import { parseDate } from '~/utils/format.ts'

const isoDayInTurkey = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' })

/** Today's calendar date in Türkiye, as UTC midnight like parseDate's dates. */
export const todayInTurkey = (now: Date = new Date()) =>
  new Date(`${isoDayInTurkey.format(now)}T00:00:00Z`)

export const addDays = (day: Date, days: number) => new Date(day.getTime() + days * 86_400_000)

/** Whole months from one day to a later one (a month is complete on the same day of the month). */
export const monthsBetween = (from: Date, to: Date) =>
  (to.getUTCFullYear() - from.getUTCFullYear()) * 12 +
  (to.getUTCMonth() - from.getUTCMonth()) -
  (to.getUTCDate() < from.getUTCDate() ? 1 : 0)

/**
 * A DD.MM.YYYY text checked against today: null when it is not a real date (the date field's own
 * message stands), else what the rule says about it.
 */
export const checkDay = (text: string, rule: (day: Date, today: Date) => boolean) => {
  const day = parseDate(text)
  return day === null || rule(day, todayInTurkey())
}

/** The same day some months later (or earlier), on the month's last day when it has no such day. */
export function addMonths(day: Date, months: number) {
  const year = day.getUTCFullYear()
  const month = day.getUTCMonth() + months
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return new Date(Date.UTC(year, month, Math.min(day.getUTCDate(), last)))
}

/** Today in Türkiye plus `days`, as a date input's YYYY-MM-DD (its min and max). */
export const isoDayFromToday = (days: number) =>
  addDays(todayInTurkey(), days).toISOString().slice(0, 10)

const clockInTurkey = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Istanbul',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** The time now in Türkiye as YYYY-MM-DDTHH:mm: a date and time typed there compare as text. */
export const nowInTurkey = (now: Date = new Date()) =>
  `${isoDayInTurkey.format(now)}T${clockInTurkey.format(now)}`
