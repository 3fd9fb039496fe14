import { describe, expect, it } from 'vitest'
import { passesLuhn } from './luhn.ts'

describe('passesLuhn', () => {
  it('accepts numbers whose check digit is right', () => {
    for (const n of ['4000000000000002', '5555555555554444', '378282246310005', '9792000000000003'])
      expect(passesLuhn(n)).toBe(true)
  })
  it('refuses a wrong check digit, letters and short numbers', () => {
    expect(passesLuhn('4000000000000003')).toBe(false)
    expect(passesLuhn('4000 0000 0000 0002')).toBe(false)
    expect(passesLuhn('40000000000')).toBe(false)
    expect(passesLuhn('abcd')).toBe(false)
  })
})
