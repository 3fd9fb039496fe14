import { describe, expect, it } from 'vitest'
import { withdrawalTerms } from './withdrawal-terms.ts'

// Issue 28: the 14-day withdrawal and its refund rule (docs/decisions/040).
const policy = {
  purchasedOn: '2026-11-25',
  startsOn: '2026-12-01',
  endsOn: '2027-12-01',
  paidKurus: 365_00,
}

describe('withdrawalTerms', () => {
  it('is open up to the 14th day after the purchase, and closed after it', () => {
    expect(withdrawalTerms(policy, '2026-12-09')).toMatchObject({
      lastDay: '2026-12-09',
      open: true,
    })
    expect(withdrawalTerms(policy, '2026-12-10').open).toBe(false)
  })

  it('refunds the whole premium before the cover starts', () => {
    expect(withdrawalTerms(policy, '2026-11-30')).toMatchObject({
      refundKurus: 365_00,
      rule: 'full',
    })
  })

  it('refunds the days not covered once it has started, the day of withdrawal covered', () => {
    expect(withdrawalTerms(policy, '2026-12-01')).toMatchObject({
      refundKurus: 364_00,
      rule: 'pro-rata',
    })
    expect(withdrawalTerms(policy, '2026-12-05').refundKurus).toBe(360_00)
  })
})
