import { describe, expect, it } from 'vitest'
import { addDays } from '../../registry/dates.ts'
import { lastPetQuoteDay, petQuotable } from './pet-age.ts'

describe('a pet’s age', () => {
  it('is quoted from 3 months old until the day before it turns 9', () => {
    expect(petQuotable('2027-08-20', '2027-11-19')).toBe(false)
    expect(petQuotable('2027-08-20', '2027-11-20')).toBe(true)
    expect(petQuotable('2018-11-20', '2027-11-19')).toBe(true)
    expect(petQuotable('2018-11-20', '2027-11-20')).toBe(false)
    expect(lastPetQuoteDay('2018-11-20')).toBe('2027-11-19')
  })

  it('has its last day where the months count it, at a month’s end too', () => {
    // A month is complete on the same day of the month: a 29 February turns 9 on 1 March.
    expect(lastPetQuoteDay('2016-02-29')).toBe('2025-02-28')
    expect(lastPetQuoteDay('2017-01-31')).toBe('2026-01-30')
    for (const born of ['2016-02-29', '2017-01-31', '2017-12-31', '2018-06-15']) {
      const last = lastPetQuoteDay(born)
      expect(petQuotable(born, last)).toBe(true)
      expect(petQuotable(born, addDays(last, 1))).toBe(false)
    }
  })
})
