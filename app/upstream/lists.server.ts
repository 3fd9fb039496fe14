import { z } from 'zod'
import { listEnvelope } from './client.server.ts'
import { defineLookup } from './lookup-cache.server.ts'

const city = z.object({ ID: z.number(), CityName: z.string() })
const county = z.object({ ID: z.number(), CountyName: z.string(), CityCode: z.number() })
const listItem = z.object({ Id: z.string(), Text: z.string() })
export const firm = z.object({
  Id: z.number(),
  Code: z.string(),
  Name: z.string(),
  ShortName: z.string(),
})
export type Firm = z.output<typeof firm>

// Every list here is reference data that changes rarely: cached in process (lookup-cache).

export const getCities = defineLookup({
  service: 'common',
  path: '/api/listeler/get-iller',
  reply: listEnvelope(city),
})

export const getCounties = defineLookup(
  { service: 'common', path: '/api/listeler/get-ilceler', reply: listEnvelope(county) },
  (cityCode: number) => ({ CityCode: cityCode }),
)

/** A select list by its group code (spec §3: DASK and home lists, 84 = EvTipi, 85 = PoliceTipi). */
export const getList = defineLookup(
  { service: 'common', path: '/api/Listeler/get-list', reply: listEnvelope(listItem) },
  (groupCode: string) => ({ GroupCode: groupCode }),
)

const country = z.object({
  StringKey: z.string(),
  StringPair: z.string(),
  /** The built-in backend's grouping for the travel form; a provider without it lists them flat. */
  Group: z.string().optional(),
})

/** The countries (spec §7 get-ulkeler): ISO code as StringKey, Turkish name as StringPair. */
export const getCountries = defineLookup(
  { service: 'common', path: '/api/listeler/get-ulkeler', reply: listEnvelope(country) },
  (queryType: string) => ({ QueryType: queryType }),
)
