import { describe, expect, it } from 'vitest'
import { healthInsurers } from './health-insurers.ts'
import { billableDays, travelPremium, type TravelInsurerFactors } from './travel.ts'

/*
 * Worked cases by hand, insurer factor 1, minimum 100 TL:
 *   7 days, Schengen/Avrupa, temel, 30 years: 7 × 40 = 280,00 TL
 *   60 days, worldwide, standart, 30 years: 15 + 45 × 0,7 = 46,5 days × 110 × 1,35 = 6.905,25 TL
 *   100 days, worldwide excluding USA/Canada, genis, 70 years:
 *     15 + 75 × 0,7 + 10 × 0,5 = 72,5 days × 65 × 1,9 × 1,8 = 16.116,75 TL
 *   2 days, Avrupa, temel, 10 years: 2 × 40 × 0,8 = 64 → the minimum, 100,00 TL
 */
const plain: TravelInsurerFactors = { rate: 1, packages: [], minimumPremium: 100 }

describe('travel premium', () => {
  it('matches the worked cases', () => {
    expect(travelPremium({ region: 'avrupa', days: 7, age: 30, package: 'temel' }, plain)).toBe(280)
    expect(travelPremium({ region: 'dunya', days: 60, age: 30, package: 'standart' }, plain)).toBe(
      6905.25,
    )
    expect(
      travelPremium({ region: 'dunya-haric', days: 100, age: 70, package: 'genis' }, plain),
    ).toBe(16116.75)
    expect(travelPremium({ region: 'avrupa', days: 2, age: 10, package: 'temel' }, plain)).toBe(100)
  })

  it('makes long trips cheaper by the day', () => {
    expect(billableDays(15)).toBe(15)
    expect(billableDays(90)).toBeCloseTo(67.5)
    expect(billableDays(365)).toBeCloseTo(205)
  })

  it('prices a 60-day worldwide trip above a 7-day Schengen one at every insurer', () => {
    for (const [code, { travel }] of Object.entries(healthInsurers)) {
      const cheapest = (risk: Omit<Parameters<typeof travelPremium>[0], 'package'>) =>
        Math.min(
          ...travel.packages.map((p) => travelPremium({ ...risk, package: p.package }, travel)),
        )
      const dearest = (risk: Omit<Parameters<typeof travelPremium>[0], 'package'>) =>
        Math.max(
          ...travel.packages.map((p) => travelPremium({ ...risk, package: p.package }, travel)),
        )
      const longWorld = cheapest({ region: 'dunya', days: 60, age: 30 })
      const shortSchengen = dearest({ region: 'avrupa', days: 7, age: 30 })
      expect(longWorld, code).toBeGreaterThan(shortSchengen)
    }
  })
})
