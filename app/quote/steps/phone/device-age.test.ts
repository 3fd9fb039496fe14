import { describe, expect, it } from 'vitest'
import { parseDate } from '~/utils/format.ts'
import { deviceQuotable } from './device-age.ts'

const day = (text: string) => parseDate(text)!

describe('a phone’s age', () => {
  it('is quoted until the day before it is 12 whole months old, at a month’s end too', () => {
    expect(deviceQuotable(day('20.11.2026'), day('19.11.2027'))).toBe(true)
    expect(deviceQuotable(day('20.11.2026'), day('20.11.2027'))).toBe(false)
    // A month is complete on the same day of the month: 29.02 is 12 months old on 01.03.
    expect(deviceQuotable(day('29.02.2024'), day('28.02.2025'))).toBe(true)
    expect(deviceQuotable(day('29.02.2024'), day('01.03.2025'))).toBe(false)
  })
})
