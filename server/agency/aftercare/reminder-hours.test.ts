import { afterEach, describe, expect, it, vi } from 'vitest'
import { inReminderHours, scheduleRenewalReminders } from './renewal-reminders.ts'

const log = { info: () => {}, error: () => {} }
const run = { day: '', sent: 0, failed: 0, reminders: [] }

describe('the hourly reminder run', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('sends between 09:00 and 20:59 in Türkiye (UTC+3), whatever the server’s zone', () => {
    expect(inReminderHours(new Date('2027-03-01T05:59:00Z'))).toBe(false) // 08:59
    expect(inReminderHours(new Date('2027-03-01T06:00:00Z'))).toBe(true) // 09:00
    expect(inReminderHours(new Date('2027-03-01T17:59:00Z'))).toBe(true) // 20:59
    expect(inReminderHours(new Date('2027-03-01T18:00:00Z'))).toBe(false) // 21:00
    expect(inReminderHours(new Date('2027-03-01T21:30:00Z'))).toBe(false) // 00:30 next day
  })

  it('sends nothing on the runs after midnight; the first run from 09:00 sends the day’s', async () => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2027-03-01T21:10:00Z')) // 00:10 on 2 March in Türkiye
    const send = vi.fn(async () => run)
    const stop = scheduleRenewalReminders(send, log)
    await vi.advanceTimersByTimeAsync(30_000 + 8 * 3_600_000) // 08:10
    expect(send).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(3_600_000) // 09:10
    expect(send).toHaveBeenCalledTimes(1)
    stop()
  })
})
