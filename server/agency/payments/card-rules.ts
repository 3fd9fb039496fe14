import { passesLuhn } from './bank.ts'

/**
 * Card rules of the provider's card page (spec §5): brand by number pattern, Luhn, expiry,
 * security code. They run in the page's script for instant feedback (card-page-script.ts) and on
 * the server, which decides.
 */

export type CardBrand =
  'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'troy'

export const cardBrandNames: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'China UnionPay',
  troy: 'Troy',
}

/** Whether the number's first `length` digits fall in a range (shipped to the card page too). */
export function inRange(digits: string, length: number, from: number, to: number) {
  const prefix = Number(digits.slice(0, length))
  return digits.length >= length && prefix >= from && prefix <= to
}

/**
 * The scheme a number belongs to, from its first digits (IIN ranges). Troy (9792) is checked
 * before Discover, and Mastercard's 2-series (2221–2720) beside its 51–55.
 */
export function detectCardBrand(value: string): CardBrand | null {
  const d = value.replace(/\D/g, '')
  if (/^9792/.test(d)) return 'troy'
  if (/^3[47]/.test(d)) return 'amex'
  if (/^4/.test(d)) return 'visa'
  if (/^5[1-5]/.test(d) || inRange(d, 4, 2221, 2720)) return 'mastercard'
  if (/^3(0[0-5]|09|[68])/.test(d)) return 'diners'
  if (inRange(d, 4, 3528, 3589)) return 'jcb'
  if (/^(6011|65|64[4-9])/.test(d) || inRange(d, 6, 622126, 622925)) return 'discover'
  if (/^62/.test(d)) return 'unionpay'
  return null
}

/** How many digits a brand's numbers have; the spec's field takes at most 16. */
export function cardLength(brand: CardBrand | null) {
  return brand === 'amex' ? 15 : brand === 'diners' ? 14 : 16
}

/** The number as typed, in groups of four: at most 16 digits, 19 characters with spaces. */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ')
}

/**
 * The expiry as printed on a card and typed in one field, "AA/YY" (the month, then the year's
 * last two digits; "1/28" and "0128" are read too): the month and the full year, or null.
 */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const parts = /^(\d{1,2})\s*[/.-]?\s*(\d{2})$/.exec(value)
  if (!parts) return null
  const month = Number(parts[1])
  return month >= 1 && month <= 12 ? { month, year: 2000 + Number(parts[2]) } : null
}

/** The expiry as the field shows it while typed: "AA/YY", the slash after the month. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits
}

/** A card is valid through the last day of its expiry month. */
export function isExpired(month: number, year: number, today: Date = new Date()): boolean {
  const [y, m] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' })
    .format(today)
    .split('-')
    .map(Number) as [number, number]
  return year < y || (year === y && month < m)
}

export function securityCodeLength(brand: CardBrand | null) {
  return brand === 'amex' ? 4 : 3
}

export const cardMessages = {
  holderName: 'Lütfen kart üzerindeki adı yalnızca harflerle yazınız.',
  number: 'Lütfen geçerli bir kart numarası giriniz.',
  brand: 'Bu kart türü desteklenmiyor.',
  expiry: 'Lütfen son kullanma tarihini kartın üzerindeki gibi AA/YY olarak yazınız.',
  expired: 'Kartın son kullanma tarihi geçmiş.',
  securityCode: 'Güvenlik kodu kartın arkasındaki 3 haneli sayıdır.',
  securityCodeAmex: 'American Express kartlarda güvenlik kodu kartın önündeki 4 haneli sayıdır.',
} as const

export { passesLuhn }
