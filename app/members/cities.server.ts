import type { UpstreamContext } from '~/upstream/client.server.ts'
import { getCities, getCounties } from '~/upstream/lists.server.ts'

export interface Option {
  id: number
  name: string
}

export async function cityOptions(context: UpstreamContext): Promise<Option[]> {
  const cities = await getCities(context)
  return cities.ok ? (cities.body.Results ?? []).map((c) => ({ id: c.ID, name: c.CityName })) : []
}

/** The counties of a city; an unknown or empty city gives an empty list. */
export async function countyOptions(
  cityCode: unknown,
  context: UpstreamContext,
): Promise<Option[]> {
  const code = Number(cityCode)
  if (!Number.isInteger(code) || code <= 0) return []
  const counties = await getCounties(code, context)
  return counties.ok
    ? (counties.body.Results ?? []).map((c) => ({ id: c.ID, name: c.CountyName }))
    : []
}
