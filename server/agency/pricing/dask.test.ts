import { describe, expect, it } from 'vitest'
import { daskPrice } from './dask.ts'

/*
 * Worked cases, computed by hand from the 2026 tariff (pricing/dask-tariff.ts):
 * unit cost A (betonarme) 9.884 TL/m², B (yığma, diğer) 6.590 TL/m²; cap 2.095.462 TL.
 *
 * | case                          | group | class | m²  | area × unit cost | sum insured     | rate ‰ | sum × rate / 1000 | minimum | premium  |
 * | ----------------------------- | ----- | ----- | --- | ---------------- | --------------- | ------ | ----------------- | ------- | -------- |
 * | Yozgat, Atatürk Blv. 45       | 4     | A     | 150 | 1.482.600        | 1.482.600       | 1,13   | 1.675,338         | 1.384   | 1.675,34 |
 * | Yozgat, Lise Cad. 12          | 4     | A     | 120 | 1.186.080        | 1.186.080       | 1,13   | 1.340,2704        | 1.384   | 1.384,00 | minimum
 * | Yozgat, Ankara Cad. 8 (yığma) | 4     | B     | 90  | 593.100          | 593.100         | 1,98   | 1.174,338         | 1.384   | 1.384,00 | minimum
 * | Kadıköy, Bahariye Cad. 56     | 2     | A     | 110 | 1.087.240        | 1.087.240       | 1,97   | 2.141,8628        | 1.737   | 2.141,86 |
 * | Kadıköy, Moda Cad. 41 (yığma) | 1     | B     | 100 | 659.000          | 659.000         | 4,14   | 2.728,26          | 1.951   | 2.728,26 |
 * | Kadıköy, Dr. Esat Işık 20     | 1     | B     | 140 | 922.600          | 922.600         | 4,14   | 3.819,564         | 1.951   | 3.819,56 |
 * | Kadıköy, Bağdat Cad. 318      | 1     | A     | 220 | 2.174.480        | 2.095.462 (cap) | 2,35   | 4.924,3357        | 1.951   | 4.924,34 | cap
 * | a 400 m² other building       | 1     | B     | 400 | 2.636.000        | 2.095.462 (cap) | 4,14   | 8.675,21268       | 1.951   | 8.675,21 | cap
 * | a 100 m² flat in group 7      | 7     | A     | 100 | 988.400          | 988.400         | 0,33   | 326,172           | 505     | 505,00   | minimum
 */
const cases = [
  { zone: 4, type: 'betonarme', area: 150, sum: 1_482_600, premium: 1_675.34 },
  { zone: 4, type: 'betonarme', area: 120, sum: 1_186_080, premium: 1_384, atMinimum: true },
  { zone: 4, type: 'yigma', area: 90, sum: 593_100, premium: 1_384, atMinimum: true },
  { zone: 2, type: 'betonarme', area: 110, sum: 1_087_240, premium: 2_141.86 },
  { zone: 1, type: 'yigma', area: 100, sum: 659_000, premium: 2_728.26 },
  { zone: 1, type: 'diger', area: 140, sum: 922_600, premium: 3_819.56 },
  { zone: 1, type: 'betonarme', area: 220, sum: 2_095_462, premium: 4_924.34, capped: true },
  { zone: 1, type: 'diger', area: 400, sum: 2_095_462, premium: 8_675.21, capped: true },
  { zone: 7, type: 'betonarme', area: 100, sum: 988_400, premium: 505, atMinimum: true },
]

describe('DASK premium', () => {
  it.each(cases)(
    'group $zone, $type, $area m² → $premium TL',
    ({ zone, type, area, sum, premium, capped = false, atMinimum = false }) => {
      const price = daskPrice({ riskZone: zone, constructionType: type, grossArea: area })
      expect(price.sumInsured).toBe(sum)
      expect(price.premium).toBe(premium)
      expect(price.capped).toBe(capped)
      expect(price.atMinimum).toBe(atMinimum)
    },
  )

  it('prices yığma kagir and diğer alike, both in class B', () => {
    const risk = { riskZone: 3, grossArea: 100 }
    expect(daskPrice({ ...risk, constructionType: 'yigma' })).toEqual(
      daskPrice({ ...risk, constructionType: 'diger' }),
    )
  })

  it('refuses a risk group or construction type the tariff does not have', () => {
    expect(() =>
      daskPrice({ riskZone: 0, constructionType: 'betonarme', grossArea: 100 }),
    ).toThrow()
    expect(() =>
      daskPrice({ riskZone: 8, constructionType: 'betonarme', grossArea: 100 }),
    ).toThrow()
    expect(() => daskPrice({ riskZone: 3, constructionType: 'kerpic', grossArea: 100 })).toThrow()
  })
})
