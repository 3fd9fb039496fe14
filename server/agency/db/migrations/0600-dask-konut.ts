import type { Kysely, Migration } from 'kysely'

/** List groups whose ids changed from positions to codes the DASK and konut tariffs read. */
export const propertyListGroups = [
  'DaskInsaYili',
  'DaskInsaTarzi',
  'DaskKullanimSekli',
  'KonutCatiTipi',
  'KonutInsaYili',
  'KonutBulunduguKat',
  '84',
  '85',
]

/**
 * The UAVT address chain below the districts (belde/bucak → mahalle → cadde/sokak → bina →
 * daire), each building with what DASK prices it by, and the property lists re-keyed: the seed
 * fills the emptied groups again with their new ids.
 */
export const daskKonut: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('uavt_towns')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('district_id', 'integer', (c) => c.notNull().references('districts.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('uavt_towns_district')
      .on('uavt_towns')
      .column('district_id')
      .execute()
    await db.schema
      .createTable('uavt_neighbourhoods')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('town_id', 'integer', (c) => c.notNull().references('uavt_towns.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('uavt_neighbourhoods_town')
      .on('uavt_neighbourhoods')
      .column('town_id')
      .execute()
    await db.schema
      .createTable('uavt_streets')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('neighbourhood_id', 'integer', (c) =>
        c.notNull().references('uavt_neighbourhoods.id'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('uavt_streets_neighbourhood')
      .on('uavt_streets')
      .column('neighbourhood_id')
      .execute()
    await db.schema
      .createTable('uavt_buildings')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('street_id', 'integer', (c) => c.notNull().references('uavt_streets.id'))
      .addColumn('door_number', 'text', (c) => c.notNull())
      .addColumn('name', 'text')
      .addColumn('risk_zone', 'integer', (c) => c.notNull())
      .addColumn('construction_type', 'text', (c) => c.notNull())
      .addColumn('construction_year', 'text', (c) => c.notNull())
      .addColumn('floor_count', 'integer', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('uavt_buildings_street')
      .on('uavt_buildings')
      .column('street_id')
      .execute()
    await db.schema
      .createTable('uavt_flats')
      .addColumn('uavt_code', 'text', (c) => c.primaryKey())
      .addColumn('building_id', 'integer', (c) => c.notNull().references('uavt_buildings.id'))
      .addColumn('flat_number', 'text', (c) => c.notNull())
      .addColumn('floor', 'integer', (c) => c.notNull())
      .addColumn('gross_area', 'integer', (c) => c.notNull())
      .addColumn('usage', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('uavt_flats_building')
      .on('uavt_flats')
      .column('building_id')
      .execute()
    await (db as Kysely<{ list_items: { group_code: string } }>)
      .deleteFrom('list_items')
      .where('group_code', 'in', propertyListGroups)
      .execute()
  },
}
