import { upstreamContext } from '~/session/session.server.ts'
import { modelList } from '~/quote/steps/phone/lists.server.ts'
import type { Route } from './+types/phone-models'

/** The phone models of `?BrandId=` as JSON, for the phone step's model field script. */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const brandId = url.searchParams.get('BrandId')
  return Response.json(await modelList(brandId, await upstreamContext({ request, context })), {
    headers: { 'Cache-Control': 'private, max-age=3600' },
  })
}
