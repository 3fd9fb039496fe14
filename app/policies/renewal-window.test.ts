import { describe, expect, it } from 'vitest'
import { addDays, isoDayFromToday, todayInTurkey } from '~/quote/rules/calendar.ts'
import { dottedDate } from '~/utils/format.ts'
import {
  listedRenewal,
  noOnlineRenewal,
  pastAgeLimits,
  renewalFacts,
  tripNotRenewed,
  type RenewalFacts,
} from './renewal-window.ts'

// Issue 38, decision 060: Poliçelerim's "Yenile" from a policy's first reminder's day, and for
// kasko and trafik only while the vehicle step quotes; inside the window, when and through whom.
const phone = '0354 212 34 56'
const listed = (
  ProductKey: string,
  daysLeft: number,
  WithdrawnOn: string | null = null,
  SatinAlmaTarihi?: string,
) =>
  listedRenewal(
    {
      ProductKey,
      PolicyNumber: 'P-1',
      EndsOn: isoDayFromToday(daysLeft),
      WithdrawnOn,
      SatinAlmaTarihi,
    },
    phone,
  )
/** Poliçelerim's renewal of a policy ending `daysLeft` from today, with the facts given. */
const listedWith = (daysLeft: number, facts: Omit<RenewalFacts, 'EndsOn'>) =>
  listedRenewal({ PolicyNumber: 'P-1', EndsOn: isoDayFromToday(daysLeft), ...facts }, phone)
/** A day some days from today in Türkiye, as DD.MM.YYYY (a form's and the listing's dates). */
const trDay = (days: number) => dottedDate(isoDayFromToday(days))
const renews = { renewAction: '/hesabim/policelerim/P-1/yenile', noRenewal: null }
const nothing = { renewAction: null, noRenewal: null }

