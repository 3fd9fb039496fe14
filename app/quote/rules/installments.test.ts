import { describe, expect, it } from 'vitest'
import { installmentText, premiumText } from './installments.ts'

describe('installment text', () => {
  it('divides the premium by the maximum installment count, Turkish style', () => {
    expect(installmentText(3703.5, 3)).toBe('1.234,50 TL X 3 Taksit')
    expect(installmentText(20687.39, 9)).toBe('2.298,60 TL X 9 Taksit')
    expect(installmentText(9850, 1)).toBe('9.850,00 TL X 1 Taksit')
  })

  it('never divides by zero', () => {
    expect(installmentText(1000, 0)).toBe('1.000,00 TL X 1 Taksit')
  })

  it('shows premiums with two decimals', () => {
    expect(premiumText(12345.6)).toBe('12.345,60 TL')
  })
})
