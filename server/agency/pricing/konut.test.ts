import { describe, expect, it } from 'vitest'
import { konutPremium, type KonutRisk } from './konut.ts'

/*
 * Worked cases by hand. Building 2.000.000 TL, contents 500.000 TL, betonarme, concrete roof,
 * 10 years old (×1,10), 3rd floor, apartment, insurer factors 1:
 *   Temel: 2.000.000 × ‰0,45 × 1,10 = 990 + 500.000 × ‰1,2 × 1,10 = 660 → 1.650,00 TL
 *   Tam, risk group 1, DASK sum 1.186.080 TL:
 *     2.000.000 × ‰0,95 × 1,10 = 2.090 + 500.000 × ‰2,8 × 1,10 = 1.540
 *     earthquake (2.000.000 − 1.186.080 + 500.000) = 1.313.920 × ‰1,6 = 2.102,272
 *     → 5.732,27 TL
 */
const base: KonutRisk = {
  package: 'temel',
  buildingSum: 2_000_000,
  contentsSum: 500_000,
  daskSumInsured: 1_186_080,
  riskZone: 1,
  constructionType: 'betonarme',
  roofType: 'betonarme',
  buildingAge: 10,
  floor: '3',
  homeType: 'apartman',
}
const plain = { rate: 1, earthquake: 1 }

describe('konut premium', () => {
  it('matches the worked cases', () => {
    expect(konutPremium(base, plain)).toBe(1650)
    expect(konutPremium({ ...base, package: 'tam' }, plain)).toBe(5732.27)
  })

  it('prices the risk group only into the earthquake cover of Tam Kapsam', () => {
    expect(konutPremium({ ...base, riskZone: 7 }, plain)).toBe(konutPremium(base, plain))
    expect(konutPremium({ ...base, package: 'tam', riskZone: 7 }, plain)).toBeLessThan(
      konutPremium({ ...base, package: 'tam' }, plain),
    )
  })

  it('charges more for timber, a ground floor, a detached house and a dearer insurer', () => {
    const premium = konutPremium(base, plain)
    expect(konutPremium({ ...base, constructionType: 'diger' }, plain)).toBeGreaterThan(premium)
    expect(konutPremium({ ...base, roofType: 'ahsap' }, plain)).toBeGreaterThan(premium)
    expect(konutPremium({ ...base, floor: '0' }, plain)).toBeGreaterThan(premium)
    expect(konutPremium({ ...base, homeType: 'mustakil' }, plain)).toBeGreaterThan(premium)
    expect(konutPremium(base, { rate: 1.1, earthquake: 1 })).toBeGreaterThan(premium)
  })

  it('insures no earthquake above DASK when DASK already covers the building', () => {
    const covered = { ...base, package: 'tam' as const, buildingSum: 1_000_000, contentsSum: 0 }
    const withoutQuake = 1_000_000 * 0.00095 * 1.1
    expect(konutPremium(covered, plain)).toBe(Math.round(withoutQuake * 100) / 100)
  })
})
