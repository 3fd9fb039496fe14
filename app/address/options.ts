import type { Option } from '~/components/forms/list-option.ts'

/** A county list knows its city, so a form shows only the list that belongs to the city chosen. */
export interface CountyList {
  cityCode: string
  options: Option[]
}

/** Where every city → county field on the site fetches the counties of a city (`?CityCode=`). */
export const COUNTIES_ROUTE = '/ilceler'

/**
 * Whether the city list, or the county list of the city chosen, did not load: a city always has
 * counties, so none means the county select would stay empty with nothing said.
 */
export const addressListsUnloaded = (cities: Option[], counties: CountyList) =>
  cities.length === 0 || (counties.cityCode !== '' && counties.options.length === 0)
