import { describe, expect, it } from 'vitest'
import { isoDayFromToday } from '~/quote/rules/calendar.ts'
import { listedRenewal } from './renewal-window.ts'

// Issue 38, decision 060: Poliçelerim's "Yenile" from a policy's first reminder's day, and for
// kasko and trafik only while the vehicle step quotes; inside the window, when and through whom.
const phone = '0354 212 34 56'
const listed = (ProductKey: string, daysLeft: number, WithdrawnOn: string | null = null) =>
  listedRenewal(
    { ProductKey, PolicyNumber: 'P-1', EndsOn: isoDayFromToday(daysLeft), WithdrawnOn },
    phone,
  )
const renews = { renewAction: '/hesabim/policelerim/P-1/yenile', renewalNotYet: null }
const nothing = { renewAction: null, renewalNotYet: null }

describe('Poliçelerim’s renewal', () => {
  it('offers "Yenile" for kasko from 45 days before the end to 29, then says from when', () => {
    expect(listed('kasko', 46)).toEqual(nothing)
    expect(listed('kasko', 45)).toEqual(renews)
    expect(listed('kasko', 29)).toEqual(renews)
    const inside = listed('kasko', 28)
    expect(inside.renewAction).toBeNull()
    const end = isoDayFromToday(28).split('-').reverse().join('.')
    expect(inside.renewalNotYet).toContain(`${end} tarihinden itibaren teklif alabilirsiniz`)
    expect(inside.renewalNotYet).toContain(`acentemizi ${phone} numarasından arayın`)
    expect(listed('kasko', 1).renewAction).toBeNull()
    // Ended: quoted again.
    expect(listed('kasko', 0)).toEqual(renews)
  })

  it('offers "Yenile" for trafik from 30 days before the end to 15', () => {
    expect(listed('trafik', 31)).toEqual(nothing)
    expect(listed('trafik', 30)).toEqual(renews)
    expect(listed('trafik', 15)).toEqual(renews)
    expect(listed('trafik', 14).renewalNotYet).toContain('14 günden fazla kalmalıdır')
  })

  it('offers "Yenile" for the other lines from 30 days before the end to the end', () => {
    expect(listed('dask', 31)).toEqual(nothing)
    expect(listed('dask', 30)).toEqual(renews)
    expect(listed('dask', 1)).toEqual(renews)
    expect(listed('dask', 10, '2026-01-01')).toEqual(nothing)
  })

  it('has no renewal window for a line named like a property every object has', () => {
    // The product key is the provider's text: "constructor" once counted as a windowed line.
    expect(listed('constructor', 10)).toEqual(renews)
  })
})
