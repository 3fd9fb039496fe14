const lira = new Intl.NumberFormat('tr-TR', {
  style: 'currency',
  currency: 'TRY',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})
const decimal = new Intl.NumberFormat('tr-TR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** 1234.5 → "₺1.234,50" */
export const formatLira = (amount: number) => lira.format(amount)

/** 1234.5 → "1.234,50", for texts that say "TL" themselves. */
export const formatAmount = (amount: number) => decimal.format(amount)

const numericDate = new Intl.DateTimeFormat('tr-TR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Istanbul',
})

/** A date as DD.MM.YYYY, read in Türkiye's time zone. */
export function formatDate(date: Date | string): string {
  const value = typeof date === 'string' ? new Date(date) : date
  const parts = numericDate.formatToParts(value)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('day')}.${part('month')}.${part('year')}`
}

/** A date input's YYYY-MM-DD as the spec's DD.MM.YYYY; any other text is left as it is. */
export function dottedDate(text: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  return iso ? `${iso[3]}.${iso[2]}.${iso[1]}` : text
}

/** DD.MM.YYYY as a date input's YYYY-MM-DD; any other text is left as it is. */
export function isoDate(text: string): string {
  const dotted = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text)
  return dotted ? `${dotted[3]}-${dotted[2]}-${dotted[1]}` : text
}

/** DD.MM.YYYY → a calendar date (UTC midnight), or null when it is not a real date. */
export function parseDate(text: string): Date | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim())
  if (!match) return null
  const [, day, month, year] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
    ? date
    : null
}
