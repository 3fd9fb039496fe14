import type { Vehicle } from '~/upstream/vehicle.server.ts'
import type { QuoteDraft } from '../../draft.ts'
import { displayPlate } from '../../rules/vehicle.ts'
import { stepRecords, type RecordedDraft } from '../../wizard/step-records.server.ts'
import { vehicleStep } from './step.ts'

/** Kasko's accessory prices, original LPG and profession, as sent with the quote header. */
export interface KaskoDetails {
  RadioPrice: number
  NavigationPrice: number
  SteelWheelPrice: number
  OtherAccessoryPrice: number
  IsOriginalLpg: boolean
  ProfessionCode: string
}

/** What the vehicle step keeps in the draft: what was asked and what the registry said. */
export interface VehicleRecord {
  /** The query form's values as typed, to fill the form again (plate, document or ASBIS). */
  query?: Record<string, string>
  vehicle?: Vehicle
  /** The registry had no vehicle for the plate: the manual choice is shown, with this message. */
  notFound?: string
  kasko?: KaskoDetails
  /** The start chosen (DD.MM.YYYY) for a vehicle with no running policy to continue. */
  policyStart?: string
}

const records = stepRecords<VehicleRecord>(vehicleStep)

export const vehicleRecord = (draft: QuoteDraft): VehicleRecord => records.dataOf(draft) ?? {}

/**
 * Saves the record; the plate, kasko's details and a chosen start go into the quote header, the
 * car is the subject.
 */
export function saveVehicleRecord(wizard: RecordedDraft, record: VehicleRecord) {
  const vehicle = record.vehicle
  const start = vehicle && !vehicle.PolicyEndDate && record.policyStart
  records.save(wizard, {
    data: record,
    header: vehicle
      ? {
          LicensePlateNumber: vehicle.LicensePlateNumber,
          ...record.kasko,
          ...(start ? { PolicyStart: start } : {}),
        }
      : {},
    subject: vehicle
      ? `${displayPlate(vehicle.LicensePlateNumber)} · ${vehicle.BrandName} ${vehicle.ModelName} ${vehicle.ModelYear}`
      : undefined,
  })
}
