import { roundLira } from './money.ts'

export type PhonePackage = 'ekran' | 'kaza' | 'kaza-hirsizlik'

export const phonePackageNames: Record<PhonePackage, string> = {
  ekran: 'Ekran Koruma',
  kaza: 'Kaza Hasarı',
  'kaza-hirsizlik': 'Kaza + Hırsızlık',
}

/** Upper bounds (TL, list price) of the price bands; above the last is the fourth band. */
export const priceBandLimits = [15_000, 30_000, 60_000] as const

export const priceBand = (listPrice: number): 1 | 2 | 3 | 4 => {
  const index = priceBandLimits.findIndex((limit) => listPrice <= limit)
  return (index === -1 ? 4 : index + 1) as 1 | 2 | 3 | 4
}

/**
 * Yearly rate (% of the list price) by band: a dearer phone costs more to repair but less in
 * proportion, so the rate falls as the band rises.
 */
const rates: Record<PhonePackage, [number, number, number, number]> = {
  ekran: [4, 3.4, 2.9, 2.5],
  kaza: [6.5, 5.6, 4.8, 4.2],
  'kaza-hirsizlik': [8.5, 7.4, 6.4, 5.6],
}

export const PHONE_MINIMUM_PREMIUM = 450

/** How old a phone may be when its cover starts. */
export const phoneMaxAgeMonths = 12

export interface PhoneInsurerFactors {
  rate: number
  packages: PhonePackage[]
  maxInstallments: number
  /** The owner's share of each repair, percent. */
  deductible: number
  claimsPerYear: number
  service: string
}

/** List price × the band's rate for the package × the insurer's rate, at least 450 TL. */
export function phonePremium(
  device: { listPrice: number; package: PhonePackage },
  insurer: Pick<PhoneInsurerFactors, 'rate'>,
): number {
  const rate = rates[device.package][priceBand(device.listPrice) - 1]! / 100
  return roundLira(Math.max(PHONE_MINIMUM_PREMIUM, device.listPrice * rate * insurer.rate))
}

/** Each fictional insurer's phone cover, by the seeded `insurers.code`. */
export const phoneInsurers: Record<string, PhoneInsurerFactors> = {
  KALKAN: {
    rate: 1,
    packages: ['ekran', 'kaza', 'kaza-hirsizlik'],
    maxInstallments: 6,
    deductible: 10,
    claimsPerYear: 2,
    service: 'Yetkili servis, kapıdan alım',
  },
  ERCIYES: {
    rate: 0.93,
    packages: ['ekran', 'kaza'],
    maxInstallments: 3,
    deductible: 20,
    claimsPerYear: 1,
    service: 'Anlaşmalı servis',
  },
  ILGAZ: {
    rate: 1.08,
    packages: ['ekran', 'kaza', 'kaza-hirsizlik'],
    maxInstallments: 9,
    deductible: 0,
    claimsPerYear: 3,
    service: 'Yetkili servis, kapıdan alım, yedek cihaz',
  },
  MUNZUR: {
    rate: 0.89,
    packages: ['ekran', 'kaza-hirsizlik'],
    maxInstallments: 2,
    deductible: 25,
    claimsPerYear: 1,
    service: 'Anlaşmalı servis',
  },
  CAMLIBEL: {
    rate: 0.97,
    packages: ['kaza', 'kaza-hirsizlik'],
    maxInstallments: 6,
    deductible: 15,
    claimsPerYear: 2,
    service: 'Yetkili servis',
  },
  KIZILIRMAK: {
    rate: 1.02,
    packages: ['ekran', 'kaza', 'kaza-hirsizlik'],
    maxInstallments: 6,
    deductible: 10,
    claimsPerYear: 2,
    service: 'Yetkili servis, kapıdan alım',
  },
  BOZOKYILDIZ: {
    rate: 0.95,
    packages: ['ekran', 'kaza'],
    maxInstallments: 4,
    deductible: 15,
    claimsPerYear: 2,
    service: 'Yetkili servis',
  },
}
