import { describe, expect, it } from 'vitest'
import type { AgencyDb } from '../../db/database.ts'
import type { InsurerTariff } from '../../pricing/insurers.ts'
import { regionOf } from '../travel/countries.ts'
import { healthFamily } from '../../../../tests/support/health-family.ts'
import { healthLine } from './health.ts'

const today = '2026-11-24'
const context = { db: {} as AgencyDb, nationalNumber: '10000000146', today }
const family = healthFamily

/*
 * Worked case, bireysel, Yatarak ve Ayakta: Ayşe 38 (band 30–39: 16.000 TL), Mehmet 40 (band
 * 40–49: 21.000 TL), Hasan 58 (band 55–59: 34.000 TL). Kalkanlı (factor 1, up to 64 years):
 * 71.000,00 TL. Munzur Koruma (factor 0,88, up to 55): Hasan declined, 37.000 × 0,88 = 32.560 TL.
 */
describe('health line', () => {
  it('prices each person and declines one person, not the quote', async () => {
    const line = healthLine('bireysel', 'Bireysel Sağlık Sigortası')
    const prepared = await line.prepare(family, context)
    if ('error' in prepared) throw new Error(prepared.error)
    const tariff = {} as InsurerTariff
    const full = line
      .price(prepared.details, tariff, 'KALKAN')
      .find((p) => p.code === 'yatarak-ayakta')!
    expect(full.premium).toBe(71_000)
    expect(full.coverages.slice(0, 3).map((c) => c.Value)).toEqual([
      '16.000,00 TL',
      '21.000,00 TL',
      '34.000,00 TL',
    ])
    const munzur = line
      .price(prepared.details, tariff, 'MUNZUR')
      .find((p) => p.code === 'yatarak-ayakta')!
    expect(munzur.premium).toBe(32_560)
    expect(munzur.coverages[2]).toMatchObject({
      Name: 'Hasan Yılmaz (Baba, 58 yaş)',
      Value: 'Teklif alınamadı: 55 yaşın üzerindeki kişiler sigortalanmıyor.',
    })
  })

  it('names the same waiting time for birth in both packages, as the service pages say', async () => {
    const line = healthLine('bireysel', 'Bireysel Sağlık Sigortası')
    const prepared = await line.prepare(family, context)
    if ('error' in prepared) throw new Error(prepared.error)
    // Tamamlayıcı is priced from the same details with its network (its SGK check is the prepare's).
    const tamamlayici = { ...prepared.details, line: 'tamamlayici' as const, network: 'standart' }
    for (const [details, waiting] of [
      [prepared.details, '3 ay (doğum 12 ay)'],
      [tamamlayici, 'Yok (doğum 10 ay)'],
    ] as const) {
      const offers = line.price(details, {} as InsurerTariff, 'KALKAN')
      expect(offers.map((offer) => offer.code)).toEqual(['yatarak', 'yatarak-ayakta'])
      for (const offer of offers) {
        expect(offer.coverages.find((c) => c.Code === 'BEKLEME')?.Value).toBe(waiting)
      }
    }
  })

  it('insures the policyholder and every family member, each under their T.C. number', async () => {
    const line = healthLine('bireysel', 'Bireysel Sağlık Sigortası')
    const prepared = await line.prepare(family, context)
    if ('error' in prepared) throw new Error(prepared.error)
    expect(line.insured!(prepared.details)).toEqual([
      { name: 'Ayşe Yılmaz', idKind: 'tckn', idNumber: '10000000146' },
      { name: 'Mehmet Yılmaz', idKind: 'tckn', idNumber: '10000000078' },
      { name: 'Hasan Yılmaz', idKind: 'tckn', idNumber: '10000000214' },
    ])
  })

  it('refuses tamamlayıcı without an active SGK record', async () => {
    const line = healthLine('tamamlayici', 'Tamamlayıcı Sağlık Sigortası')
    const prepared = await line.prepare(
      { ...family, SgkActive: 'false', HospitalNetwork: 'genis' },
      context,
    )
    expect(prepared).toMatchObject({ code: 'data' })
  })
})

describe('travel region', () => {
  it('is the dearest destination’s', () => {
    expect(regionOf(['DE', 'FR'])).toBe('avrupa')
    expect(regionOf(['DE', 'GB'])).toBe('avrupa')
    expect(regionOf(['DE', 'JP'])).toBe('dunya-haric')
    expect(regionOf(['JP', 'CA'])).toBe('dunya')
  })
})
