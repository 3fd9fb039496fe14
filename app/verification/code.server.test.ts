import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  earlyResendMessage,
  outlived,
  pendingVerification,
  resendAvailableFrom,
} from './code.server.ts'

// 12:00:00 in Türkiye (UTC+3).
const NOON_IN_TURKEY = Date.parse('2026-03-10T09:00:00.000Z')

describe('the resend countdown every verification dialog shares', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(NOON_IN_TURKEY)
  })
  afterEach(() => vi.useRealTimers())

  it('asks a minute after a code went out, and at once after a code that could not be sent', () => {
    expect(resendAvailableFrom(true)).toBe('2026-03-10T09:01:00.000Z')
    expect(resendAvailableFrom(false)).toBe('2026-03-10T09:00:00.000Z')
  })

  it("after a refusal within the phone's minute, asks once the wait the provider named is over", () => {
    expect(resendAvailableFrom(false, Date.now(), 42)).toBe('2026-03-10T09:00:42.000Z')
  })

  it("refuses an early resend with the moment in Türkiye's time, and lets it go at that moment", () => {
    const availableAt = resendAvailableFrom(true)
    expect(earlyResendMessage(availableAt)).toBe(
      'Yeni kod henüz istenemez. Yeni kod 12:01:00 sonra istenebilir.',
    )
    vi.setSystemTime(Date.parse(availableAt))
    expect(earlyResendMessage(availableAt)).toBeNull()
  })

  it('shows the dialog the masked phone and the countdown for the page without JavaScript', () => {
    expect(pendingVerification('5321234567', resendAvailableFrom(true))).toEqual({
      maskedPhone: '(532)123-4567',
      codeSent: true,
      resendAvailableAt: '2026-03-10T09:01:00.000Z',
      resendAvailableAtClock: '12:01:00',
    })
  })

  it('counts a verification out once its lifetime has passed', () => {
    const verifiedAt = new Date(NOON_IN_TURKEY - 25 * 60_000 + 1).toISOString()
    expect(outlived(verifiedAt, 25 * 60_000)).toBe(false)
    vi.advanceTimersByTime(1)
    expect(outlived(verifiedAt, 25 * 60_000)).toBe(true)
  })
})
