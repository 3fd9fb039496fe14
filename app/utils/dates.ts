// Built once: constructing an Intl formatter costs far more than formatting with it.
const longDate = new Intl.DateTimeFormat('tr-TR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Istanbul',
})

/** A publication date as Turkish readers write it: 12 Mart 2024. */
export function formatLongDate(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return longDate.format(date)
}
