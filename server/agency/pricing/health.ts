import { takesAge } from './age-limit.ts'
import { roundLira } from './money.ts'

/**
 * Tamamlayıcı and bireysel sağlık: a yearly premium per insured person by age band, times the
 * package, for tamamlayıcı the hospital network chosen, a loading for a high body-mass index and
 * the insurer's factor and underwriting of a declared illness or treatment. A person the insurer
 * will not take is declined alone; the others are still priced.
 */
export type HealthLine = 'tamamlayici' | 'bireysel'

/** Age bands' lower bounds, and the yearly TL of each line for the widest package. */
export const ageBands = [0, 18, 30, 40, 50, 55, 60, 65] as const
export const bandPremium: Record<HealthLine, readonly number[]> = {
  tamamlayici: [3_600, 4_800, 6_000, 7_800, 10_200, 12_600, 15_600, 20_400],
  bireysel: [9_600, 12_800, 16_000, 21_000, 27_000, 34_000, 42_000, 56_000],
}
export const bandOf = (age: number) => ageBands.findLastIndex((lower) => age >= lower)

export type HealthPackage = 'yatarak' | 'yatarak-ayakta'
export const healthPackageNames: Record<HealthPackage, string> = {
  yatarak: 'Yatarak Tedavi',
  'yatarak-ayakta': 'Yatarak ve Ayakta Tedavi',
}
/** Inpatient cover alone is about half: most claims are outpatient visits. */
export const healthPackageFactor: Record<HealthPackage, number> = {
  yatarak: 0.55,
  'yatarak-ayakta': 1,
}

/**
 * Months from the policy's start before a cover may be used, in every package of the line (no
 * package leaves birth out or offers it as an extra): tamamlayıcı waits only for birth.
 */
export const healthWaitingMonths: Record<HealthLine, { general: number; birth: number }> = {
  tamamlayici: { general: 0, birth: 10 },
  bireysel: { general: 3, birth: 12 },
}

/** Tamamlayıcı's contracted hospital network (list HastaneAgi): the wider, the dearer. */
export const networkFactor: Record<string, number> = { genis: 1.3, standart: 1, ekonomik: 0.8 }

/** A body-mass index of 30 or more (obesity) is loaded by a quarter. */
export const bmiFactor = (bmi: number) => (bmi >= 30 ? 1.25 : 1)

export interface HealthInsurerFactors {
  rate: number
  /** The oldest age the insurer takes on. */
  maxAge: number
  /** A chronic illness or an ongoing treatment: declined, or a loading factor. */
  chronic: 'decline' | number
  treatment: 'decline' | number
}

export interface InsuredPerson {
  age: number
  /** The declaration's answers; the declaration is the policyholder's (health questions). */
  bmi: number | null
  chronicIllness: boolean
  ongoingTreatment: boolean
}

export type PersonPrice = { premium: number } | { declined: string }

export function personPremium(
  line: HealthLine,
  person: InsuredPerson,
  pkg: HealthPackage,
  network: string | null,
  insurer: HealthInsurerFactors,
): PersonPrice {
  if (!takesAge(insurer, person.age)) {
    return { declined: `${insurer.maxAge} yaşın üzerindeki kişiler sigortalanmıyor.` }
  }
  if (person.chronicIllness && insurer.chronic === 'decline') {
    return { declined: 'Kronik hastalık beyanı nedeniyle teklif verilmiyor.' }
  }
  if (person.ongoingTreatment && insurer.treatment === 'decline') {
    return { declined: 'Devam eden tedavi nedeniyle teklif verilmiyor.' }
  }
  const loading =
    (person.chronicIllness && insurer.chronic !== 'decline' ? insurer.chronic : 1) *
    (person.ongoingTreatment && insurer.treatment !== 'decline' ? insurer.treatment : 1) *
    (person.bmi === null ? 1 : bmiFactor(person.bmi))
  const premium =
    bandPremium[line][bandOf(person.age)]! *
    healthPackageFactor[pkg] *
    (line === 'tamamlayici' ? (networkFactor[network ?? 'standart'] ?? 1) : 1) *
    loading *
    insurer.rate
  return { premium: roundLira(premium) }
}
