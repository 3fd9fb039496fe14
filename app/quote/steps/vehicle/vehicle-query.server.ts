import {
  vehicleQuery,
  type VehicleQuery,
  type VehicleQueryField,
} from '~/upstream/vehicle.server.ts'
import type { EntityValue } from '~/upstream/entity.ts'
import { isUnregisteredPlate } from '~/validation/plate.ts'
import type { QuoteDraft } from '../../draft.ts'
import { cleanPlate, toVehicleQuery, vehicleQuerySchema } from '../../rules/vehicle.ts'
import { vehicleRecord } from './record.server.ts'

/**
 * Spec §3's Vehicle query from everything the quote knows when it is sent: the line, the owner
 * and their contact, the document typed for the plate, the registry's facts about that plate's
 * vehicle and kasko's answers, with `latest` (what the form just sent) over them. A vehicle on
 * record for another plate says nothing about this one.
 */
export function vehicleQueryOf(
  draft: QuoteDraft,
  latest: Partial<Record<VehicleQueryField, EntityValue>> & { LicensePlateNumber: string },
): VehicleQuery {
  const { entry, customer } = draft.data
  const record = vehicleRecord(draft)
  const plate = cleanPlate(latest.LicensePlateNumber)
  const vehicle = record.vehicle?.LicensePlateNumber === plate ? record.vehicle : undefined
  const typed = vehicleQuerySchema.safeParse(record.query ?? {})
  const registration =
    typed.success && typed.data.LicensePlateNumber === plate ? toVehicleQuery(typed.data) : {}
  return vehicleQuery({
    // The line quoted: the registry reports the vehicle's running policy of that line.
    MasterBranch: draft.data.product,
    NationalNumber: entry.NationalNumber,
    Phone: entry.Phone,
    EMail: customer?.Email,
    IsYK: isUnregisteredPlate(plate),
    CityCode: vehicle?.CityCode ?? customer?.CityCode,
    ...registration,
    BrandCodeFull: vehicle?.BrandCodeFull,
    VehicleType: vehicle?.VehicleType,
    ModelYear: vehicle?.ModelYear,
    UsingType: vehicle?.UsingType,
    FuelType: vehicle?.FuelType,
    EngineNumber: vehicle?.EngineNumber,
    FrameNumber: vehicle?.FrameNumber,
    FirstTrafficDate: vehicle?.FirstTrafficDate,
    ...record.kasko,
    ...latest,
    LicensePlateNumber: plate,
  })
}
