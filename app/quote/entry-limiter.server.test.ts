import { describe, expect, it } from 'vitest'
import { allowEntryAttempt } from './entry-limiter.server.ts'

describe('entry attempts per visitor IP', () => {
  it('allows 30 attempts per 10 minutes by default, per IP', async () => {
    const start = 1_000_000
    for (let i = 0; i < 30; i++) expect(await allowEntryAttempt('192.0.2.10', start + i)).toBe(true)
    expect(await allowEntryAttempt('192.0.2.10', start + 31)).toBe(false)
    expect(await allowEntryAttempt('192.0.2.11', start + 31)).toBe(true)
    expect(await allowEntryAttempt('192.0.2.10', start + 600_001)).toBe(true)
  })
})
