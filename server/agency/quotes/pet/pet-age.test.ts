import { describe, expect, it } from 'vitest'
import { lastPetQuoteDay, petQuotable } from './pet-age.ts'

describe('a pet’s age', () => {
  it('is quoted from 3 months old until the day before it turns 9, at a month’s end too', () => {
    const quotedOn = (born: string, days: string[]) => days.map((day) => petQuotable(born, day))
    // 3 months old on 20 November: quoted from that day.
    expect(quotedOn('2027-08-20', ['2027-11-19', '2027-11-20'])).toEqual([false, true])
    // 9 on 20 November: quoted until the day before, which is its last day.
    expect(quotedOn('2018-11-20', ['2027-11-19', '2027-11-20'])).toEqual([true, false])
    expect(lastPetQuoteDay('2018-11-20')).toBe('2027-11-19')
    // A month is complete on the same day of the month: a 29 February turns 9 on 1 March.
    expect(lastPetQuoteDay('2016-02-29')).toBe('2025-02-28')
    expect(lastPetQuoteDay('2017-01-31')).toBe('2026-01-30')
  })
})
