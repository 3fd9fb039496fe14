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
