import { z } from 'zod'
import { noFields } from './call-registry.ts'
import { defineCall, envelope, listEnvelope } from './client.server.ts'

/**
 * One choice of a UAVT chain list, in the select-list shape (spec §3: Text, Id). Buildings and
 * flats carry more fields, but their Text already says everything a visitor chooses by.
 */
const chainItem = z.object({ Id: z.string(), Text: z.string() })

// The chain's lists send ids as text, the address sends them as numbers: both become text here,
// so an address can preselect its own chain.
const chainId = z.union([z.number().int(), z.string()]).transform(String)

/** A flat's full address and its building's register data (docs/backend-contract.md, "Address"). */
export const addressSchema = z.object({
  UAVTNumber: z.string(),
  CityCode: chainId,
  CityName: z.string(),
  CountyId: chainId,
  CountyName: z.string(),
  TownId: chainId,
  TownName: z.string(),
  NeighborhoodId: chainId,
  NeighborhoodName: z.string(),
  RoadAndStreetId: chainId,
  RoadAndStreetName: z.string(),
  /** The building's id, as the flats call takes it. */
  ApartmentNumber: chainId,
  BuildingNumber: z.string(),
  BuildingName: z.string().nullish(),
  FlatNumber: z.string(),
  /** 0 the ground floor, -1 the basement. */
  Floor: z.number(),
  FullAddress: z.string(),
  /** DASK risk group, 1 (highest hazard) to 7. */
  RiskZone: z.number(),
  ConstructionType: z.string(),
  ConstructionTypeName: z.string(),
  ConstructionYear: z.string(),
  ConstructionYearName: z.string(),
  FloorCount: z.number(),
  /** m² */
  GrossArea: z.number(),
  UsageType: z.string(),
  UsageTypeName: z.string(),
})
export type Address = z.output<typeof addressSchema>

const chainReply = listEnvelope(chainItem)

/** The chain's list below the one `parent` names, for that list's chosen id. */
const chainList = (path: string, parent: string) =>
  defineCall(
    {
      service: 'common',
      path,
      request: z.object({ [parent]: z.string() }),
      reply: chainReply,
      spec: `§7 (${parent})`,
    },
    (id: string) => ({ [parent]: id }),
  )

// An unknown id answers an empty list; a malformed one (anything but digits) a 400 with a
// Turkish message.
export const getUavtCities = defineCall({
  service: 'common',
  path: '/api/dask/iller',
  request: noFields,
  reply: chainReply,
  spec: '§7',
})
export const getUavtCounties = chainList('/api/dask/ilceler', 'CityCode')
/** Belde / bucak: Merkez, the district's beldes, Köyler, in that order. */
export const getUavtTowns = chainList('/api/dask/beldeler', 'CountyId')
export const getUavtNeighborhoods = chainList('/api/dask/mahalle', 'TownId')
export const getUavtStreets = chainList('/api/dask/caddesokak', 'NeighborhoodId')
export const getUavtBuildings = chainList('/api/dask/binakodlari', 'RoadAndStreetId')
/** The flats of a building (its Id, the spec's ApartmentNumber); each flat's Id is its UAVT code. */
export const getUavtFlats = chainList('/api/dask/uavtkodlari', 'ApartmentNumber')

/**
 * The person's registered (MERNİS) home. A tax number, an invalid T.C. kimlik number or a birth
 * date that is not a real past date answers 400; a person without one 404.
 */
export const queryRegisteredAddress = defineCall(
  {
    service: 'common',
    path: '/api/dask/UAVT-Sorgu',
    request: z.object({ NationalNumber: z.string(), Birthdate: z.string() }),
    reply: envelope(addressSchema),
    spec: '§7 (NationalNumber, Birthdate)',
  },
  (query: { NationalNumber: string; /** DD.MM.YYYY */ Birthdate: string }) => query,
)

/** The address of a UAVT code: 400 for a malformed number or code, 404 for an unknown code. */
export const getUavtAddress = defineCall(
  {
    service: 'common',
    path: '/api/dask/address',
    request: z.object({ NationalNumber: z.string(), UAVTNumber: z.string() }),
    reply: envelope(addressSchema),
    spec: '§7 (NationalNumber, UAVTNumber)',
  },
  (query: { NationalNumber: string; UAVTNumber: string }) => query,
)
