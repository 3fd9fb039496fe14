import { vehicleTypeOf, type VehicleTypeCode } from '../../catalogue/vehicles.ts'
import type { AgencyDb } from '../../db/database.ts'
import { STARTING_NO_CLAIM_STEP } from '../../pricing/trafik.ts'
import { plateCityCode } from '../../pricing/province.ts'
import { soldPolicyEnd } from '../../registry/sold-policies.ts'
import { lookUpPlate } from '../../registry/vehicle-registry.ts'
import { correctionOf, describeModel, vehicleLookups } from './store.ts'

/** A vehicle as the quote engine sees it: the registry's record, or the owner's correction of it. */
export interface ResolvedVehicle {
  plate: string
  brandCodeFull: string
  brandCode: string
  brandName: string
  modelName: string
  modelYear: number
  vehicleType: VehicleTypeCode
  vehicleTypeName: string
  usingType: string
  usingTypeName: string
  fuelType: string
  fuelTypeName: string
  engineNumber: string | null
  frameNumber: string | null
  firstTrafficDate: string | null
  noClaimStep: number
  policyEndDate: string | null
  cascoValue: number | null
  cityCode: number
  corrected: boolean
}

async function lookupNames(db: AgencyDb) {
  const rows = await vehicleLookups(db)
  return (kind: 'type' | 'using' | 'fuel', code: string) =>
    rows.find((r) => r.kind === kind && r.code === code)?.name ?? code
}

export async function modelAccepts(
  db: AgencyDb,
  brandCodeFull: string,
  modelYear: number,
  fuelType: string,
): Promise<string | null> {
  const model = await describeModel(db, brandCodeFull, modelYear)
  if (!model) return 'Seçilen marka ve model bulunamadı.'
  if (model.value === null) return 'Bu model için seçilen model yılı listede yok.'
  if (!model.fuel_types.split(',').includes(fuelType))
    return 'Bu model bu yakıt tipiyle satılmıyor.'
  return null
}

/**
 * The vehicle for a plate and owner: a saved correction first, then the registry; null if neither.
 * Its running policy of `line` is the one sold here to this owner when there is one, else the
 * registry's.
 */
export async function resolveVehicle(
  db: AgencyDb,
  plate: string,
  nationalNumber: string,
  today: string,
  line: 'kasko' | 'trafik' | null,
): Promise<ResolvedVehicle | null> {
  const registered = lookUpPlate(plate, today)
  const sold = line ? await soldPolicyEnd(db, { plate, nationalNumber }, line) : null
  const correction = await correctionOf(db, plate, nationalNumber)
  // A correction's type is the model's as the database keeps it: a code of no type is no vehicle.
  const correctedType = correction && vehicleTypeOf(correction.vehicle_type)
  const choice = correction
    ? correctedType && {
        brandCodeFull: correction.brand_code_full,
        modelYear: correction.model_year,
        vehicleType: correctedType,
        usingType: correction.using_type,
        fuelType: correction.fuel_type,
      }
    : registered
      ? {
          brandCodeFull: registered.entry.brandCodeFull,
          modelYear: registered.modelYear,
          vehicleType: registered.entry.model.type,
          usingType: registered.usingType,
          fuelType: registered.fuelType,
        }
      : null
  if (!choice) return null
  const model = await describeModel(db, choice.brandCodeFull, choice.modelYear)
  if (!model) return null
  const name = await lookupNames(db)
  return {
    plate,
    ...choice,
    brandCode: model.brand_code,
    brandName: model.brand_name,
    modelName: model.model_name,
    vehicleTypeName: name('type', choice.vehicleType),
    usingTypeName: name('using', choice.usingType),
    fuelTypeName: name('fuel', choice.fuelType),
    engineNumber: registered?.engineNumber ?? null,
    frameNumber: registered?.frameNumber ?? null,
    firstTrafficDate: registered?.firstTrafficDate ?? null,
    noClaimStep: registered?.noClaimStep ?? STARTING_NO_CLAIM_STEP,
    policyEndDate: sold ?? registered?.policyEndDate ?? null,
    cascoValue: model.value,
    cityCode: plateCityCode(plate) ?? 66,
    corrected: Boolean(correction),
  }
}

/** The vehicle in the provider's field names (spec §3 Vehicle query). */
export const vehicleData = (v: ResolvedVehicle) => ({
  LicensePlateNumber: v.plate,
  BrandCode: v.brandCode,
  BrandName: v.brandName,
  BrandCodeFull: v.brandCodeFull,
  ModelName: v.modelName,
  ModelYear: v.modelYear,
  VehicleType: v.vehicleType,
  VehicleTypeName: v.vehicleTypeName,
  UsingType: v.usingType,
  UsingTypeName: v.usingTypeName,
  FuelType: v.fuelType,
  FuelTypeName: v.fuelTypeName,
  EngineNumber: v.engineNumber,
  FrameNumber: v.frameNumber,
  FirstTrafficDate: v.firstTrafficDate,
  NoClaimStep: v.noClaimStep,
  PolicyEndDate: v.policyEndDate,
  CascoValue: v.cascoValue,
  CityCode: v.cityCode,
  IsCorrected: v.corrected,
})
