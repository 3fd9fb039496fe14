import { describe, expect, it } from 'vitest'
import { checkCard } from './card-check.ts'
import {
  detectCardBrand,
  formatCardNumber,
  formatExpiry,
  isExpired,
  parseExpiry,
  securityCodeLength,
} from './card-rules.ts'

describe('detectCardBrand', () => {
  it.each([
    ['4000000000000002', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['5105105105105100', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2720990000000007', 'mastercard'],
    ['378282246310005', 'amex'],
    ['341111111111111', 'amex'],
    ['6011111111111117', 'discover'],
    ['6445644564456445', 'discover'],
    ['30569309025904', 'diners'],
    ['36227206271667', 'diners'],
    ['3530111333300000', 'jcb'],
    ['3589000000000000', 'jcb'],
    ['6212345678901232', 'unionpay'],
    ['9792000000000003', 'troy'],
    ['9792 1234', 'troy'],
  ])('%s is %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand)
  })

  it('knows the 2-series Mastercard range only from 2221 to 2720', () => {
    expect(detectCardBrand('2220990000000000')).toBeNull()
    expect(detectCardBrand('2721000000000000')).toBeNull()
  })

  it('finds no brand for numbers of no scheme', () => {
    expect(detectCardBrand('1234567812345670')).toBeNull()
    expect(detectCardBrand('')).toBeNull()
  })
})

describe('formatCardNumber', () => {
  it('groups digits by four and stops at 19 characters', () => {
    expect(formatCardNumber('4000000000000002')).toBe('4000 0000 0000 0002')
    expect(formatCardNumber('4000-0000 0000x00029999')).toBe('4000 0000 0000 0002')
    expect(formatCardNumber('40000')).toBe('4000 0')
  })
})

describe('the expiry, typed as AA/YY in one field', () => {
  it('reads the month and the year as printed on a card', () => {
    expect(parseExpiry('12/28')).toEqual({ month: 12, year: 2028 })
    expect(parseExpiry('0131')).toEqual({ month: 1, year: 2031 })
    expect(parseExpiry('1/29')).toEqual({ month: 1, year: 2029 })
    expect(parseExpiry('03 - 30')).toEqual({ month: 3, year: 2030 })
  })
  it('refuses what is not a month and a year', () => {
    for (const typed of ['', '13/28', '00/28', '12/2', '12/2028', '1228x', 'AA/YY', '12//28'])
      expect(parseExpiry(typed), typed).toBeNull()
    expect(parseExpiry('1'.repeat(10_000))).toBeNull()
    expect(parseExpiry('12/\u000028')).toBeNull()
  })
  it('puts the slash after the month while typed, four digits at most', () => {
    expect(formatExpiry('1')).toBe('1')
    expect(formatExpiry('12')).toBe('12')
    expect(formatExpiry('122')).toBe('12/2')
    expect(formatExpiry('12/28')).toBe('12/28')
    expect(formatExpiry('122899')).toBe('12/28')
  })
  it('gives each wrong expiry its Turkish message on the card page', () => {
    const card = {
      CardHolderName: 'Ayşe Yılmaz',
      CardNumber: '4000 0000 0000 0002',
      Cvc: '123',
      Installments: '1',
    }
    const errorOf = (Expiry: string) => {
      const answer = checkCard({ ...card, Expiry })
      return 'errors' in answer ? answer.errors.Expiry : undefined
    }
    expect(errorOf('')).toBe('Lütfen doldurun')
    expect(errorOf('13/30')).toBe(
      'Lütfen son kullanma tarihini kartın üzerindeki gibi AA/YY olarak yazınız.',
    )
    expect(errorOf('01/20')).toBe('Kartın son kullanma tarihi geçmiş.')
    expect(checkCard({ ...card, Expiry: '12/99' })).toMatchObject({
      card: { month: 12, year: 2099 },
    })
  })
})

describe('isExpired', () => {
  const today = new Date('2026-11-23T10:00:00Z')
  it('keeps a card valid through its expiry month', () => {
    expect(isExpired(11, 2026, today)).toBe(false)
    expect(isExpired(1, 2027, today)).toBe(false)
  })
  it('refuses an earlier month or year', () => {
    expect(isExpired(10, 2026, today)).toBe(true)
    expect(isExpired(12, 2025, today)).toBe(true)
  })
})

describe('securityCodeLength', () => {
  it('is 4 for Amex and 3 for every other brand', () => {
    expect(securityCodeLength('amex')).toBe(4)
    expect(securityCodeLength('visa')).toBe(3)
    expect(securityCodeLength('troy')).toBe(3)
  })
})
