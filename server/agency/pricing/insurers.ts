import type { Deductible, KaskoInsurerFactors, KaskoPackage } from './kasko.ts'
import type { ImmLimit, TrafikInsurerFactors } from './trafik.ts'

/**
 * Each fictional insurer's own view of the common tariffs: multipliers, which kasko packages it
 * sells and with which deductible, the İMM limit of its trafik package, installments and the
 * service extras that differ between insurers. Codes are the seeded `insurers.code`.
 */
export interface InsurerTariff {
  trafik: TrafikInsurerFactors & { immLimit: Exclude<ImmLimit, 'yok'>; maxInstallments: number }
  kasko: KaskoInsurerFactors & {
    packages: { package: KaskoPackage; deductible: Deductible }[]
    maxInstallments: number
    /** Days of replacement car a year in the wide package. */
    replacementCarDays: number
    kaskoImmLimit: string
    glassRepair: string
  }
  roadsideAssistance: string
}

export const insurerTariffs: Record<string, InsurerTariff> = {
  KALKAN: {
    trafik: { base: 1, imm: 1, immLimit: '5000000', maxInstallments: 4 },
    kasko: {
      rate: 1,
      agePenalty: 0,
      packages: [
        { package: 'dar', deductible: 2 },
        { package: 'standart', deductible: 0 },
        { package: 'genis', deductible: 0 },
      ],
      maxInstallments: 9,
      replacementCarDays: 14,
      kaskoImmLimit: '5.000.000 TL',
      glassRepair: 'Orijinal cam, muafiyetsiz',
    },
    roadsideAssistance: 'Yılda 2 çekme, 7/24',
  },
  ERCIYES: {
    trafik: { base: 0.96, imm: 1.1, immLimit: '1000000', maxInstallments: 3 },
    kasko: {
      rate: 0.93,
      agePenalty: 0.012,
      packages: [
        { package: 'standart', deductible: 2 },
        { package: 'genis', deductible: 2 },
      ],
      maxInstallments: 6,
      replacementCarDays: 7,
      kaskoImmLimit: '1.000.000 TL',
      glassRepair: 'Eşdeğer cam',
    },
    roadsideAssistance: 'Yılda 1 çekme',
  },
  ILGAZ: {
    trafik: { base: 1.04, imm: 0.9, immLimit: 'sinirsiz', maxInstallments: 6 },
    kasko: {
      rate: 1.07,
      agePenalty: 0,
      packages: [
        { package: 'dar', deductible: 0 },
        { package: 'standart', deductible: 0 },
        { package: 'genis', deductible: 0 },
      ],
      maxInstallments: 12,
      replacementCarDays: 21,
      kaskoImmLimit: 'Sınırsız',
      glassRepair: 'Orijinal cam, muafiyetsiz',
    },
    roadsideAssistance: 'Sınırsız çekme, 7/24',
  },
  MUNZUR: {
    trafik: { base: 0.92, imm: 1.2, immLimit: '1000000', maxInstallments: 2 },
    kasko: {
      rate: 0.88,
      agePenalty: 0.02,
      packages: [
        { package: 'dar', deductible: 5 },
        { package: 'standart', deductible: 5 },
        { package: 'genis', deductible: 2 },
      ],
      maxInstallments: 4,
      replacementCarDays: 7,
      kaskoImmLimit: '1.000.000 TL',
      glassRepair: 'Eşdeğer cam, %10 muafiyet',
    },
    roadsideAssistance: 'Yılda 1 çekme',
  },
  CAMLIBEL: {
    trafik: { base: 1.01, imm: 1, immLimit: '5000000', maxInstallments: 4 },
    kasko: {
      rate: 0.97,
      agePenalty: 0.006,
      packages: [
        { package: 'standart', deductible: 0 },
        { package: 'genis', deductible: 0 },
      ],
      maxInstallments: 9,
      replacementCarDays: 10,
      kaskoImmLimit: '3.000.000 TL',
      glassRepair: 'Orijinal cam, muafiyetsiz',
    },
    roadsideAssistance: 'Yılda 2 çekme, 7/24',
  },
  KIZILIRMAK: {
    trafik: { base: 1.08, imm: 0.85, immLimit: 'sinirsiz', maxInstallments: 6 },
    kasko: {
      rate: 1.12,
      agePenalty: -0.004,
      packages: [
        { package: 'dar', deductible: 0 },
        { package: 'genis', deductible: 0 },
      ],
      maxInstallments: 12,
      replacementCarDays: 30,
      kaskoImmLimit: 'Sınırsız',
      glassRepair: 'Orijinal cam, muafiyetsiz',
    },
    roadsideAssistance: 'Sınırsız çekme, 7/24, ikame taksi',
  },
  BOZOKYILDIZ: {
    trafik: { base: 0.98, imm: 1.05, immLimit: '5000000', maxInstallments: 3 },
    kasko: {
      rate: 0.95,
      agePenalty: 0.01,
      packages: [
        { package: 'dar', deductible: 2 },
        { package: 'standart', deductible: 2 },
        { package: 'genis', deductible: 0 },
      ],
      maxInstallments: 6,
      replacementCarDays: 10,
      kaskoImmLimit: '2.000.000 TL',
      glassRepair: 'Eşdeğer cam',
    },
    roadsideAssistance: 'Yılda 2 çekme',
  },
}
