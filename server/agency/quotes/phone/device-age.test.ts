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
    for (const bought of ['2024-02-29', '2025-01-31', '2025-12-31', '2026-06-15']) {
      const last = lastPhoneQuoteDay(bought)
      expect(phoneQuotable(bought, last)).toBe(true)
      const next = new Date(`${last}T00:00:00Z`)
      next.setUTCDate(next.getUTCDate() + 1)
      expect(phoneQuotable(bought, next.toISOString().slice(0, 10))).toBe(false)
    }
  })
})
