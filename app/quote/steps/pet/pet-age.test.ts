import { describe, expect, it } from 'vitest'
import { parseDate } from '~/utils/format.ts'
import { insurableAge, petQuotable } from './pet-age.ts'

const day = (text: string) => parseDate(text)!

describe('a pet’s age', () => {
  it('is quoted from 3 whole months until the day before it turns 9, at a month’s end too', () => {
    expect(insurableAge(2)).toBe(false)
    expect(insurableAge(3)).toBe(true)
    expect(insurableAge(8 * 12 + 11)).toBe(true)
    expect(insurableAge(9 * 12)).toBe(false)
    expect(petQuotable(day('20.08.2027'), day('19.11.2027'))).toBe(false)
    expect(petQuotable(day('20.08.2027'), day('20.11.2027'))).toBe(true)
    expect(petQuotable(day('20.11.2018'), day('19.11.2027'))).toBe(true)
    expect(petQuotable(day('20.11.2018'), day('20.11.2027'))).toBe(false)
    // A month is complete on the same day of the month: a 29 February turns 9 on 1 March.
    expect(petQuotable(day('29.02.2016'), day('28.02.2025'))).toBe(true)
    expect(petQuotable(day('29.02.2016'), day('01.03.2025'))).toBe(false)
  })
})
