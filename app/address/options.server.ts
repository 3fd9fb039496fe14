import type { UpstreamContext } from '~/upstream/client.server.ts'
import { getCities, getCounties } from '~/upstream/lists.server.ts'
import type { CountyList, Option } from './options.ts'

export async function cityOptions(context: UpstreamContext): Promise<Option[]> {
  const cities = await getCities(context)
  return cities.ok ? (cities.body.Results ?? []).map((c) => ({ id: c.ID, name: c.CityName })) : []
}

/** The counties of a city, labelled with the city they belong to; an unknown city has none. */
export async function countyList(cityCode: unknown, context: UpstreamContext): Promise<CountyList> {
  const code = Number(cityCode)
  if (!Number.isInteger(code) || code <= 0) return { cityCode: '', options: [] }
  const counties = await getCounties(code, context)
  return {
    cityCode: String(code),
    options: counties.ok
      ? (counties.body.Results ?? []).map((c) => ({ id: c.ID, name: c.CountyName }))
      : [],
  }
}
