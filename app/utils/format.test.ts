import { describe, expect, it } from 'vitest'
import { formatAmount, formatDate, formatLira, parseDate } from './format.ts'

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
})
