export interface Option {
  id: number | string
  name: string
}

/** A county list knows its city, so a form shows only the list that belongs to the city chosen. */
export interface CountyList {
  cityCode: string
  options: Option[]
}

/** Where every city → county field on the site fetches the counties of a city (`?CityCode=`). */
export const COUNTIES_ROUTE = '/ilceler'
