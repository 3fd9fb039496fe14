import { describe, expect, it } from 'vitest'
import { addDays, lastDayUnderMonths, monthsBetween } from './dates.ts'

describe('the last day under a number of months', () => {
  it('is the eve of the anniversary, whatever the month’s end', () => {
    // A month is complete on the same day of the month: a 29 February's is 1 March.
    expect(lastDayUnderMonths('2024-02-29', 12)).toBe('2025-02-28')
    expect(lastDayUnderMonths('2016-02-29', 108)).toBe('2025-02-28')
    for (const from of ['2024-02-29', '2025-01-31', '2025-12-31', '2026-06-15']) {
      for (const months of [1, 12, 108]) {
        const last = lastDayUnderMonths(from, months)
        expect(monthsBetween(from, last)).toBe(months - 1)
        expect(monthsBetween(from, addDays(last, 1))).toBe(months)
      }
    }
  })
})
