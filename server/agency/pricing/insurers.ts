import type { Deductible, KaskoInsurerFactors, KaskoPackage } from './kasko.ts'
import type { KonutInsurerFactors, KonutPackage } from './konut.ts'
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
    /** Where a damaged car is repaired in the standard and wide packages. */
    repairShop: string
  }
  roadsideAssistance: string
  /** DASK's premium is the state pool's; an insurer differs only in how it serves the policy. */
  dask: { service: string; claims: string }
  konut: KonutInsurerFactors & {
    packages: KonutPackage[]
    maxInstallments: number
    /** Glass breakage limit of the Geniş and Tam Kapsam packages. */
    glassLimit: string
    /** Months of rent paid while the home cannot be lived in (Tam Kapsam). */
    rentLossMonths: number
    assistance: string
  }
}

/**
 * How a DASK claim is reported, the same for every insurer: online, through the site's "Hasar
 * Bildir" (a member from the policy in Poliçelerim, anyone at /hasar-bildir), which takes a report
 * at any hour. No insurer line names a telephone line (the agency's keeps office hours and DASK's
 * own is DASK's), nor a time for the loss adjuster, whom DASK appoints, not the insurer.
 */
const onlineClaims = '7/24 online (Hasar Bildir)'

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
      repairShop: 'Yetkili servis',
    },
    roadsideAssistance: 'Yılda 2 çekme, 7/24',
    dask: { service: 'Poliçe anında e-posta ile', claims: onlineClaims },
    konut: {
      rate: 1,
      earthquake: 1,
      packages: ['temel', 'genis', 'tam'],
      maxInstallments: 9,
      glassLimit: '25.000 TL',
      rentLossMonths: 6,
      assistance: 'Çilingir, tesisatçı, elektrikçi: yılda 3 kez',
    },
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
      repairShop: 'Anlaşmalı servis',
    },
    roadsideAssistance: 'Yılda 1 çekme',
    dask: { service: 'Poliçe e-posta ile', claims: onlineClaims },
    konut: {
      rate: 0.92,
      earthquake: 1.08,
      packages: ['temel', 'genis'],
      maxInstallments: 6,
      glassLimit: '10.000 TL',
      rentLossMonths: 0,
      assistance: 'Çilingir ve tesisatçı: yılda 2 kez',
    },
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
      repairShop: 'Yetkili ve anlaşmalı servis',
    },
    roadsideAssistance: 'Sınırsız çekme, 7/24',
    dask: {
      service: 'Poliçe anında, yenileme hatırlatması SMS ile',
      claims: onlineClaims,
    },
    konut: {
      rate: 1.06,
      earthquake: 0.95,
      packages: ['temel', 'genis', 'tam'],
      maxInstallments: 12,
      glassLimit: '40.000 TL',
      rentLossMonths: 12,
      assistance: 'Sınırsız acil onarım, 7/24',
    },
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
      repairShop: 'Anlaşmalı servis',
    },
    roadsideAssistance: 'Yılda 1 çekme',
    dask: { service: 'Poliçe e-posta ile', claims: onlineClaims },
    konut: {
      rate: 0.88,
      earthquake: 1.15,
      packages: ['temel', 'genis', 'tam'],
      maxInstallments: 4,
      glassLimit: '10.000 TL',
      rentLossMonths: 3,
      assistance: 'Çilingir: yılda 1 kez',
    },
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
      repairShop: 'Yetkili servis',
    },
    roadsideAssistance: 'Yılda 2 çekme, 7/24',
    dask: { service: 'Poliçe anında e-posta ile', claims: onlineClaims },
    konut: {
      rate: 0.97,
      earthquake: 1,
      packages: ['genis', 'tam'],
      maxInstallments: 9,
      glassLimit: '20.000 TL',
      rentLossMonths: 6,
      assistance: 'Çilingir, tesisatçı, elektrikçi: yılda 3 kez',
    },
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
      repairShop: 'Anlaşmalı servis',
    },
    roadsideAssistance: 'Sınırsız çekme, 7/24, ikame taksi',
    dask: {
      service: 'Poliçe anında, kapıda imza gerekmez',
      claims: onlineClaims,
    },
    konut: {
      rate: 1.12,
      earthquake: 0.9,
      packages: ['temel', 'tam'],
      maxInstallments: 12,
      glassLimit: '50.000 TL',
      rentLossMonths: 12,
      assistance: 'Sınırsız acil onarım ve beyaz eşya servisi, 7/24',
    },
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
      repairShop: 'Yetkili servis',
    },
    roadsideAssistance: 'Yılda 2 çekme',
    dask: {
      service: 'Poliçe e-posta ile, yenileme hatırlatması',
      claims: onlineClaims,
    },
    konut: {
      rate: 0.95,
      earthquake: 1.05,
      packages: ['temel', 'genis', 'tam'],
      maxInstallments: 6,
      glassLimit: '15.000 TL',
      rentLossMonths: 6,
      assistance: 'Çilingir ve tesisatçı: yılda 2 kez',
    },
  },
}
