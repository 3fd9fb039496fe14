import { z } from 'zod'
import { resultCodes } from '~/upstream/result-codes.ts'
import { defineCall, envelope, listEnvelope } from './client.server.ts'
import { entitySchema, wholeEntity, type EntityValue } from './entity.ts'

/** The vehicle lines; the provider's queryType for the vehicle calls. */
export type VehicleQueryType = 'kasko' | 'trafik'

/**
 * Spec §3 Vehicle query, field for field: query-info and update-info both carry every one. The
 * spec names the accessory prices only by what they price (radio, navigation, steel wheels,
 * other); these are the names kasko's form and the quote header give them.
 */
const vehicleQueryFields = [
  'NationalNumber',
  'LicensePlateNumber',
  'LicensePermitNumber',
  'AsbisNumber',
  'Phone',
  'EMail',
  'MasterBranch',
  'ProfessionCode',
  'IsYK',
  'CityCode',
  'EngineNumber',
  'UsingType',
  'FrameNumber',
  'BrandCodeFull',
  'VehicleType',
  'FuelType',
  'ColorCode',
  'FirstTrafficDate',
  'IsOriginalLpg',
  'ModelYear',
  'RadioPrice',
  'NavigationPrice',
  'SteelWheelPrice',
  'OtherAccessoryPrice',
  'SktReferenceCode',
] as const
export type VehicleQueryField = (typeof vehicleQueryFields)[number]
export type VehicleQuery = Record<VehicleQueryField, EntityValue>

/** The whole Vehicle query from what is known; every other field goes out empty. */
export const vehicleQuery = (known: Partial<Record<VehicleQueryField, EntityValue | null>>) =>
  wholeEntity(vehicleQueryFields, known)

/** A vehicle as the registry (or the owner's correction) describes it. */
export const vehicleSchema = z.object({
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
export type Vehicle = z.output<typeof vehicleSchema>

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

/** A plate the registry does not know: the owner chooses the vehicle by hand then. */
export const vehicleNotFound = 404

/** Looks a plate up; one not found answers StatusCode 1007 with a Turkish message. */
export const queryVehicle = defineCall(
  {
    service: 'common',
    path: '/arac/Vehicle/query-info',
    request: entitySchema(vehicleQueryFields),
    reply: envelope(vehicleSchema),
    spec: '§3 Vehicle query; §7',
    statusCodes: resultCodes,
    httpStatuses: {
      [vehicleNotFound]: 'No such vehicle (StatusCode 1007): the owner chooses it by hand',
    },
  },
  (query: VehicleQuery) => ({ ...query }),
)

/** The owner's choice when the registry has no vehicle or a wrong one: the same entity, saved. */
export const updateVehicle = defineCall(
  {
    service: 'common',
    path: '/arac/Vehicle/update-info',
    request: entitySchema(vehicleQueryFields),
    reply: envelope(vehicleSchema),
    spec: '§3 Vehicle query; §7',
    statusCodes: resultCodes,
  },
  (query: VehicleQuery) => ({ ...query }),
)

/** Brands and models change rarely: cached in process (lookup-cache). */
export const getVehicleBrandsWithModels = defineCall(
  {
    service: 'common',
    path: '/api/Traffic/get-vehicle-brands-with-models',
    request: z.object({ queryType: z.string() }),
    reply: listEnvelope(vehicleBrand),
    spec: '§7 (queryType)',
    kept: true,
  },
  (queryType: VehicleQueryType) => ({ queryType }),
)

/** Vehicle types in Results; usage and fuel types in Data. */
export const getVehicleTypes = defineCall(
  {
    service: 'common',
    path: '/api/Traffic/get-vehicle-types',
    request: z.object({ queryType: z.string() }),
    reply: envelope(vehicleChoiceLists, choice),
    spec: '§7 (queryType)',
  },
  (queryType: VehicleQueryType) => ({ queryType }),
)
