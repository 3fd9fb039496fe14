import { passesLuhn } from '../../payments/bank.ts'

/**
 * An IMEI as the phone shows it for *#06#: 14 digits (8 of the type approval code, 6 of the
 * serial) and a Luhn check digit. The storefront applies the same rule (app/quote/steps/phone/imei.ts).
 */
export const isImei = (value: string) => /^\d{15}$/.test(value) && passesLuhn(value)
