import { z } from 'zod'
import { callEnvelope, envelope, listEnvelope, type UpstreamContext } from './client.server.ts'
import { cachedLookup } from './lookup-cache.server.ts'

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
export const vehicle = z.object({
  LicensePlateNumber: z.string(),
  BrandCode: z.string(),
  BrandName: z.string(),
  BrandCodeFull: z.string(),
  ModelName: z.string(),
  ModelYear: z.number(),
  VehicleType: z.string(),
  VehicleTypeName: z.string(),
  UsingType: z.string(),
  UsingTypeName: z.string(),
  FuelType: z.string(),
  FuelTypeName: z.string(),
  /** Unmasked; show it through maskEngineNumber / maskFrameNumber only. */
  EngineNumber: z.string().nullable(),
  FrameNumber: z.string().nullable(),
  FirstTrafficDate: z.string().nullable(),
  NoClaimStep: z.number(),
  /** YYYY-MM-DD, or null when the vehicle has no policy on record. */
  PolicyEndDate: z.string().nullable(),
  CascoValue: z.number().nullable(),
  CityCode: z.number(),
  IsCorrected: z.boolean(),
})
export type Vehicle = z.output<typeof vehicle>

/** The owner's choice when the registry has no vehicle or a wrong one. */
export interface VehicleCorrection {
  NationalNumber: string
  LicensePlateNumber: string
  BrandCodeFull: string
  ModelYear: number
  UsingType: string
  FuelType: string
}

const vehicleModel = z.object({
  BrandCodeFull: z.string(),
  ModelName: z.string(),
  VehicleType: z.string(),
  FuelTypes: z.array(z.string()),
  ModelYears: z.array(z.object({ ModelYear: z.number(), CascoValue: z.number() })),
})
const vehicleBrand = z.object({
  BrandCode: z.string(),
  BrandName: z.string(),
  Models: z.array(vehicleModel),
})
const choice = z.object({ Id: z.string(), Text: z.string() })
const vehicleChoiceLists = z.object({ UsingTypes: z.array(choice), FuelTypes: z.array(choice) })

/**
 * Looks a plate up. Not found answers 404 with StatusCode 1007 and a Turkish message: offer the
 * manual choice then.
 */
export const queryVehicle = (query: VehicleQuery, context: UpstreamContext) =>
  callEnvelope(
    {
      service: 'common',
      path: '/arac/Vehicle/query-info',
      body: { ...query },
      reply: envelope(vehicle),
    },
    context,
  )

export const updateVehicle = (correction: VehicleCorrection, context: UpstreamContext) =>
  callEnvelope(
    {
      service: 'common',
      path: '/arac/Vehicle/update-info',
      body: { ...correction },
      reply: envelope(vehicle),
    },
    context,
  )

/** Brands and models change rarely: cached in process (lookup-cache). */
export const getVehicleBrandsWithModels = (queryType: VehicleQueryType, context: UpstreamContext) =>
  cachedLookup(`arac-markalari:${queryType}`, () =>
    callEnvelope(
      {
        service: 'common',
        path: '/api/Traffic/get-vehicle-brands-with-models',
        reply: listEnvelope(vehicleBrand),
        body: { queryType },
      },
      context,
    ),
  )

/** Vehicle types in Results; usage and fuel types in Data. */
export const getVehicleTypes = (queryType: VehicleQueryType, context: UpstreamContext) =>
  callEnvelope(
    {
      service: 'common',
      path: '/api/Traffic/get-vehicle-types',
      body: { queryType },
      reply: envelope(vehicleChoiceLists, choice),
    },
    context,
  )
