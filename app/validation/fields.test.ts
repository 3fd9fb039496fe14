import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  nationalNumber,
  nationalOrTaxNumber,
  password,
  phone,
  privacyPolicy,
  smsCode,
} from './fields.ts'
import { messages } from './messages.ts'

const errorOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value)
  return result.success ? null : result.error.issues[0]?.message
}

describe('shared field schemas', () => {
  it('gives the spec message for a bad national number', () => {
    expect(errorOf(nationalNumber, '12345678901')).toBe(messages.nationalNumber)
    expect(errorOf(nationalNumber, undefined)).toBe(messages.nationalNumber)
    expect(errorOf(nationalNumber, '10000000146')).toBeNull()
  })

  it('accepts a tax number where a company may buy', () => {
    expect(errorOf(nationalOrTaxNumber, '1234567890')).toBeNull()
    expect(errorOf(nationalOrTaxNumber, '1234567891')).toBe(messages.taxNumber)
    expect(errorOf(nationalOrTaxNumber, '10000000145')).toBe(messages.nationalNumber)
  })

  it('cleans a complete phone and refuses an incomplete one', () => {
    expect(phone.parse('(532)123-4567')).toBe('5321234567')
    expect(errorOf(phone, '(532)123-456')).toBe('Lütfen doldurun')
    expect(errorOf(phone, '(432)123-4567')).toBe('Lütfen doldurun')
  })

  it('limits the SMS code to six characters', () => {
    expect(errorOf(smsCode, '')).toBe('Lütfen SMS kodu giriniz.')
    expect(errorOf(smsCode, '1234567')).toBe('Lütfen SMS kodu giriniz.')
    expect(errorOf(smsCode, '123456')).toBeNull()
  })

  it('requires the privacy consent with its own message', () => {
    expect(errorOf(privacyPolicy, undefined)).toBe(messages.privacyPolicy)
    expect(privacyPolicy.parse('on')).toBe(true)
  })

  it('bounds passwords to 4..75 characters', () => {
    expect(errorOf(password, '')).toBe('Lütfen Doldurun')
    expect(errorOf(password, 'abc')).toBe(messages.passwordLength)
    expect(errorOf(password, 'a'.repeat(76))).toBe(messages.passwordLength)
    expect(errorOf(password, 'abcd')).toBeNull()
  })
})
