import { roundLira } from './money.ts'

/**
 * Travel health tariff: a daily rate by the region travelled to, for the days of the trip with
 * long trips cheaper per day, times the package, the traveller's age band and the insurer's own
 * factor. The region is the dearest of the destinations (regionOf, quotes/travel/countries.ts).
 */
export type TravelRegion = 'avrupa' | 'dunya-haric' | 'dunya'
export const travelRegionNames: Record<TravelRegion, string> = {
  avrupa: 'Schengen ve Avrupa',
  'dunya-haric': 'Tüm dünya (ABD ve Kanada hariç)',
  dunya: 'Tüm dünya',
}

/** TL a day for the first 15 days: medical costs in the USA and Canada are the highest. */
export const dailyRate: Record<TravelRegion, number> = { avrupa: 40, 'dunya-haric': 65, dunya: 110 }

/** Days 1–15 at the full rate, 16–90 at 70 %, beyond at 50 %: a long stay costs less a day. */
export function billableDays(days: number): number {
  const full = Math.min(days, 15)
  const reduced = Math.min(Math.max(days - 15, 0), 75)
  const long = Math.max(days - 90, 0)
  return full + reduced * 0.7 + long * 0.5
}

/** Older travellers fall ill abroad more often. */
export function travelAgeFactor(age: number): number {
  if (age < 18) return 0.8
  if (age < 65) return 1
  if (age < 75) return 1.8
  return 2.6
}

export type TravelPackage = 'temel' | 'standart' | 'genis'
export const travelPackageNames: Record<TravelPackage, string> = {
  temel: 'Temel Seyahat',
  standart: 'Standart Seyahat',
  genis: 'Geniş Seyahat',
}
export const travelPackageFactor: Record<TravelPackage, number> = {
  temel: 1,
  standart: 1.35,
  genis: 1.9,
}

/** The Schengen visa asks for medical cover of at least 30,000 EUR. */
export const SCHENGEN_MEDICAL_MINIMUM_EUR = 30_000
export const meetsSchengen = (medicalEur: number) => medicalEur >= SCHENGEN_MEDICAL_MINIMUM_EUR

export interface TravelInsurerFactors {
  rate: number
  /** The packages it sells, each with its medical expenses limit in euros. */
  packages: { package: TravelPackage; medicalEur: number }[]
  minimumPremium: number
}

export interface TravelRisk {
  region: TravelRegion
  days: number
  age: number
  package: TravelPackage
}

export function travelPremium(risk: TravelRisk, insurer: TravelInsurerFactors): number {
  const premium =
    billableDays(risk.days) *
    dailyRate[risk.region] *
    travelPackageFactor[risk.package] *
    travelAgeFactor(risk.age) *
    insurer.rate
  return roundLira(Math.max(premium, insurer.minimumPremium))
}
