import { describe, expect, it } from 'vitest'
import { dueReminder, reminderDay } from './renewal-schedule.ts'

// Issue 28: reminders 30, 7 and 1 days before the end; kasko and trafik not before their window.
const policy = (product_key: string, ends_on = '2027-12-01') => ({
  product_key,
  ends_on,
  purchasedOn: '2026-12-01',
})

describe('renewal reminders', () => {
  it('are due 30, 7 and 1 days before the end', () => {
    expect(dueReminder(policy('dask'), '2027-10-31')).toBeNull()
    expect(dueReminder(policy('dask'), '2027-11-01')).toBe(30)
    expect(dueReminder(policy('dask'), '2027-11-23')).toBe(30)
    expect(dueReminder(policy('dask'), '2027-11-24')).toBe(7)
    expect(dueReminder(policy('dask'), '2027-11-30')).toBe(1)
    expect(dueReminder(policy('dask'), '2027-12-01')).toBeNull()
  })

  it('open for kasko 28 and for trafik 14 days before the end, not 30', () => {
    expect(reminderDay('kasko', '2027-12-01', 30)).toBe('2027-11-03')
    expect(reminderDay('trafik', '2027-12-01', 30)).toBe('2027-11-17')
    expect(dueReminder(policy('kasko'), '2027-11-01')).toBeNull()
    expect(dueReminder(policy('trafik'), '2027-11-16')).toBeNull()
    expect(dueReminder(policy('trafik'), '2027-11-17')).toBe(30)
    expect(dueReminder(policy('trafik'), '2027-11-24')).toBe(7)
  })

  it('are not sent for a trip, nor for a day before the purchase', () => {
    expect(dueReminder(policy('seyahat'), '2027-11-30')).toBeNull()
    const late = { product_key: 'dask', ends_on: '2027-12-01', purchasedOn: '2027-11-20' }
    expect(dueReminder(late, '2027-11-21')).toBeNull()
    expect(dueReminder(late, '2027-11-24')).toBe(7)
  })
})
