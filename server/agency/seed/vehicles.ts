import { cascoValue, catalogueEntries, catalogueYear } from '../catalogue/vehicle-values.ts'
import { brands, fuelTypes, professions, usingTypes, vehicleTypes } from '../catalogue/vehicles.ts'
import type { AgencyDb } from '../db/database.ts'

/** Fills the vehicle catalogue and the profession list on first start. */
export async function seedVehicles(db: AgencyDb): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('vehicle_brands')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    if (Number(existing.n) > 0) return
    const lookups = [
      ...vehicleTypes.map((t, sort) => ({ kind: 'type' as const, ...t, sort })),
      ...usingTypes.map((t, sort) => ({ kind: 'using' as const, ...t, sort })),
      ...fuelTypes.map((t, sort) => ({ kind: 'fuel' as const, ...t, sort })),
    ]
    await trx.insertInto('vehicle_lookups').values(lookups).execute()
    await trx
      .insertInto('vehicle_brands')
      .values(brands.map((b) => ({ code: b.code, name: b.name })))
      .execute()
    await trx
      .insertInto('vehicle_models')
      .values(
        catalogueEntries.map((e) => ({
          brand_code_full: e.brandCodeFull,
          brand_code: e.brand.code,
          name: e.model.name,
          vehicle_type: e.model.type,
          fuel_types: e.model.fuels.join(','),
        })),
      )
      .execute()
    await trx
      .insertInto('vehicle_values')
      .values(
        catalogueEntries.flatMap((e) =>
          Array.from({ length: catalogueYear - e.model.firstYear + 1 }, (_, i) => ({
            brand_code_full: e.brandCodeFull,
            model_year: catalogueYear - i,
            value: cascoValue(e.model, catalogueYear - i),
          })),
        ),
      )
      .execute()
    await trx
      .insertInto('list_items')
      .values(
        professions.map((p, sort) => ({ group_code: 'Meslek', id: p.code, text: p.name, sort })),
      )
      .onConflict((oc) => oc.columns(['group_code', 'id']).doNothing())
      .execute()
  })
}
