import { shapePhone } from './input-masks.ts'
/** T.C. kimlik numarası: 11 digits, no leading zero, two check digits (spec §5). */
export function isValidTckn(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false
  const d = [...value].map(Number)
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!
  const even = d[1]! + d[3]! + d[5]! + d[7]!
  const tenth = (((odd * 7 - even) % 10) + 10) % 10
  const eleventh = d.slice(0, 10).reduce((a, b) => a + b, 0) % 10
  return d[9] === tenth && d[10] === eleventh
}

/** Vergi kimlik numarası: 10 digits, the last one the Revenue Administration's check digit. */
export function isValidVkn(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false
  const d = [...value].map(Number)
  let sum = 0
  for (let i = 0; i < 9; i++) {
    const shifted = (d[i]! + 9 - i) % 10
    let weighted = (shifted * 2 ** (9 - i)) % 9
    if (shifted !== 0 && weighted === 0) weighted = 9
    sum += weighted
  }
  return (10 - (sum % 10)) % 10 === d[9]
}

/** Spec §5: a 10-digit person identifier is a tax number, otherwise a citizen id. */
export const identifierKind = (value: string): 'tckn' | 'vkn' =>
  value.length === 10 ? 'vkn' : 'tckn'

export type IdNumberKind = 'tckn' | 'vkn' | 'passport'

/** What the checkout and the policy call an insured person's number. */
export const idNumberLabel = (kind: IdNumberKind) =>
  ({ tckn: 'T.C. kimlik no', vkn: 'Vergi kimlik no', passport: 'Pasaport no' })[kind]

/**
 * An identity number as the checkout and the policy show it: eight stars and the last three
 * characters, whatever its length, so neither a T.C. kimlik nor a passport number can be read.
 */
export const maskIdNumber = (value: string) => `${'*'.repeat(8)}${value.slice(-3)}`

/** Digits of a phone as the provider wants them: 10 digits starting with 5, no 0 or +90. */
export function cleanPhone(value: string): string {
  const digits = value.replace(/\D/g, '')
  return digits.replace(/^(90|0)(?=5\d{9}$)/, '')
}

/** 5321234567 → (532)123-4567, the spec's mask. */
export function maskPhone(digits: string): string {
  const d = cleanPhone(digits)
  return d.length === 10 ? shapePhone(d) : digits
}

/**
 * A phone shown to someone who may not be its owner (the holder of a renewal link): the first
 * digit and the last four, 5504630182 → "(5**) *** 01 82", enough for the owner to recognise it.
 */
export function hidePhone(digits: string): string {
  const d = cleanPhone(digits).padStart(10, '*')
  return `(${d[0]}**) *** ${d.slice(6, 8)} ${d.slice(8)}`
}
