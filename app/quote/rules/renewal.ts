/** Spec §4/§9 renewal windows in days; trafik 14 not 13: docs/decisions/005-trafik-renewal-window.md. */
export const renewalWindowDays = { kasko: 28, trafik: 14 } as const
export type RenewalProduct = keyof typeof renewalWindowDays

export type RenewalCheck =
  | { allowed: true }
  | {
      allowed: false
      /** YYYY-MM-DD: the day the current policy ends, from which a new quote can be made. */
      firstQuoteDate: string
      daysLeft: number
      message: string
    }

const isoDayInTurkey = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' })

/** A calendar date (YYYY-MM-DD); a Date is read in Türkiye's time zone. */
function calendarDay(value: Date | string): string {
  if (typeof value === 'string') return value.slice(0, 10)
  return isoDayInTurkey.format(value)
}

const dayNumber = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`) / 86_400_000
const trDate = (isoDay: string) => isoDay.split('-').reverse().join('.')

/**
 * Whether a kasko or trafik quote may be made now. While the current policy is in force, it must
 * end more than the window away (kasko 28 days, trafik 14); inside the window the first possible
 * quote date is the day the current policy ends. No policy on record, or one already ended, is
 * always allowed.
 */
export function renewalCheck(
  product: RenewalProduct,
  policyEndDate: Date | string | null | undefined,
  today: Date | string,
): RenewalCheck {
  if (!policyEndDate) return { allowed: true }
  const end = calendarDay(policyEndDate)
  const daysLeft = Math.round(dayNumber(end) - dayNumber(calendarDay(today)))
  const window = renewalWindowDays[product]
  if (daysLeft <= 0 || daysLeft > window) return { allowed: true }
  const productName = product === 'kasko' ? 'Kasko' : 'Trafik sigortası'
  return {
    allowed: false,
    firstQuoteDate: end,
    daysLeft,
    message:
      `Mevcut poliçeniz ${trDate(end)} tarihinde sona eriyor. Bitişine ${daysLeft} gün kaldığı için ` +
      `şu anda ${productName.toLocaleLowerCase('tr-TR')} teklifi verilemiyor (poliçe bitimine ${window} günden fazla kalmalıdır). ` +
      `${trDate(end)} tarihinden itibaren teklif alabilirsiniz.`,
  }
}
