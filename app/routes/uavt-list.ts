import { data } from 'react-router'
import { loadUavtList } from '~/address/uavt-chain.server.ts'
import { uavtLevels } from '~/address/uavt-chain.ts'
import { upstreamContext } from '~/session/session.server.ts'
import type { Route } from './+types/uavt-list'

/** One level of the UAVT chain under `?parent=` as JSON, for the address fields' script. */
export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  const level = uavtLevels.find((l) => l.segment === params.level)
  if (!level) throw data(null, { status: 404 })
  const parent = url.searchParams.get('parent') ?? ''
  const list = await loadUavtList(level.name, parent, await upstreamContext({ request, context }))
  // A list that failed is not kept: asked again, it may well come.
  return Response.json(list, {
    headers: { 'Cache-Control': list.options ? 'private, max-age=3600' : 'no-store' },
  })
}
