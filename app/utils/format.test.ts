import { describe, expect, it } from 'vitest'
import { dottedDate, formatAmount, formatDate, formatLira, isoDate, parseDate } from './format.ts'

describe('Turkish formatting', () => {
  it('shows lira with two decimals and Turkish separators', () => {
    expect(formatLira(1234.5)).toBe('₺1.234,50')
    expect(formatAmount(0.1 + 0.2)).toBe('0,30')
  })

  it('writes dates as DD.MM.YYYY in Türkiye time', () => {
    expect(formatDate('2026-03-01T22:30:00Z')).toBe('02.03.2026')
  })

  it('reads only real DD.MM.YYYY dates', () => {
    expect(parseDate('29.02.2024')?.toISOString()).toBe('2024-02-29T00:00:00.000Z')
    expect(parseDate('29.02.2025')).toBeNull()
    expect(parseDate('1.2.2025')).toBeNull()
  })

  it("turns a date input's YYYY-MM-DD into DD.MM.YYYY and back, leaving other text alone", () => {
    expect(dottedDate('2026-07-01')).toBe('01.07.2026')
    expect(isoDate('01.07.2026')).toBe('2026-07-01')
    expect(dottedDate('1.7.2026')).toBe('1.7.2026')
    expect(isoDate('2026-07-01')).toBe('2026-07-01')
  })
})
