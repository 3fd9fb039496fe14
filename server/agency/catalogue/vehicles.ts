/**
 * The built-in vehicle catalogue: real brands and models sold in Türkiye, with the model years the
 * registry hands out and the value (kasko değeri) of a new 2026 car in TL (list prices of early
 * 2026, rounded). Data only: older model years lose value along the depreciation curve of
 * `vehicle-values.ts`, which is roughly the shape of the insurers' association list.
 */

export type {
  CatalogueBrand,
  CatalogueModel,
  FuelTypeCode,
  UsingTypeCode,
  VehicleTypeCode,
} from './vehicles/codes.ts'
export { fuelTypes, usingTypes, vehicleTypeOf, vehicleTypes } from './vehicles/codes.ts'
import type { CatalogueBrand } from './vehicles/codes.ts'
import { renault } from './vehicles/renault.ts'
import { fiat } from './vehicles/fiat.ts'
import { toyota } from './vehicles/toyota.ts'
import { volkswagen } from './vehicles/volkswagen.ts'
import { hyundai } from './vehicles/hyundai.ts'
import { ford } from './vehicles/ford.ts'
import { dacia } from './vehicles/dacia.ts'
import { peugeot } from './vehicles/peugeot.ts'
import { honda } from './vehicles/honda.ts'
import { bmw } from './vehicles/bmw.ts'
import { mercedesBenz } from './vehicles/mercedes-benz.ts'
import { togg } from './vehicles/togg.ts'
import { yamaha } from './vehicles/yamaha.ts'
import { newHolland } from './vehicles/new-holland.ts'

/** In the order of their registry codes (001 first). */
export const brands: CatalogueBrand[] = [
  renault,
  fiat,
  toyota,
  volkswagen,
  hyundai,
  ford,
  dacia,
  peugeot,
  honda,
  bmw,
  mercedesBenz,
  togg,
  yamaha,
  newHolland,
]

/** Professions a kasko quote asks for; some get an insurer's occupational discount. */
export const professions: { code: string; name: string; discounted: boolean }[] = [
  { code: '01', name: 'Öğretmen', discounted: true },
  { code: '02', name: 'Sağlık çalışanı', discounted: true },
  { code: '03', name: 'Kamu görevlisi', discounted: true },
  { code: '04', name: 'Mühendis', discounted: false },
  { code: '05', name: 'Serbest meslek', discounted: false },
  { code: '06', name: 'Esnaf / tüccar', discounted: false },
  { code: '07', name: 'Emekli', discounted: true },
  { code: '08', name: 'Öğrenci', discounted: false },
  { code: '99', name: 'Diğer', discounted: false },
]
