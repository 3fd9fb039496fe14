import type { UpstreamContext } from '~/upstream/client.server.ts'
import { getCities, getCounties, getList } from '~/upstream/lists.server.ts'
import { z } from 'zod'
import type { Option } from '~/components/forms/list-option.ts'
import { optionSchema } from '~/components/forms/list-option.server.ts'
import type { CountyList } from './options.ts'

/** A county list as a page's answer keeps it (the customer step's, on a renewal). */
export const countyListSchema = z.object({
  cityCode: z.string(),
  options: z.array(optionSchema),
}) satisfies z.ZodType<CountyList>

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

/**
 * Select lists of get-list by group code (spec §3), as options. A list that could not be loaded
 * is empty, so its select says 'Veri Yok', and `failed` lets the page say why (never a 500).
 */
export async function groupOptions<Code extends string>(
  codes: readonly Code[],
  context: UpstreamContext,
): Promise<{ options: Record<Code, Option[]>; failed: boolean }> {
  const replies = await Promise.all(codes.map((code) => getList(code, context)))
  const options = Object.fromEntries(
    codes.map((code, index) => {
      const reply = replies[index]!
      const items = reply.ok ? (reply.body.Results ?? []) : []
      return [code, items.map((item) => ({ id: item.Id, name: item.Text }))]
    }),
  ) as Record<Code, Option[]>
  // An empty list leaves its select as unanswerable as a failed one.
  return { options, failed: codes.some((code) => options[code].length === 0) }
}
