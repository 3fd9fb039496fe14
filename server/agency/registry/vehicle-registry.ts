import { createHash } from 'node:crypto'
import {
  catalogueEntries,
  catalogueYear,
  type CatalogueEntry,
} from '../catalogue/vehicle-values.ts'
import type { FuelTypeCode, UsingTypeCode } from '../catalogue/vehicles.ts'
import { isUnregisteredPlate } from '../rules/plate.ts'
import { addDays } from './dates.ts'

/**
 * The built-in stand-in for the national vehicle registry (EGM/SBM): every well-formed plate
 * deterministically "is" a vehicle, picked from the catalogue by a hash of the plate, so a demo
 * user gets the same car each time. About one plate in twenty is not registered.
 */
export interface RegistryVehicle {
  plate: string
  entry: CatalogueEntry
  modelYear: number
  usingType: UsingTypeCode
  fuelType: FuelTypeCode
  engineNumber: string
  frameNumber: string
  firstTrafficDate: string
  /** SBM no-claims step 0–8 of the current trafik policy. */
  noClaimStep: number
  /** The running policy's last day; null when the vehicle has none (the customer picks a start). */
  policyEndDate: string | null
}

/** Fixed plates for demos and end-to-end tests (documented in README.md, Trying it out). */
export const demoPlates = {
  /** Found, Renault Clio 2022, policy ends in 120 days: both kasko and trafik can be quoted. */
  eligible: '66ABC123',
  /** Found, Fiat Egea Sedan 2020, policy ends in 10 days: refused by the renewal rule. */
  endsSoon: '06BZK10',
  /** Not in the registry: the visitor chooses the vehicle from the lists. */
  notFound: '34YOK404',
  /** Found, Toyota Corolla 2019, no running policy: the customer chooses the policy's start. */
  withoutPolicy: '35YOK35',
} as const

const VIN_ALPHABET = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'
const manufacturerIds: Record<string, string> = {
  Renault: 'VF1',
  Fiat: 'ZFA',
  Toyota: 'NMT',
  Volkswagen: 'WVW',
  Hyundai: 'NLH',
  Ford: 'NM0',
  Dacia: 'UU1',
  Peugeot: 'VF3',
  Honda: 'NLA',
  BMW: 'WBA',
  'Mercedes-Benz': 'WDD',
  Togg: 'NL9',
  Yamaha: 'JYA',
  'New Holland': 'ZCN',
}

function hashBytes(plate: string, salt: string): Buffer {
  return createHash('sha256').update(`${salt}:${plate}`).digest()
}

const usingTypeFor = (entry: CatalogueEntry, pick: number): UsingTypeCode => {
  if (['kamyonet', 'minibus', 'otobus', 'kamyon'].includes(entry.model.type)) return 'ticari'
  if (entry.model.type !== 'otomobil') return 'hususi'
  return pick < 220 ? 'hususi' : pick < 238 ? 'ticari' : pick < 248 ? 'taksi' : 'kiralik'
}

const stepWeights = [2, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 8, 8, 1]

function fixedEntry(code: string): CatalogueEntry {
  const entry = catalogueEntries.find((e) => e.brandCodeFull === code)
  if (!entry) throw new Error(`Katalogda ${code} yok`)
  return entry
}

/** The registered vehicle of a cleaned plate, or null when the registry has none. */
export function lookUpPlate(plate: string, today: string): RegistryVehicle | null {
  // A plate of status 2 (province + YK) is a vehicle that is not registered yet.
  if (plate === demoPlates.notFound || isUnregisteredPlate(plate)) return null
  const h = hashBytes(plate, 'arac')
  if (h[0]! % 20 === 0 && !Object.values(demoPlates).some((demo) => demo === plate)) {
    return null
  }
  let entry = catalogueEntries[h.readUInt32BE(1) % catalogueEntries.length]!
  let modelYear = Math.max(entry.model.firstYear, catalogueYear - (h[5]! % 11))
  let policyEndDate: string | null =
    h[6]! % 10 === 0
      ? addDays(today, 1 + (h[7]! % 12))
      : addDays(today, 30 + (h.readUInt16BE(8) % 320))
  if (plate === demoPlates.eligible) {
    entry = fixedEntry('001001')
    modelYear = 2022
    policyEndDate = addDays(today, 120)
  } else if (plate === demoPlates.endsSoon) {
    entry = fixedEntry('002001')
    modelYear = 2020
    policyEndDate = addDays(today, 10)
  } else if (plate === demoPlates.withoutPolicy) {
    entry = fixedEntry('003001')
    modelYear = 2019
    policyEndDate = null
  }
  const fuels = entry.model.fuels
  const wmi = manufacturerIds[entry.brand.name] ?? 'NL0'
  const vin = Array.from({ length: 14 }, (_, i) => VIN_ALPHABET[h[10 + i]! % VIN_ALPHABET.length])
  const engineDigits = String(h.readUInt32BE(24)).padStart(10, '0').slice(-7)
  return {
    plate,
    entry,
    modelYear,
    usingType: usingTypeFor(entry, h[28]!),
    fuelType: fuels[h[29]! % fuels.length]!,
    engineNumber: `${entry.brand.name.slice(0, 1).toUpperCase()}${VIN_ALPHABET[h[30]! % 23]}${engineDigits}`,
    frameNumber: `${wmi}${vin.join('')}`,
    firstTrafficDate: `${modelYear}-${String(1 + (h[31]! % 12)).padStart(2, '0')}-${String(1 + (h[4]! % 28)).padStart(2, '0')}`,
    noClaimStep: stepWeights[h[3]! % stepWeights.length]!,
    policyEndDate,
  }
}
