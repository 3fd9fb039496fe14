import { roundLira } from './money.ts'
import type { RiskGroup } from './dask-tariff.ts'

/**
 * Konut (home) tariff: per-mille rates on the building and contents sums by package, moved by
 * the construction, roof, age, floor and home type; the earthquake cover of the widest package
 * insures what DASK does not (the building above DASK's sum insured, and the contents) at a rate
 * by the building's DASK risk group. Each insurer multiplies the result by its own factor.
 */
export type KonutPackage = 'temel' | 'genis' | 'tam'
export const konutPackageNames: Record<KonutPackage, string> = {
  temel: 'Temel Konut',
  genis: 'Geniş Konut',
  tam: 'Tam Kapsam Konut',
}

/** ‰ of the building sum and of the contents sum, before the risk factors. */
export const konutRates: Record<KonutPackage, { building: number; contents: number }> = {
  temel: { building: 0.45, contents: 1.2 },
  genis: { building: 0.7, contents: 2 },
  tam: { building: 0.95, contents: 2.8 },
}

/** ‰ of the earthquake cover above DASK (Tam Kapsam only), by DASK risk group. */
export const earthquakeRate: Record<RiskGroup, number> = {
  1: 1.6,
  2: 1.3,
  3: 1,
  4: 0.75,
  5: 0.5,
  6: 0.35,
  7: 0.25,
}

/** Fire spreads faster through masonry and timber than through a concrete frame. */
export const constructionFactor: Record<string, number> = { betonarme: 1, yigma: 1.15, diger: 1.6 }
/** A timber roof burns; tiles and steel sheeting let storms and leaks in more often. */
export const roofFactor: Record<string, number> = {
  betonarme: 1,
  kiremit: 1.05,
  celik: 1.05,
  ahsap: 1.25,
}
/** Detached homes are broken into more often; a residence's concierge lowers theft. */
export const homeTypeFactor: Record<string, number> = {
  apartman: 1,
  mustakil: 1.2,
  villa: 1.3,
  rezidans: 0.9,
}
/** Contents below ground or on the ground floor flood and get stolen more; a roof flat leaks. */
export function floorFactor(floor: string): number {
  if (floor === '-1') return 1.25
  if (floor === '0') return 1.15
  if (floor === 'cati') return 1.1
  return 1
}
/** Older installations (wiring, plumbing): +1 % a year of age, up to 40 years. */
export const buildingAgeFactor = (age: number) => 1 + 0.01 * Math.min(40, Math.max(0, age))

export interface KonutRisk {
  package: KonutPackage
  buildingSum: number
  contentsSum: number
  /** DASK's sum insured for the dwelling: the earthquake cover starts above it. */
  daskSumInsured: number
  riskZone: RiskGroup
  constructionType: string
  roofType: string
  buildingAge: number
  floor: string
  homeType: string
}

export interface KonutInsurerFactors {
  rate: number
  /** Some insurers price earthquake risk more cautiously than others. */
  earthquake: number
}

/** The sum the earthquake cover of the Tam Kapsam package insures. */
export const earthquakeSum = (
  risk: Pick<KonutRisk, 'buildingSum' | 'contentsSum' | 'daskSumInsured'>,
) => Math.max(0, risk.buildingSum - risk.daskSumInsured) + risk.contentsSum

export function konutPremium(risk: KonutRisk, insurer: KonutInsurerFactors): number {
  const rates = konutRates[risk.package]
  const common =
    (constructionFactor[risk.constructionType] ?? 1) *
    (roofFactor[risk.roofType] ?? 1) *
    buildingAgeFactor(risk.buildingAge)
  const building = (risk.buildingSum * rates.building * common) / 1000
  const contents =
    (risk.contentsSum *
      rates.contents *
      common *
      floorFactor(risk.floor) *
      (homeTypeFactor[risk.homeType] ?? 1)) /
    1000
  const earthquake =
    risk.package === 'tam'
      ? (earthquakeSum(risk) * earthquakeRate[risk.riskZone] * insurer.earthquake) / 1000
      : 0
  return roundLira((building + contents) * insurer.rate + earthquake)
}
