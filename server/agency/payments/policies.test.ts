import { describe, expect, it } from 'vitest'
import { coverStart } from './policies.ts'

describe('coverStart', () => {
  const today = '2026-11-24'
  it('starts a phone on the day its buyer chose, a vehicle when its current policy ends', () => {
    expect(coverStart(JSON.stringify({ policyStart: '2026-12-10' }), today)).toBe('2026-12-10')
    expect(coverStart(JSON.stringify({ vehicle: { policyEndDate: '2026-12-01' } }), today)).toBe(
      '2026-12-01',
    )
  })

  it('starts today when nothing says later, or the day named has passed', () => {
    expect(coverStart(JSON.stringify({ address: {} }), today)).toBe(today)
    expect(coverStart(JSON.stringify({ policyStart: '2026-11-20' }), today)).toBe(today)
  })
})
