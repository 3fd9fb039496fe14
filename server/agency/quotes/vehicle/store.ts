import type { Insertable } from 'kysely'
import type { AgencyDb } from '../../db/database.ts'
import type { AgencyDatabase } from '../../db/schema.ts'

// The vehicles' data: the brand, model and value catalogue, its lookup names, and the owners'
// corrections of what the registry says.

/** A model with its brand, and its value in the model year (null when that year is not listed). */
export async function describeModel(db: AgencyDb, brandCodeFull: string, modelYear: number) {
  const model = await db
    .selectFrom('vehicle_models')
    .innerJoin('vehicle_brands', 'vehicle_brands.code', 'vehicle_models.brand_code')
    .select([
      'vehicle_models.brand_code_full',
      'vehicle_models.brand_code',
      'vehicle_models.name as model_name',
      'vehicle_models.vehicle_type',
      'vehicle_models.fuel_types',
      'vehicle_brands.name as brand_name',
    ])
    .where('vehicle_models.brand_code_full', '=', brandCodeFull)
    .executeTakeFirst()
  if (!model) return null
  const value = await db
    .selectFrom('vehicle_values')
    .select('value')
    .where('brand_code_full', '=', brandCodeFull)
    .where('model_year', '=', modelYear)
    .executeTakeFirst()
  return { ...model, value: value?.value ?? null }
}

/** Vehicle types, using types and fuel types, in their list order. */
export const vehicleLookups = (db: AgencyDb) =>
  db.selectFrom('vehicle_lookups').selectAll().orderBy('sort').execute()

export async function isUsingType(db: AgencyDb, code: string) {
  const known = await db
    .selectFrom('vehicle_lookups')
    .select('code')
    .where('kind', '=', 'using')
    .where('code', '=', code)
    .executeTakeFirst()
  return Boolean(known)
}

/** Every brand, model and model-year value, the newest years first. */
export async function vehicleCatalogue(db: AgencyDb) {
  const [brands, models, values] = await Promise.all([
    db.selectFrom('vehicle_brands').selectAll().execute(),
    db.selectFrom('vehicle_models').selectAll().execute(),
    db.selectFrom('vehicle_values').selectAll().orderBy('model_year', 'desc').execute(),
  ])
  return { brands, models, values }
}

export const correctionOf = (db: AgencyDb, plate: string, nationalNumber: string) =>
  db
    .selectFrom('vehicle_corrections')
    .selectAll()
    .where('plate', '=', plate)
    .where('national_number', '=', nationalNumber)
    .executeTakeFirst()

/** The type of vehicle a model is (a car, a motorcycle…). */
export async function vehicleTypeOfModel(db: AgencyDb, brandCodeFull: string) {
  const model = await db
    .selectFrom('vehicle_models')
    .select('vehicle_type')
    .where('brand_code_full', '=', brandCodeFull)
    .executeTakeFirstOrThrow()
  return model.vehicle_type
}

/** The owner's correction of the plate's vehicle; a later one replaces it. */
export async function saveCorrection(
  db: AgencyDb,
  owner: { plate: string; nationalNumber: string },
  row: Omit<Insertable<AgencyDatabase['vehicle_corrections']>, 'plate' | 'national_number'>,
) {
  await db
    .insertInto('vehicle_corrections')
    .values({ plate: owner.plate, national_number: owner.nationalNumber, ...row })
    .onConflict((oc) => oc.columns(['plate', 'national_number']).doUpdateSet(row))
    .execute()
}
