import { describe, expect, it } from 'vitest'
import {
  allowContactMessage,
  allowEntryAttempt,
  memoryFailureTally,
} from './visitor-limits.server.ts'

describe('attempts per visitor IP', () => {
  it('allows 30 attempts per 10 minutes by default, per IP', async () => {
    const start = 1_000_000
    for (let i = 0; i < 30; i++) expect(await allowEntryAttempt('192.0.2.10', start + i)).toBe(true)
    expect(await allowEntryAttempt('192.0.2.10', start + 31)).toBe(false)
    expect(await allowEntryAttempt('192.0.2.11', start + 31)).toBe(true)
    expect(await allowEntryAttempt('192.0.2.10', start + 600_001)).toBe(true)
  })

  it('allows 5 contact messages per hour by default, per IP, counted apart from the entry', async () => {
    const start = 2_000_000
    for (let i = 0; i < 5; i++)
      expect(await allowContactMessage('192.0.2.20', start + i)).toBe(true)
    expect(await allowContactMessage('192.0.2.20', start + 10)).toBe(false)
    expect(await allowEntryAttempt('192.0.2.20', start + 10)).toBe(true)
    expect(await allowContactMessage('192.0.2.20', start + 3_600_001)).toBe(true)
  })
})

describe('failures counted over a sliding window', () => {
  it('counts only what failed within the window, per key', async () => {
    const tally = memoryFailureTally(1_000)
    await tally.record('offer:a', 100)
    await tally.record('offer:a', 600)
    await tally.record('offer:b', 600)
    expect(await tally.count('offer:a', 700)).toBe(2)
    expect(await tally.count('offer:a', 1_200)).toBe(1)
    expect(await tally.count('offer:c', 700)).toBe(0)
  })
})
