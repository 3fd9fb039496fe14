import type { AgencyDb } from '../db/database.ts'
import { listText } from '../catalogue/select-lists.ts'

/** One choice of a UAVT chain list, in the select-list shape of get-list (spec §3: Text, Id). */
export interface ChainItem {
  Id: string
  Text: string
  [extra: string]: string | number | null
}

const byText = (a: ChainItem, b: ChainItem) => a.Text.localeCompare(b.Text, 'tr')
/** "5", "12A": door and flat numbers in street order. */
const byNumber = (a: string, b: string) => a.localeCompare(b, 'tr', { numeric: true })

export async function provinceItems(db: AgencyDb): Promise<ChainItem[]> {
  const rows = await db.selectFrom('cities').selectAll().execute()
  return rows.map((r) => ({ Id: String(r.code), Text: r.name })).sort(byText)
}

export async function districtItems(db: AgencyDb, cityCode: number): Promise<ChainItem[]> {
  const rows = await db
    .selectFrom('districts')
    .selectAll()
    .where('city_code', '=', cityCode)
    .execute()
  return rows.map((r) => ({ Id: String(r.id), Text: r.name })).sort(byText)
}

/** Belde/bucak: already in DASK's order (Merkez, the beldes, Köyler). */
export async function townItems(db: AgencyDb, districtId: number): Promise<ChainItem[]> {
  const rows = await db
    .selectFrom('uavt_towns')
    .selectAll()
    .where('district_id', '=', districtId)
    .orderBy('id')
    .execute()
  return rows.map((r) => ({ Id: String(r.id), Text: r.name }))
}

export async function neighbourhoodItems(db: AgencyDb, townId: number): Promise<ChainItem[]> {
  const rows = await db
    .selectFrom('uavt_neighbourhoods')
    .selectAll()
    .where('town_id', '=', townId)
    .execute()
  return rows.map((r) => ({ Id: String(r.id), Text: r.name })).sort(byText)
}

export async function streetItems(db: AgencyDb, neighbourhoodId: number): Promise<ChainItem[]> {
  const rows = await db
    .selectFrom('uavt_streets')
    .selectAll()
    .where('neighbourhood_id', '=', neighbourhoodId)
    .execute()
  return rows.map((r) => ({ Id: String(r.id), Text: r.name })).sort(byText)
}

export async function buildingItems(db: AgencyDb, streetId: number): Promise<ChainItem[]> {
  const rows = await db
    .selectFrom('uavt_buildings')
    .selectAll()
    .where('street_id', '=', streetId)
    .execute()
  return rows
    .sort((a, b) => byNumber(a.door_number, b.door_number))
    .map((r) => ({
      Id: String(r.id),
      Text: r.name ? `No: ${r.door_number} (${r.name})` : `No: ${r.door_number}`,
      BuildingNumber: r.door_number,
      BuildingName: r.name,
    }))
}

export const floorText = (floor: number) =>
  floor < 0 ? 'Bodrum kat' : floor === 0 ? 'Zemin kat' : `${floor}. kat`

/** The flats of a building with their UAVT codes (Id is the code itself). */
export async function flatItems(db: AgencyDb, buildingId: number): Promise<ChainItem[]> {
  const rows = await db
    .selectFrom('uavt_flats')
    .selectAll()
    .where('building_id', '=', buildingId)
    .execute()
  return rows
    .sort((a, b) => byNumber(a.flat_number, b.flat_number))
    .map((r) => ({
      Id: r.uavt_code,
      Text: `Daire ${r.flat_number} (${floorText(r.floor)}) · UAVT ${r.uavt_code}`,
      UAVTNumber: r.uavt_code,
      FlatNumber: r.flat_number,
      Floor: r.floor,
      GrossArea: r.gross_area,
    }))
}

