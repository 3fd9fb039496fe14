/**
 * The compulsory earthquake insurance (Zorunlu Deprem Sigortası, DASK/TCIP) tariff of 2026.
 *
 * Source: the Zorunlu Deprem Sigortası Tarife ve Talimatı as revised by DASK for 2026, in force
 * from January 2026, as reported in the press on 13 January 2026 (e.g. Takvim, "DASK'ta yeni
 * dönem"): the legal maximum sum insured for one dwelling rose from 1.704.162 TL (2025) to
 * 2.095.462 TL; the unit construction cost per m² is 9.884 TL for reinforced-concrete/steel frame
 * buildings and 6.590 TL for all others; the minimum premiums of risk groups 1 to 7 are 1.951,
 * 1.737, 1.474, 1.384, 1.038, 740 and 505 TL.
 *
 * NOT VERIFIED: the per-mille rates below are those of the seven-risk-group tariff introduced with
 * the 2018 earthquake hazard map (as published for 2020). I could not confirm whether the 2026
 * revision changed them; check them against the tariff DASK publishes before relying on a premium.
 * The tariff has had two construction classes since then: A (çelik, betonarme karkas) and B (all
 * others, yığma kagir included), so the three DaskInsaTarzi choices map onto two classes.
 */
export const daskTariffYear = 2026

export type DaskClass = 'A' | 'B'
export type RiskGroup = 1 | 2 | 3 | 4 | 5 | 6 | 7

export const constructionClass: Record<string, DaskClass> = {
  betonarme: 'A',
  yigma: 'B',
  diger: 'B',
}

/** Unit construction cost, TL per gross m². */
export const unitCost: Record<DaskClass, number> = { A: 9_884, B: 6_590 }

/** Legal maximum sum insured of one dwelling, TL. */
export const maximumSumInsured = 2_095_462

/** Premium rate, per mille of the sum insured, by risk group (1 = highest hazard) and class. */
export const ratePerMille: Record<RiskGroup, Record<DaskClass, number>> = {
  1: { A: 2.35, B: 4.14 },
  2: { A: 1.97, B: 3.35 },
  3: { A: 1.51, B: 2.64 },
  4: { A: 1.13, B: 1.98 },
  5: { A: 0.79, B: 1.47 },
  6: { A: 0.52, B: 0.91 },
  7: { A: 0.33, B: 0.5 },
}

/** Minimum premium by risk group, TL. */
export const minimumPremium: Record<RiskGroup, number> = {
  1: 1_951,
  2: 1_737,
  3: 1_474,
  4: 1_384,
  5: 1_038,
  6: 740,
  7: 505,
}
