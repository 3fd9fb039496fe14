import { passesLuhn } from '~/validation/luhn.ts'

/**
 * An IMEI as the phone shows it for *#06#: 14 digits and a Luhn check digit. The built-in
 * backend applies the same rule (server/agency/quotes/phone/imei.ts).
 */
export const isImei = (value: string) => /^\d{15}$/.test(value) && passesLuhn(value)
