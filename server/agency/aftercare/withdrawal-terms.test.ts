import { describe, expect, it } from 'vitest'
import { withdrawalTerms } from './withdrawal-terms.ts'

// Issue 28: the 14-day withdrawal and its refund rule (docs/decisions/040).
const policy = {
  productKey: 'konut',
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

// Issue 38: the regulation's exceptions, line by line (docs/decisions/063).
describe('withdrawalTerms by line', () => {
  const trip = (startsOn: string, endsOn: string) => ({
    ...policy,
    productKey: 'seyahat',
    startsOn,
    endsOn,
  })

  it('closes an 11-day seyahat policy for good, even on the day of purchase before the trip', () => {
    expect(withdrawalTerms(trip('2026-12-01', '2026-12-11'), '2026-11-25')).toMatchObject({
      open: false,
      exception: 'short-term',
    })
  })

  it('leaves a seyahat policy of a month or more withdrawable', () => {
    // 1 to 31 December, both covered: a whole month.
    expect(withdrawalTerms(trip('2026-12-01', '2026-12-31'), '2026-11-25')).toMatchObject({
      open: true,
      exception: null,
    })
    expect(withdrawalTerms(trip('2026-12-01', '2026-12-30'), '2026-11-25').exception).toBe(
      'short-term',
    )
  })

  it('opens trafik and DASK within the 14 days only with a replacement declared', () => {
    for (const productKey of ['trafik', 'dask']) {
      expect(withdrawalTerms({ ...policy, productKey }, '2026-12-09')).toMatchObject({
        open: true,
        exception: null,
        replacementRequired: true,
      })
    }
    expect(withdrawalTerms(policy, '2026-12-09').replacementRequired).toBe(false)
  })
})
