import { roundLira } from './money.ts'
import type { ProvinceGroup } from './province.ts'

/**
 * Kasko tariff: a rate on the vehicle's casco value by package, raised for older vehicles and
 * riskier provinces, lowered by a deductible (muafiyet); declared accessories are insured at a
 * higher rate than the vehicle itself because they are stolen more often.
 */
export type KaskoPackage = 'dar' | 'standart' | 'genis'
export const kaskoPackageNames: Record<KaskoPackage, string> = {
  dar: 'Dar Kasko',
  standart: 'Standart Kasko',
  genis: 'Geniş Kasko',
}

export const kaskoPackageRate: Record<KaskoPackage, number> = {
  dar: 0.0115,
  standart: 0.0185,
  genis: 0.0255,
}

export const kaskoProvinceFactor: Record<ProvinceGroup, number> = {
  1: 1.35,
  2: 1.12,
  3: 1,
  4: 0.92,
}

/** Deductible as a share of each claim; a higher deductible lowers the premium. */
export type Deductible = 0 | 2 | 5
export const deductibleFactor: Record<Deductible, number> = { 0: 1, 2: 0.9, 5: 0.8 }

/** Older vehicles cost more per lira of value to repair (parts, corrosion): +3.5 % a year, to 15. */
export const ageFactor = (age: number) => 1 + 0.035 * Math.min(15, Math.max(0, age))

export const ACCESSORY_RATE_MULTIPLIER = 1.6
export const PROFESSION_DISCOUNT = 0.95
export const AFTERMARKET_LPG_LOADING = 1.05

export interface Accessories {
  radio: number
  navigation: number
  steelWheels: number
  other: number
}

export interface KaskoRisk {
  vehicleValue: number
  vehicleAge: number
  provinceGroup: ProvinceGroup
  package: KaskoPackage
  deductible: Deductible
  accessories: Accessories
  /** Whether the insured's profession earns the occupational discount. */
  discountedProfession: boolean
  /** LPG fitted after the factory raises fire risk. */
  aftermarketLpg: boolean
}

export interface KaskoInsurerFactors {
  rate: number
  /** Applied on top of the common age factor: some insurers dislike old vehicles more. */
  agePenalty: number
}

export const accessoriesTotal = (a: Accessories) => a.radio + a.navigation + a.steelWheels + a.other

export function kaskoPremium(risk: KaskoRisk, insurer: KaskoInsurerFactors): number {
  const rate =
    kaskoPackageRate[risk.package] *
    ageFactor(risk.vehicleAge) *
    (1 + insurer.agePenalty * Math.min(15, Math.max(0, risk.vehicleAge))) *
    kaskoProvinceFactor[risk.provinceGroup] *
    deductibleFactor[risk.deductible] *
    insurer.rate *
    (risk.discountedProfession ? PROFESSION_DISCOUNT : 1) *
    (risk.aftermarketLpg ? AFTERMARKET_LPG_LOADING : 1)
  const accessories = accessoriesTotal(risk.accessories) * rate * ACCESSORY_RATE_MULTIPLIER
  return roundLira(risk.vehicleValue * rate + accessories)
}
