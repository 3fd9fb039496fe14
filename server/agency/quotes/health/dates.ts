import { isoFromTrDate } from '../../registry/dates.ts'

/** Whole years of age on a day, both YYYY-MM-DD. */
export function ageOn(birthIso: string, dayIso: string): number {
  const years = Number(dayIso.slice(0, 4)) - Number(birthIso.slice(0, 4))
  return dayIso.slice(5) < birthIso.slice(5) ? years - 1 : years
}

/** A birth date sent in the header: real, not in the future, within 120 years. */
export function birthIso(text: string | undefined, today: string): string | null {
  const iso = isoFromTrDate(text)
  return iso && iso <= today && ageOn(iso, today) <= 120 ? iso : null
}
