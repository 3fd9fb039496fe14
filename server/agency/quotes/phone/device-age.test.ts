import { describe, expect, it } from 'vitest'
import { lastPhoneQuoteDay, phoneQuotable } from './device-age.ts'

describe('a phone’s age', () => {
  it('is quoted until the day before it is 12 whole months old', () => {
    expect(phoneQuotable('2026-11-20', '2027-11-19')).toBe(true)
    expect(phoneQuotable('2026-11-20', '2027-11-20')).toBe(false)
    expect(lastPhoneQuoteDay('2026-11-20')).toBe('2027-11-19')
  })

  it('has its last day where the months count it, at a month’s end too', () => {
    // A month is complete on the same day of the month: 29.02 is 12 months old on 01.03.
    expect(lastPhoneQuoteDay('2024-02-29')).toBe('2025-02-28')
    expect(lastPhoneQuoteDay('2025-01-31')).toBe('2026-01-30')
    expect(lastPhoneQuoteDay('2025-03-31')).toBe('2026-03-30')
  })
})
