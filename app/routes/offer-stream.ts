import { data } from 'react-router'
import { lineDefinitionOf } from '~/quote/definitions.server.ts'
import { requireOwnDraft } from '~/quote/draft.server.ts'
import { ensureOfferCollection } from '~/quote/offers/offer-collection.server.ts'
import { offerStream } from '~/quote/offers/offer-stream.server.ts'
import { upstreamContext } from '~/session/session.server.ts'
import type { Route } from './+types/offer-stream'

/**
 * The offers page's server-sent events (decision 021): tells the open page each time an insurer
 * answers. Only the session that owns the verified draft with a quote may listen, as only it may
 * see the offers page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  // An event stream is no page: a plain 404 ends the browser's EventSource instead of a redirect.
  const { session, draft } = await requireOwnDraft(request, params.draftId, () =>
    data(null, { status: 404 }),
  )
  const upstream = await upstreamContext({ request, context }, session)
  // A restarted or replaced process resumes the collection, as a reload of the page would.
  const { askForOffers } = lineDefinitionOf(draft.product)
  const keepCollecting = () => ensureOfferCollection(draft.id, upstream, askForOffers)
  await keepCollecting()
  return new Response(offerStream(draft.id, request.signal, keepCollecting), {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform keeps the compression middleware from holding events back in its buffer.
      'Cache-Control': 'no-cache, no-transform',
      // The same for nginx in front of several processes (production mode).
      'X-Accel-Buffering': 'no',
    },
  })
}
