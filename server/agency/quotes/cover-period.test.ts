import { describe, expect, it } from 'vitest'
import { chosenPolicyStart } from './cover-period.ts'

describe('chosenPolicyStart', () => {
  const today = '2026-11-24'
  it('takes today up to 30 days ahead', () => {
    expect(chosenPolicyStart('24.11.2026', today)).toBe('2026-11-24')
    expect(chosenPolicyStart('24.12.2026', today)).toBe('2026-12-24')
  })

  it('starts today when the request names no start', () => {
    expect(chosenPolicyStart(undefined, today)).toBe(today)
  })

  it('refuses a past day, a day past 30 days, and what is not a date', () => {
    expect(chosenPolicyStart('23.11.2026', today)).toBeNull()
    expect(chosenPolicyStart('25.12.2026', today)).toBeNull()
    expect(chosenPolicyStart('31.11.2026', today)).toBeNull()
    expect(chosenPolicyStart('', today)).toBeNull()
  })
})
