import type { Kysely, Migration } from 'kysely'

/** Vehicle catalogue, corrected vehicles, quote headers and the insurers' offers. */
export const vehiclesQuotesOffers: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('vehicle_lookups')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('vehicle_lookups_pk', ['kind', 'code'])
      .execute()
    await db.schema
      .createTable('vehicle_brands')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('vehicle_models')
      .addColumn('brand_code_full', 'text', (c) => c.primaryKey())
      .addColumn('brand_code', 'text', (c) => c.notNull().references('vehicle_brands.code'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('vehicle_type', 'text', (c) => c.notNull())
      .addColumn('fuel_types', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('vehicle_values')
      .addColumn('brand_code_full', 'text', (c) =>
        c.notNull().references('vehicle_models.brand_code_full'),
      )
      .addColumn('model_year', 'integer', (c) => c.notNull())
      .addColumn('value', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('vehicle_values_pk', ['brand_code_full', 'model_year'])
      .execute()
    await db.schema
      .createTable('vehicle_corrections')
      .addColumn('plate', 'text', (c) => c.notNull())
      .addColumn('national_number', 'text', (c) => c.notNull())
      .addColumn('brand_code_full', 'text', (c) => c.notNull())
      .addColumn('model_year', 'integer', (c) => c.notNull())
      .addColumn('vehicle_type', 'text', (c) => c.notNull())
      .addColumn('using_type', 'text', (c) => c.notNull())
      .addColumn('fuel_type', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('vehicle_corrections_pk', ['plate', 'national_number'])
      .execute()
    await db.schema
      .createTable('quotes')
      .addColumn('header_guid', 'text', (c) => c.primaryKey())
      .addColumn('query_type', 'text', (c) => c.notNull())
      .addColumn('national_number', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('details', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('offers')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('header_guid', 'text', (c) => c.notNull().references('quotes.header_guid'))
      .addColumn('insurer_id', 'integer', (c) => c.notNull().references('insurers.id'))
      .addColumn('package_code', 'text', (c) => c.notNull())
      .addColumn('package_name', 'text', (c) => c.notNull())
      .addColumn('premium_kurus', 'integer', (c) => c.notNull())
      .addColumn('max_installments', 'integer', (c) => c.notNull())
      .addColumn('coverages', 'text', (c) => c.notNull())
      .addColumn('valid_until', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('offers_header_insurer_package', [
        'header_guid',
        'insurer_id',
        'package_code',
      ])
      .execute()
  },
}
