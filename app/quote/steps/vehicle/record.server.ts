import { z } from 'zod'
import { vehicleSchema } from '~/upstream/vehicle.server.ts'
import type { QuoteDraft } from '../../draft.ts'
import { displayPlate, toVehicleQuery, vehicleQuerySchema } from '../../rules/vehicle.ts'
import { stepRecords, type RecordedDraft } from '../../wizard/step-records.server.ts'
import { vehicleStep } from './step.ts'

/** An accessory's price, TL. */
const price = z.number()
/** Kasko's accessory prices, original LPG and profession, as sent with the quote header. */
const keptKasko = z.object({
  RadioPrice: price,
  NavigationPrice: price,
  SteelWheelPrice: price,
  OtherAccessoryPrice: price,
  IsOriginalLpg: z.boolean(),
  ProfessionCode: z.string(),
})
export type KaskoDetails = z.output<typeof keptKasko>

/** What the vehicle step keeps in the draft: what was asked and what the registry said. */
const keptVehicle = z.object({
  /** The query form's values as typed, to fill the form again (plate, document or ASBIS). */
  query: z.record(z.string(), z.string()).optional(),
  vehicle: vehicleSchema.optional(),
  /** The registry had no vehicle for the plate: the manual choice is shown, with this message. */
  notFound: z.string().optional(),
  kasko: keptKasko.optional(),
  /** The start chosen (DD.MM.YYYY) for a vehicle with no running policy to continue. */
  policyStart: z.string().optional(),
})
export type VehicleRecord = z.output<typeof keptVehicle>

const records = stepRecords(vehicleStep, keptVehicle)

export const vehicleRecord = (draft: QuoteDraft): VehicleRecord => records.dataOf(draft) ?? {}

/** The registration document typed for this plate, by the Vehicle entity's names; none else. */
function registrationOf(record: VehicleRecord, plate: string): Record<string, string> {
  const typed = vehicleQuerySchema.safeParse(record.query ?? {})
  if (!typed.success || typed.data.LicensePlateNumber !== plate) return {}
  const { LicensePermitNumber, AsbisNumber } = toVehicleQuery(typed.data)
  return { LicensePermitNumber, AsbisNumber }
}

/**
 * Saves the record; the plate and its registration document (which a renewal queries again,
 * decision 044), kasko's details and a chosen start go into the quote header, the car is the
 * subject.
 */
export async function saveVehicleRecord(wizard: RecordedDraft, record: VehicleRecord) {
  const vehicle = record.vehicle
  const start = vehicle && !vehicle.PolicyEndDate && record.policyStart
  await records.save(wizard, {
    data: record,
    header: vehicle
      ? {
          LicensePlateNumber: vehicle.LicensePlateNumber,
          ...registrationOf(record, vehicle.LicensePlateNumber),
          ...record.kasko,
          ...(start ? { PolicyStart: start } : {}),
        }
      : {},
    subject: vehicle
      ? `${displayPlate(vehicle.LicensePlateNumber)} · ${vehicle.BrandName} ${vehicle.ModelName} ${vehicle.ModelYear}`
      : undefined,
  })
}
