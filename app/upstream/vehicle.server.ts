import { callEnvelope, type UpstreamContext } from './client.server.ts'

/** The vehicle lines; the provider's queryType for the vehicle calls. */
export type VehicleQueryType = 'kasko' | 'trafik'

/** Spec §3 Vehicle query: the plate with either the registration document or the ASBIS number. */
export type VehicleQuery = {
  NationalNumber: string
  LicensePlateNumber: string
  Phone?: string
} & (
  | { LicensePermitNumber: string; AsbisNumber?: undefined }
  | { AsbisNumber: string; LicensePermitNumber?: undefined }
)

/** A vehicle as the registry (or the owner's correction) describes it. */
export interface Vehicle {
  LicensePlateNumber: string
  BrandCode: string
  BrandName: string
  BrandCodeFull: string
  ModelName: string
  ModelYear: number
  VehicleType: string
  VehicleTypeName: string
  UsingType: string
  UsingTypeName: string
  FuelType: string
  FuelTypeName: string
  /** Unmasked; show it through maskEngineNumber / maskFrameNumber only. */
  EngineNumber: string | null
  FrameNumber: string | null
  FirstTrafficDate: string | null
  NoClaimStep: number
  /** YYYY-MM-DD, or null when the vehicle has no policy on record. */
  PolicyEndDate: string | null
  CascoValue: number | null
  CityCode: number
  IsCorrected: boolean
}

/** The owner's choice when the registry has no vehicle or a wrong one. */
export interface VehicleCorrection {
  NationalNumber: string
  LicensePlateNumber: string
  BrandCodeFull: string
  ModelYear: number
  UsingType: string
  FuelType: string
}

export interface VehicleModel {
  BrandCodeFull: string
  ModelName: string
  VehicleType: string
  FuelTypes: string[]
  ModelYears: { ModelYear: number; CascoValue: number }[]
}
export interface VehicleBrand {
  BrandCode: string
  BrandName: string
  Models: VehicleModel[]
}
export interface Choice {
  Id: string
  Text: string
}
export interface VehicleChoiceLists {
  UsingTypes: Choice[]
  FuelTypes: Choice[]
}

/**
 * Looks a plate up. Not found answers 404 with StatusCode 1007 and a Turkish message: offer the
 * manual choice then.
 */
export const queryVehicle = (query: VehicleQuery, context: UpstreamContext) =>
  callEnvelope<Vehicle>(
    { service: 'common', path: '/arac/Vehicle/query-info', body: { ...query } },
    context,
  )

export const updateVehicle = (correction: VehicleCorrection, context: UpstreamContext) =>
  callEnvelope<Vehicle>(
    { service: 'common', path: '/arac/Vehicle/update-info', body: { ...correction } },
    context,
  )

export const getVehicleBrandsWithModels = (queryType: VehicleQueryType, context: UpstreamContext) =>
  callEnvelope<never, VehicleBrand>(
    {
      service: 'common',
      path: '/api/Traffic/get-vehicle-brands-with-models',
      body: { queryType },
    },
    context,
  )

/** Vehicle types in Results; usage and fuel types in Data. */
export const getVehicleTypes = (queryType: VehicleQueryType, context: UpstreamContext) =>
  callEnvelope<VehicleChoiceLists, Choice>(
    { service: 'common', path: '/api/Traffic/get-vehicle-types', body: { queryType } },
    context,
  )
