import { describe, expect, it } from 'vitest'
import { coverStartPassed } from '../quotes/cover-period.ts'
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

  it('seyahat: a trip already under way keeps its first day, which the sale then refuses', () => {
    const trip = period('seyahat', { startDate: '2026-11-20', endDate: '2026-12-18' })
    expect(trip).toEqual({ startsOn: '2026-11-20', endsOn: '2026-12-18' })
    expect(coverStartPassed(trip, today)).toBe(true)
    expect(coverStartPassed(trip, '2026-11-20')).toBe(false)
  })

  it('yabancı sağlık: the residence permit’s one or two years from today', () => {
    expect(period('yabanci', { years: 2 })).toEqual({ startsOn: today, endsOn: '2028-11-24' })
    expect(period('yabanci', { years: 1 })).toEqual({ startsOn: today, endsOn: '2027-11-24' })
  })

  for (const line of ['kasko', 'trafik']) {
    it(`${line}: a year from the running policy’s last day, whatever start was sent`, () => {
      const running = { vehicle: { policyEndDate: '2026-12-01' }, policyStart: '2026-12-10' }
      expect(period(line, running)).toEqual({ startsOn: '2026-12-01', endsOn: '2027-12-01' })
      // A running policy that ended before the purchase: the new one starts that day.
      const ended = { vehicle: { policyEndDate: '2026-11-20' } }
      expect(period(line, ended)).toEqual({ startsOn: today, endsOn: '2027-11-24' })
    })

    it(`${line}: without a running policy, a year from the start the customer chose`, () => {
      const uninsured = { vehicle: { policyEndDate: null }, policyStart: '2026-12-10' }
      expect(period(line, uninsured)).toEqual({ startsOn: '2026-12-10', endsOn: '2027-12-10' })
      // A quote made before the start was asked for starts on the day of purchase.
      expect(period(line, { vehicle: { policyEndDate: null } })).toEqual({
        startsOn: today,
        endsOn: '2027-11-24',
      })
    })
  }

  for (const line of ['dask', 'konut', 'tamamlayici', 'bireysel', 'petsaglik', 'telefon']) {
    it(`${line}: one year from the start the customer chose`, () => {
      expect(period(line, { policyStart: '2026-12-10' })).toEqual({
        startsOn: '2026-12-10',
        endsOn: '2027-12-10',
      })
    })
  }

  for (const line of ['dask', 'trafik']) {
    it(`${line}: a chosen start that has passed by the day of purchase is kept, and refused`, () => {
      const chosen = period(line, { vehicle: { policyEndDate: null }, policyStart: '2026-11-20' })
      expect(chosen).toEqual({ startsOn: '2026-11-20', endsOn: '2027-11-20' })
      expect(coverStartPassed(chosen, today)).toBe(true)
    })
  }

  it('a year from 29 February ends on 28 February', () => {
    expect(period('konut', { policyStart: '2028-02-29' }, '2028-02-10')).toEqual({
      startsOn: '2028-02-29',
      endsOn: '2029-02-28',
    })
  })
})