describe('Poliçelerim’s renewal', () => {
  it('offers "Yenile" for kasko from 45 days before the end to 29, then says from when', () => {
    expect(listed('kasko', 46)).toEqual(nothing)
    expect(listed('kasko', 45)).toEqual(renews)
    expect(listed('kasko', 29)).toEqual(renews)
    const inside = listed('kasko', 28)
    expect(inside.renewAction).toBeNull()
    const end = isoDayFromToday(28).split('-').reverse().join('.')
    expect(inside.noRenewal).toContain(`${end} tarihinden itibaren teklif alabilirsiniz`)
    expect(inside.noRenewal).toContain(`acentemizi ${phone} numarasından arayın`)
    expect(listed('kasko', 1).renewAction).toBeNull()
    // Ended: quoted again.
    expect(listed('kasko', 0)).toEqual(renews)
  })

  it('offers "Yenile" for trafik from 30 days before the end to 15', () => {
    expect(listed('trafik', 31)).toEqual(nothing)
    expect(listed('trafik', 30)).toEqual(renews)
    expect(listed('trafik', 15)).toEqual(renews)
    expect(listed('trafik', 14).noRenewal).toContain('14 günden fazla kalmalıdır')
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

  // Decision 081: a renewal carries the phone's purchase date to the phone step, which quotes a
  // phone younger than 12 months on the day it is quoted.
  it('offers "Yenile" for a phone only while its device is younger than 12 months today', () => {
    // Bought 11 months and some days ago: quoted today.
    expect(listed('telefon', 30, null, trDay(-335))).toEqual(renews)
    // Bought a year ago: no button, and why.
    const old = listed('telefon', 30, null, trDay(-366))
    expect(old.renewAction).toBeNull()
    expect(old.noRenewal).toContain(`${trDay(-366)} tarihinde satın alınmış`)
    expect(old.noRenewal).toContain('en fazla 12 ay olmuş telefonları')
    // Not yet its first reminder's day: nothing either way.
    expect(listed('telefon', 31, null, trDay(-366))).toEqual(nothing)
    // Its quote kept no fields: the phone step asks for the device anew, so "Yenile" stands.
    expect(listed('telefon', 30)).toEqual(renews)
  })

  it('counts a phone’s months on Türkiye’s day', () => {
    // 21:30 UTC on 31 December is already 1 January in Türkiye.
    const now = new Date('2026-12-31T21:30:00Z')
    const facts = { ProductKey: 'telefon', EndsOn: '2027-01-20' }
    expect(noOnlineRenewal({ ...facts, SatinAlmaTarihi: '02.01.2026' }, phone, now)).toBeNull()
    expect(noOnlineRenewal({ ...facts, SatinAlmaTarihi: '01.01.2026' }, phone, now)).toContain(
      '01.01.2026 tarihinde satın alınmış',
    )
  })

  it('reads a renewal’s device from the fields its quote was opened with', () => {
    const bought = dottedDate(addDays(todayInTurkey(), -400).toISOString().slice(0, 10))
    const renewal = { ProductKey: 'telefon', EndsOn: isoDayFromToday(20) }
    const facts = renewalFacts({ ...renewal, QuoteFields: { SatinAlmaTarihi: bought } })
    expect(noOnlineRenewal(facts, phone)).toContain(bought)
    expect(noOnlineRenewal(renewalFacts({ ...renewal, QuoteFields: null }), phone)).toBeNull()
  })

  it('offers no "Yenile" for a trip, and says a trip is not renewed', () => {
    expect(listed('seyahat', 10)).toEqual({ renewAction: null, noRenewal: tripNotRenewed })
    expect(listed('seyahat', 10, '2026-01-01')).toEqual(nothing)
  })

  // Decision 082: a renewal carries the pet's birth date to the pet step, which quotes a cat or
  // dog up to 8 years and 11 months old on the day it is quoted.
  it('offers "Yenile" for a pet only while it is younger than 9 today', () => {
    const pet = (daysLeft: number, HayvanDogumTarihi?: string) =>
      listedWith(daysLeft, { ProductKey: 'petsaglik', HayvanDogumTarihi })
    const bornYearsAgo = (years: number, days = 0) => {
      const today = todayInTurkey()
      today.setUTCFullYear(today.getUTCFullYear() - years)
      return dottedDate(addDays(today, days).toISOString().slice(0, 10))
    }
    // 8 years and some months old: quoted today.
    expect(pet(30, bornYearsAgo(8, -200))).toEqual(renews)
    // Turned 9 yesterday, or today: no button, and why.
    for (const born of [bornYearsAgo(9, -1), bornYearsAgo(9)]) {
      const old = pet(30, born)
      expect(old.renewAction).toBeNull()
      expect(old.noRenewal).toContain(`doğum tarihi ${born}`)
      expect(old.noRenewal).toContain('9 yaşını doldurmuş kedi ve köpekleri sigortalamadığı için')
    }
    // Turns 9 tomorrow: still quoted today.
    expect(pet(30, bornYearsAgo(9, 1))).toEqual(renews)
    // Not yet its first reminder's day: nothing either way.
    expect(pet(31, bornYearsAgo(9))).toEqual(nothing)
    // Its quote kept no fields: the pet step asks for the pet anew, so "Yenile" stands.
    expect(pet(30)).toEqual(renews)
  })

  it('reads a renewal’s pet from the fields its quote was opened with, on Türkiye’s day', () => {
    // 21:30 UTC on 14 March is already 15 March in Türkiye: born 15.03.2018, 9 that day.
    const now = new Date('2027-03-14T21:30:00Z')
    const renewal = { ProductKey: 'petsaglik', EndsOn: '2027-04-01' }
    const facts = (HayvanDogumTarihi: string) =>
      renewalFacts({ ...renewal, QuoteFields: { HayvanDogumTarihi } })
    expect(noOnlineRenewal(facts('16.03.2018'), phone, now)).toBeNull()
    expect(noOnlineRenewal(facts('15.03.2018'), phone, now)).toContain('15.03.2018')
    expect(noOnlineRenewal(renewalFacts({ ...renewal, QuoteFields: null }), phone, now)).toBeNull()
  })

  // Decision 083: the provider, which knows its insurers' age limits, says where no insurer would
  // quote a health renewal for the insured persons' ages; its offers page would be empty.
  it('says why instead of "Yenile" where the provider says no insurer would quote the ages', () => {
    const health = (daysLeft: number, YasSiniriAsildi?: boolean) =>
      listedWith(daysLeft, { ProductKey: 'bireysel', YasSiniriAsildi })
    const sentence = pastAgeLimits(phone)
    expect(sentence).toContain('yaş sınırını aştığı için bu poliçe sitemizden yenilenemiyor')
    expect(sentence).toContain(`Acentemizi ${phone} numarasından arayabilirsiniz.`)
    expect(health(30, true)).toEqual({ renewAction: null, noRenewal: sentence })
    expect(health(31, true)).toEqual(nothing)
    // Not said, or said false (a provider without the field): "Yenile" as before.
    expect(health(30)).toEqual(renews)
    expect(health(30, false)).toEqual(renews)
    // The renewal call's flag reaches the link's page and the renewal's start the same way.
    const renewal = { ProductKey: 'tamamlayici', EndsOn: isoDayFromToday(30), QuoteFields: {} }
    expect(noOnlineRenewal(renewalFacts({ ...renewal, YasSiniriAsildi: true }), phone)).toBe(
      sentence,
    )
    expect(noOnlineRenewal(renewalFacts(renewal), phone)).toBeNull()
  })
})
