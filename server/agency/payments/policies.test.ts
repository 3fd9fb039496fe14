import { describe, expect, it } from 'vitest'
import { quotedPeriod } from './policies.ts'

// Issue 26: a policy's period is the cover that was quoted, by each line's rule.
const today = '2026-11-24'
const period = (query_type: string, details: object, on = today) =>
  quotedPeriod({ query_type, details: JSON.stringify(details) }, on)

describe('quotedPeriod', () => {
  it('seyahat: the trip, from its first day to the return', () => {
    expect(period('seyahat', { startDate: '2026-12-07', endDate: '2026-12-18' })).toEqual({
      startsOn: '2026-12-07',
      endsOn: '2026-12-18',
    })
  })

  it('seyahat: a trip already under way is covered from today to the return', () => {
    expect(period('seyahat', { startDate: '2026-11-20', endDate: '2026-12-18' })).toEqual({
      startsOn: today,
      endsOn: '2026-12-18',
    })
  })

  it('yabancı sağlık: the residence permit’s one or two years from today', () => {
    expect(period('yabanci', { years: 2 })).toEqual({ startsOn: today, endsOn: '2028-11-24' })
    expect(period('yabanci', { years: 1 })).toEqual({ startsOn: today, endsOn: '2027-11-24' })
  })

  it('kasko and trafik: from the running policy’s last day, or today, for a year', () => {
    const running = { vehicle: { policyEndDate: '2026-12-01' } }
    expect(period('kasko', running)).toEqual({ startsOn: '2026-12-01', endsOn: '2027-12-01' })
    expect(period('trafik', running)).toEqual({ startsOn: '2026-12-01', endsOn: '2027-12-01' })
    expect(period('trafik', { vehicle: { policyEndDate: null } })).toEqual({
      startsOn: today,
      endsOn: '2027-11-24',
    })
  })

  for (const line of ['dask', 'konut', 'tamamlayici', 'bireysel', 'petsaglik', 'telefon']) {
    it(`${line}: one year from the start the customer chose`, () => {
      expect(period(line, { policyStart: '2026-12-10' })).toEqual({
        startsOn: '2026-12-10',
        endsOn: '2027-12-10',
      })
    })
  }

  it('a chosen start that has passed by the day of purchase moves to that day', () => {
    expect(period('dask', { policyStart: '2026-11-20' })).toEqual({
      startsOn: today,
      endsOn: '2027-11-24',
    })
  })

  it('a year from 29 February ends on 28 February', () => {
    expect(period('konut', { policyStart: '2028-02-29' }, '2028-02-10')).toEqual({
      startsOn: '2028-02-29',
      endsOn: '2029-02-28',
    })
  })
})
