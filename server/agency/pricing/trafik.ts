import type { VehicleTypeCode } from '../catalogue/vehicles.ts'
import { roundLira } from './money.ts'
import type { ProvinceGroup } from './province.ts'

/**
 * Compulsory traffic (trafik) tariff: a yearly base premium per vehicle type for the starting
 * no-claims step (4) in province group 3, moved by the province group and the no-claims step;
 * the optional İMM (ihtiyari mali mesuliyet) cover is a fixed price per limit and vehicle type.
 */
export const trafikBase: Record<VehicleTypeCode, number> = {
  otomobil: 9_850,
  kamyonet: 12_400,
  minibus: 19_750,
  otobus: 36_600,
  kamyon: 28_900,
  motosiklet: 3_950,
  traktor: 4_150,
}

export const trafikProvinceFactor: Record<ProvinceGroup, number> = {
  1: 1.3,
  2: 1.12,
  3: 1,
  4: 0.9,
}

/** Step 0 (most claims) to 8 (longest claim-free history); step 4 is where a new policy starts. */
export const noClaimStepFactor = [1.9, 1.45, 1.2, 1.1, 1, 0.9, 0.8, 0.7, 0.55] as const
export const STARTING_NO_CLAIM_STEP = 4

export type ImmLimit = 'yok' | '1000000' | '5000000' | 'sinirsiz'
export const immLimitNames: Record<ImmLimit, string> = {
  yok: 'İMM yok',
  '1000000': 'İMM 1.000.000 TL',
  '5000000': 'İMM 5.000.000 TL',
  sinirsiz: 'İMM sınırsız',
}

const immPrice: Record<Exclude<ImmLimit, 'yok'>, number> = {
  '1000000': 650,
  '5000000': 1_150,
  sinirsiz: 1_900,
}
/** Heavier vehicles cause costlier third-party damage, so İMM costs more for them. */
const immTypeFactor: Record<VehicleTypeCode, number> = {
  otomobil: 1,
  kamyonet: 1.3,
  minibus: 1.8,
  otobus: 3,
  kamyon: 2.6,
  motosiklet: 0.5,
  traktor: 0.7,
}

export interface TrafikRisk {
  vehicleType: VehicleTypeCode
  provinceGroup: ProvinceGroup
  noClaimStep: number
  imm: ImmLimit
}

/** An insurer's own multipliers over the common tariff. */
export interface TrafikInsurerFactors {
  base: number
  imm: number
}

export function trafikPremium(risk: TrafikRisk, insurer: TrafikInsurerFactors): number {
  const step = Math.min(8, Math.max(0, Math.trunc(risk.noClaimStep)))
  const compulsory =
    trafikBase[risk.vehicleType] *
    trafikProvinceFactor[risk.provinceGroup] *
    noClaimStepFactor[step]! *
    insurer.base
  const imm =
    risk.imm === 'yok' ? 0 : immPrice[risk.imm] * immTypeFactor[risk.vehicleType] * insurer.imm
  return roundLira(compulsory + imm)
}
