import { z } from 'zod'
import { callEnvelope, listEnvelope, type UpstreamContext } from './client.server.ts'
import { cachedLookup } from './lookup-cache.server.ts'

const city = z.object({ ID: z.number(), CityName: z.string() })
export type City = z.output<typeof city>
const county = z.object({ ID: z.number(), CountyName: z.string(), CityCode: z.number() })
export type County = z.output<typeof county>
const listItem = z.object({ Id: z.string(), Text: z.string() })
export type ListItem = z.output<typeof listItem>
export const firm = z.object({
  Id: z.number(),
  Code: z.string(),
  Name: z.string(),
  ShortName: z.string(),
})
export type Firm = z.output<typeof firm>

// Every list here is reference data that changes rarely: cached in process (lookup-cache).

export const getCities = (context: UpstreamContext) =>
  cachedLookup('iller', () =>
    callEnvelope(
      { service: 'common', path: '/api/listeler/get-iller', reply: listEnvelope(city) },
      context,
    ),
  )

export const getCounties = (cityCode: number, context: UpstreamContext) =>
  cachedLookup(`ilceler:${cityCode}`, () =>
    callEnvelope(
      {
        service: 'common',
        path: '/api/listeler/get-ilceler',
        body: { CityCode: cityCode },
        reply: listEnvelope(county),
      },
      context,
    ),
  )

/** A select list by its group code (spec §3: DASK and home lists, 84 = EvTipi, 85 = PoliceTipi). */
export const getList = (groupCode: string, context: UpstreamContext) =>
  cachedLookup(`liste:${groupCode}`, () =>
    callEnvelope(
      {
        service: 'common',
        path: '/api/Listeler/get-list',
        body: { GroupCode: groupCode },
        reply: listEnvelope(listItem),
      },
      context,
    ),
  )

const country = z.object({
  StringKey: z.string(),
  StringPair: z.string(),
  /** The built-in backend's grouping for the travel form; a provider without it lists them flat. */
  Group: z.string().optional(),
})

/** The countries (spec §7 get-ulkeler): ISO code as StringKey, Turkish name as StringPair. */
export const getCountries = (queryType: string, context: UpstreamContext) =>
  cachedLookup(`ulkeler:${queryType}`, () =>
    callEnvelope(
      {
        service: 'common',
        path: '/api/listeler/get-ulkeler',
        body: { QueryType: queryType },
        reply: listEnvelope(country),
      },
      context,
    ),
  )
