/** Today's calendar date in Türkiye as YYYY-MM-DD; policies run on Turkish calendar days. */
export function todayInTurkey(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(now)
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

export function daysBetween(fromIso: string, toIso: string): number {
  return Math.round(
    (Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / 86_400_000,
  )
}

/** Spec §4/§9 renewal windows (days); see docs/decisions/005-trafik-renewal-window.md. */
export const renewalWindowDays = { kasko: 28, trafik: 14 } as const

/**
 * Mirrors the storefront's rule (app/quote/rules/renewal.ts) as the provider would enforce it:
 * while the current policy is in force, a quote needs it to end more than the window away;
 * otherwise the first quote date is the day the current policy ends.
 */
export function renewalRefusal(
  line: keyof typeof renewalWindowDays,
  policyEndDate: string | null,
  today: string,
): { firstQuoteDate: string } | null {
  if (!policyEndDate) return null
  const daysLeft = daysBetween(today, policyEndDate)
  if (daysLeft <= 0 || daysLeft > renewalWindowDays[line]) return null
  return { firstQuoteDate: policyEndDate }
}

/** The last day a renewal of `line` is quoted before the running policy's end: window + 1 days ahead of it. */
export const lastRenewalQuoteDay = (line: keyof typeof renewalWindowDays, policyEndDate: string) =>
  addDays(policyEndDate, -(renewalWindowDays[line] + 1))

/** A DD.MM.YYYY date (spec §5) that is a real calendar day, as YYYY-MM-DD; null otherwise. */
export function isoFromTrDate(value: string | undefined): string | null {
  const parts = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value?.trim() ?? '')
  if (!parts) return null
  const iso = `${parts[3]}-${parts[2]}-${parts[1]}`
  const date = new Date(`${iso}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null
}

/** A YYYY-MM-DD date (or a timestamp that starts with one) as DD.MM.YYYY, the way spec §5 shows it. */
export const trDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('.')

/** Whole months from one day to a later one (a month is complete on the same day of the month). */
export function monthsBetween(fromIso: string, toIso: string): number {
  const [fy, fm, fd] = fromIso.split('-').map(Number) as [number, number, number]
  const [ty, tm, td] = toIso.split('-').map(Number) as [number, number, number]
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0)
}

/**
 * The last day on which fewer than `months` whole months have passed since `fromIso`: the day
 * before the `months`th monthly anniversary (1 March's eve for a 29 February in a common year).
 */
export function lastDayUnderMonths(fromIso: string, months: number): string {
  let day = addDays(fromIso, 28 * (months - 1))
  while (monthsBetween(fromIso, addDays(day, 1)) < months) day = addDays(day, 1)
  return day
}

const turkishClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Istanbul',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** The time now in Türkiye as YYYY-MM-DDTHH:mm, comparable as text with a reported date and time. */
export const nowInTurkey = (now: Date = new Date()) =>
  `${todayInTurkey(now)}T${turkishClock.format(now)}`