function flatQuery(db: AgencyDb) {
  return db
    .selectFrom('uavt_flats as f')
    .innerJoin('uavt_buildings as b', 'b.id', 'f.building_id')
    .innerJoin('uavt_streets as s', 's.id', 'b.street_id')
    .innerJoin('uavt_neighbourhoods as n', 'n.id', 's.neighbourhood_id')
    .innerJoin('uavt_towns as t', 't.id', 'n.town_id')
    .innerJoin('districts as d', 'd.id', 't.district_id')
    .innerJoin('cities as c', 'c.code', 'd.city_code')
    .select([
      'f.uavt_code',
      'f.flat_number',
      'f.floor',
      'f.gross_area',
      'f.usage',
      'b.id as building_id',
      'b.door_number',
      'b.name as building_name',
      'b.risk_zone',
      'b.construction_type',
      'b.construction_year',
      'b.floor_count',
      's.id as street_id',
      's.name as street_name',
      'n.id as neighbourhood_id',
      'n.name as neighbourhood_name',
      't.id as town_id',
      't.name as town_name',
      'd.id as district_id',
      'd.name as district_name',
      'c.code as city_code',
      'c.name as city_name',
    ])
}

/**
 * A flat's full address and its building's data, in the provider's field names: what
 * /api/dask/address and UAVT-Sorgu answer and what a DASK or konut quote header stores.
 */
export interface UavtAddress {
  UAVTNumber: string
  CityCode: number
  CityName: string
  CountyId: number
  CountyName: string
  TownId: number
  TownName: string
  NeighborhoodId: number
  NeighborhoodName: string
  RoadAndStreetId: number
  RoadAndStreetName: string
  /** The building's id, as /api/dask/uavtkodlari takes it. */
  ApartmentNumber: number
  BuildingNumber: string
  BuildingName: string | null
  FlatNumber: string
  Floor: number
  FullAddress: string
  /** DASK risk group, 1 (highest hazard) to 7. */
  RiskZone: number
  ConstructionType: string
  ConstructionTypeName: string
  ConstructionYear: string
  ConstructionYearName: string
  FloorCount: number
  GrossArea: number
  UsageType: string
  UsageTypeName: string
}

type FlatRow = Awaited<ReturnType<ReturnType<typeof flatQuery>['execute']>>[number]

function toAddress(r: FlatRow): UavtAddress {
  const town = r.town_name === 'Merkez' ? '' : `${r.town_name}, `
  const building = r.building_name ? `${r.building_name}, ` : ''
  return {
    UAVTNumber: r.uavt_code,
    CityCode: r.city_code,
    CityName: r.city_name,
    CountyId: r.district_id,
    CountyName: r.district_name,
    TownId: r.town_id,
    TownName: r.town_name,
    NeighborhoodId: r.neighbourhood_id,
    NeighborhoodName: r.neighbourhood_name,
    RoadAndStreetId: r.street_id,
    RoadAndStreetName: r.street_name,
    ApartmentNumber: r.building_id,
    BuildingNumber: r.door_number,
    BuildingName: r.building_name,
    FlatNumber: r.flat_number,
    Floor: r.floor,
    FullAddress:
      `${town}${r.neighbourhood_name}, ${r.street_name}, ${building}Dış Kapı No: ${r.door_number}, ` +
      `İç Kapı No: ${r.flat_number}, ${r.district_name}/${r.city_name}`,
    RiskZone: r.risk_zone,
    ConstructionType: r.construction_type,
    ConstructionTypeName: listText('DaskInsaTarzi', r.construction_type) ?? r.construction_type,
    ConstructionYear: r.construction_year,
    ConstructionYearName: listText('DaskInsaYili', r.construction_year) ?? r.construction_year,
    FloorCount: r.floor_count,
    GrossArea: r.gross_area,
    UsageType: r.usage,
    UsageTypeName: listText('DaskKullanimSekli', r.usage) ?? r.usage,
  }
}

export async function findAddress(db: AgencyDb, uavtNumber: string): Promise<UavtAddress | null> {
  const row = await flatQuery(db).where('f.uavt_code', '=', uavtNumber).executeTakeFirst()
  return row ? toAddress(row) : null
}

/**
 * The registered (MERNİS) address of a person, as the demo knows it: one home of the sample,
 * picked by the national number so the same person always lives at the same address.
 */
export async function registeredAddress(
  db: AgencyDb,
  pick: <T>(items: readonly T[]) => T,
): Promise<UavtAddress | null> {
  const homes = await flatQuery(db).where('f.usage', '=', 'mesken').orderBy('f.uavt_code').execute()
  return homes.length > 0 ? toAddress(pick(homes)) : null
}
