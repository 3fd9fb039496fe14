import type { SizeGroup, Species } from '../catalogue/pets.ts'
import { roundLira } from './money.ts'

export type PetPackage = 'tedavi' | 'tedavi-sorumluluk'

export const petPackageNames: Record<PetPackage, string> = {
  tedavi: 'Tedavi',
  'tedavi-sorumluluk': 'Tedavi + Sorumluluk',
}

/** Youngest and oldest age (in whole months) the insurers take on. */
export const petAgeLimits = { minMonths: 3, maxMonths: 8 * 12 + 11 }

/** A year of treatment cover for a healthy, unneutered one-to-four-year-old of the size group. */
const treatmentBase: Record<Species, number> = { kedi: 3_200, kopek: 4_000 }
const sizeFactor: Record<SizeGroup, number> = {
  kedi: 1,
  kucuk: 1,
  orta: 1.2,
  buyuk: 1.45,
  dev: 1.75,
}
/** Third-party liability (bites, damage a pet causes), before the size factor. */
const liabilityBase: Record<Species, number> = { kedi: 250, kopek: 600 }

/** Claims grow with age: a kitten or puppy is cheapest, a senior the dearest. */
export function ageFactor(months: number): number {
  if (months < 12) return 0.9
  if (months < 48) return 1
  if (months < 84) return 1.3
  return 1.7
}

export interface PetRisk {
  species: Species
  size: SizeGroup
  ageMonths: number
  neutered: boolean
  preExisting: boolean
  package: PetPackage
}

export interface PetInsurerFactors {
  rate: number
  packages: PetPackage[]
  maxInstallments: number
  /** The yearly treatment limit and the share of each bill the owner pays. */
  treatmentLimit: number
  coinsurance: number
  liabilityLimit: number
  /** Days after the start before an illness (not an accident) is covered. */
  waitingDays: number
}

/**
 * (base by species × size × age × 0,95 when neutered × 1,25 with a known condition, plus the
 * liability part for the package that has it) × the insurer's rate.
 */
export function petPremium(risk: PetRisk, insurer: Pick<PetInsurerFactors, 'rate'>): number {
  const size = sizeFactor[risk.size]
  const treatment =
    treatmentBase[risk.species] *
    size *
    ageFactor(risk.ageMonths) *
    (risk.neutered ? 0.95 : 1) *
    (risk.preExisting ? 1.25 : 1)
  const liability = risk.package === 'tedavi-sorumluluk' ? liabilityBase[risk.species] * size : 0
  return roundLira((treatment + liability) * insurer.rate)
}

/** Each fictional insurer's pet cover, by the seeded `insurers.code`. */
export const petInsurers: Record<string, PetInsurerFactors> = {
  KALKAN: {
    rate: 1,
    packages: ['tedavi', 'tedavi-sorumluluk'],
    maxInstallments: 6,
    treatmentLimit: 40_000,
    coinsurance: 20,
    liabilityLimit: 100_000,
    waitingDays: 30,
  },
  ERCIYES: {
    rate: 0.93,
    packages: ['tedavi', 'tedavi-sorumluluk'],
    maxInstallments: 3,
    treatmentLimit: 25_000,
    coinsurance: 30,
    liabilityLimit: 50_000,
    waitingDays: 45,
  },
  ILGAZ: {
    rate: 1.07,
    packages: ['tedavi', 'tedavi-sorumluluk'],
    maxInstallments: 9,
    treatmentLimit: 60_000,
    coinsurance: 10,
    liabilityLimit: 250_000,
    waitingDays: 15,
  },
  MUNZUR: {
    rate: 0.88,
    packages: ['tedavi'],
    maxInstallments: 2,
    treatmentLimit: 20_000,
    coinsurance: 30,
    liabilityLimit: 0,
    waitingDays: 60,
  },
  CAMLIBEL: {
    rate: 0.97,
    packages: ['tedavi', 'tedavi-sorumluluk'],
    maxInstallments: 6,
    treatmentLimit: 35_000,
    coinsurance: 20,
    liabilityLimit: 100_000,
    waitingDays: 30,
  },
  KIZILIRMAK: {
    rate: 1.03,
    packages: ['tedavi-sorumluluk'],
    maxInstallments: 6,
    treatmentLimit: 50_000,
    coinsurance: 15,
    liabilityLimit: 150_000,
    waitingDays: 30,
  },
  BOZOKYILDIZ: {
    rate: 0.95,
    packages: ['tedavi', 'tedavi-sorumluluk'],
    maxInstallments: 4,
    treatmentLimit: 30_000,
    coinsurance: 25,
    liabilityLimit: 75_000,
    waitingDays: 30,
  },
}
