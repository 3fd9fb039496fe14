import type { AgencyDb } from '../db/database.ts'

// The reference lists' data: cities and their districts, countries, the select lists, the
// insurers, and the numbers sold nothing online (the black list).

export const allCities = (db: AgencyDb) =>
  db.selectFrom('cities').selectAll().orderBy('code').execute()

export const districtsOfCity = (db: AgencyDb, cityCode: number) =>
  db.selectFrom('districts').selectAll().where('city_code', '=', cityCode).orderBy('id').execute()

export const allCountries = (db: AgencyDb) => db.selectFrom('countries').selectAll().execute()

/** A select list's entries in their order; none for a group that is not listed. */
export const selectListItems = (db: AgencyDb, groupCode: string) =>
  db
    .selectFrom('list_items')
    .selectAll()
    .where('group_code', '=', groupCode)
    .orderBy('sort')
    .execute()

export const allInsurers = (db: AgencyDb) =>
  db.selectFrom('insurers').selectAll().orderBy('id').execute()

/** Whether an insurer quotes a product line: its branches name the line's key. */
export const quotesLine = (insurer: { branches: string }, line: string) =>
  insurer.branches.split(',').includes(line)

export const isBlackListed = async (db: AgencyDb, nationalNumber: string) =>
  (await db
    .selectFrom('black_list')
    .select('national_number')
    .where('national_number', '=', nationalNumber)
    .executeTakeFirst()) !== undefined
