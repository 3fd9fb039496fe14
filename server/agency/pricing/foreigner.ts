import { takesAge } from './age-limit.ts'
import { roundLira } from './money.ts'

/**
 * Yabancı sağlık: the health insurance a residence permit asks of a foreigner, priced by age band
 * for the permit's period (a two-year policy is 10 % off two single years), times the package and
 * the insurer's factor.
 */
export const foreignerAgeBands = [0, 18, 36, 51, 65] as const
export const foreignerBandPremium = [1_500, 2_200, 3_400, 5_600, 9_800] as const

export type ForeignerPackage = 'yatarak' | 'yatarak-ayakta'
export const foreignerPackageNames: Record<ForeignerPackage, string> = {
  yatarak: 'İkamet Yatarak Tedavi',
  'yatarak-ayakta': 'İkamet Yatarak ve Ayakta Tedavi',
}
export const foreignerPackageFactor: Record<ForeignerPackage, number> = {
  yatarak: 1,
  'yatarak-ayakta': 2.2,
}
export const periodFactor = (years: 1 | 2) => (years === 2 ? 1.8 : 1)

export interface ForeignerInsurerFactors {
  rate: number
  maxAge: number
}

export function foreignerPremium(
  risk: { age: number; years: 1 | 2; package: ForeignerPackage },
  insurer: ForeignerInsurerFactors,
): number | null {
  if (!takesAge(insurer, risk.age)) return null
  const band = foreignerAgeBands.findLastIndex((lower) => risk.age >= lower)
  return roundLira(
    foreignerBandPremium[band]! *
      foreignerPackageFactor[risk.package] *
      periodFactor(risk.years) *
      insurer.rate,
  )
}
