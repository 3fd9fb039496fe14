import { describe, expect, it } from 'vitest'
import { phonePremium, priceBand } from './phone.ts'

/*
 * Worked cases, computed by hand: list price × the band's rate for the package × the insurer's
 * rate, at least 450 TL. Bands: up to 15.000, 30.000, 60.000 TL, then above.
 *
 * | phone (list price)             | band | package          | rate % | × insurer | exact          | premium  |
 * | ------------------------------ | ---- | ---------------- | ------ | --------- | -------------- | -------- |
 * | iPhone 17 (69.999)             | 4    | Kaza + Hırsızlık | 5,6    | 1         | 3.919,944      | 3.919,94 |
 * | Redmi 15C (7.499)              | 1    | Ekran            | 4      | 1         | 299,96         | 450,00   | minimum
 * | Galaxy S25 (49.999)            | 3    | Kaza             | 4,8    | 0,93      | 2.231,95536    | 2.231,96 |
 * | Redmi Note 14 Pro (17.999)     | 2    | Ekran            | 3,4    | 1,08      | 660,92328      | 660,92   |
 * | Honor 400 (27.999)             | 2    | Kaza + Hırsızlık | 7,4    | 0,89      | 1.844,01414    | 1.844,01 |
 */
describe('phonePremium', () => {
  it('prices the worked cases', () => {
    expect(phonePremium({ listPrice: 69_999, package: 'kaza-hirsizlik' }, { rate: 1 })).toBe(
      3_919.94,
    )
    expect(phonePremium({ listPrice: 7_499, package: 'ekran' }, { rate: 1 })).toBe(450)
    expect(phonePremium({ listPrice: 49_999, package: 'kaza' }, { rate: 0.93 })).toBe(2_231.96)
    expect(phonePremium({ listPrice: 17_999, package: 'ekran' }, { rate: 1.08 })).toBe(660.92)
    expect(phonePremium({ listPrice: 27_999, package: 'kaza-hirsizlik' }, { rate: 0.89 })).toBe(
      1_844.01,
    )
  })

  it('puts a price on the band edge into the lower band', () => {
    expect([15_000, 15_001, 30_000, 30_001, 60_000, 60_001].map(priceBand)).toEqual([
      1, 2, 2, 3, 3, 4,
    ])
  })
})
