/** A real DD.MM.YYYY date (spec §5) as YYYY-MM-DD; null for anything else. */
export function isoDate(text: string | undefined): string | null {
  const parts = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text?.trim() ?? '')
  if (!parts) return null
  const iso = `${parts[3]}-${parts[2]}-${parts[1]}`
  const date = new Date(`${iso}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null
}

/** Whole years of age on a day, both YYYY-MM-DD. */
export function ageOn(birthIso: string, dayIso: string): number {
  const years = Number(dayIso.slice(0, 4)) - Number(birthIso.slice(0, 4))
  return dayIso.slice(5) < birthIso.slice(5) ? years - 1 : years
}

/** A birth date sent in the header: real, not in the future, within 120 years. */
export function birthIso(text: string | undefined, today: string): string | null {
  const iso = isoDate(text)
  return iso && iso <= today && ageOn(iso, today) <= 120 ? iso : null
}

export const trDate = (iso: string) => iso.split('-').reverse().join('.')
