import type { HealthInsurerFactors } from './health.ts'
import type { TravelInsurerFactors } from './travel.ts'
import type { ForeignerInsurerFactors } from './foreigner.ts'

/**
 * Each fictional insurer's own view of the health and travel tariffs (codes are the seeded
 * `insurers.code`, as in insurers.ts): multipliers, the packages sold, the oldest age accepted and
 * how a declared illness or treatment is underwritten.
 */
export interface HealthInsurerTariff {
  travel: TravelInsurerFactors & { maxInstallments: number; assistance: string }
  health: HealthInsurerFactors & { maxInstallments: number }
  foreigner: ForeignerInsurerFactors & { maxInstallments: number }
}

export const healthInsurers: Record<string, HealthInsurerTariff> = {
  KALKAN: {
    travel: {
      rate: 1,
      minimumPremium: 120,
      packages: [
        { package: 'temel', medicalEur: 30_000 },
        { package: 'standart', medicalEur: 50_000 },
        { package: 'genis', medicalEur: 100_000 },
      ],
      maxInstallments: 3,
      assistance: '7/24 Türkçe asistans',
    },
    health: { rate: 1, maxAge: 64, chronic: 1.3, treatment: 'decline', maxInstallments: 9 },
    foreigner: { rate: 1, maxAge: 70, maxInstallments: 3 },
  },
  ERCIYES: {
    travel: {
      rate: 0.9,
      minimumPremium: 90,
      // Its cheapest package stays under the Schengen minimum: fine for a trip outside Schengen.
      packages: [
        { package: 'temel', medicalEur: 15_000 },
        { package: 'standart', medicalEur: 30_000 },
      ],
      maxInstallments: 1,
      assistance: 'Hafta içi asistans hattı',
    },
    health: {
      rate: 0.93,
      maxAge: 60,
      chronic: 'decline',
      treatment: 'decline',
      maxInstallments: 6,
    },
    foreigner: { rate: 0.92, maxAge: 65, maxInstallments: 1 },
  },
  ILGAZ: {
    travel: {
      rate: 1.08,
      minimumPremium: 150,
      packages: [
        { package: 'standart', medicalEur: 50_000 },
        { package: 'genis', medicalEur: 150_000 },
      ],
      maxInstallments: 4,
      assistance: '7/24 Türkçe asistans, tıbbi nakil dahil',
    },
    health: { rate: 1.1, maxAge: 70, chronic: 1.2, treatment: 1.5, maxInstallments: 12 },
    foreigner: { rate: 1.05, maxAge: 75, maxInstallments: 4 },
  },
  MUNZUR: {
    travel: {
      rate: 0.85,
      minimumPremium: 80,
      packages: [
        { package: 'temel', medicalEur: 20_000 },
        { package: 'standart', medicalEur: 30_000 },
        { package: 'genis', medicalEur: 75_000 },
      ],
      maxInstallments: 1,
      assistance: 'Asistans hattı',
    },
    health: {
      rate: 0.88,
      maxAge: 55,
      chronic: 'decline',
      treatment: 'decline',
      maxInstallments: 4,
    },
    foreigner: { rate: 0.86, maxAge: 60, maxInstallments: 1 },
  },
  CAMLIBEL: {
    travel: {
      rate: 0.97,
      minimumPremium: 100,
      packages: [
        { package: 'temel', medicalEur: 30_000 },
        { package: 'genis', medicalEur: 100_000 },
      ],
      maxInstallments: 3,
      assistance: '7/24 asistans',
    },
    health: { rate: 0.97, maxAge: 64, chronic: 1.4, treatment: 1.6, maxInstallments: 9 },
    foreigner: { rate: 0.97, maxAge: 70, maxInstallments: 3 },
  },
  KIZILIRMAK: {
    travel: {
      rate: 1.15,
      minimumPremium: 150,
      packages: [
        { package: 'standart', medicalEur: 75_000 },
        { package: 'genis', medicalEur: 250_000 },
      ],
      maxInstallments: 6,
      assistance: '7/24 Türkçe asistans, refakatçi ve tıbbi nakil dahil',
    },
    health: { rate: 1.15, maxAge: 75, chronic: 1.15, treatment: 1.3, maxInstallments: 12 },
    foreigner: { rate: 1.12, maxAge: 80, maxInstallments: 6 },
  },
  BOZOKYILDIZ: {
    travel: {
      rate: 0.95,
      minimumPremium: 100,
      packages: [
        { package: 'temel', medicalEur: 30_000 },
        { package: 'standart', medicalEur: 50_000 },
      ],
      maxInstallments: 3,
      assistance: '7/24 asistans',
    },
    health: { rate: 0.95, maxAge: 64, chronic: 1.35, treatment: 'decline', maxInstallments: 6 },
    foreigner: { rate: 0.95, maxAge: 70, maxInstallments: 3 },
  },
}
