import { countyList } from '~/address/options.server.ts'
import { upstreamContext } from '~/session/session.server.ts'
import type { Route } from './+types/counties'

/** The counties of `?CityCode=` as JSON, for every city → county field's script. */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const cityCode = url.searchParams.get('CityCode')
  return Response.json(await countyList(cityCode, await upstreamContext({ request, context })), {
    headers: { 'Cache-Control': 'private, max-age=3600' },
  })
}
