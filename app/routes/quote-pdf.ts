import { redirect } from 'react-router'
import { definitionOf } from '~/quote/definitions.ts'
import { offersStep } from '~/quote/offers/step.ts'
import { wizardPath } from '~/quote/wizard/navigation.ts'
import { requireOwnDraft } from '~/quote/draft.server.ts'
import { selectedOfferIds } from '~/quote/offers/offers.server.ts'
import { upstreamContext } from '~/session/session.server.ts'
import { getPdf } from '~/upstream/print.server.ts'
import type { Route } from './+types/quote-pdf'

/**
 * The quote's offers (or two or three of them compared) as the provider's branded PDF, streamed
 * as a download. Only the session that owns the draft may ask; offer ids must be the quote's own.
 */
export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  const { session, draft, quote } = await requireOwnDraft(request, params.draftId)
  const definition = definitionOf(draft.product)
  const compare = url.searchParams.get('tur') === 'karsilastirma'
  const ours = new Set(
    quote.rows.flatMap((row) => (row.status === 'ok' ? row.offers.map((o) => o.OfferId) : [])),
  )
  const ids = selectedOfferIds(url)
  const offersPage = wizardPath(definition, draft.id, offersStep.segment)
  if (compare && (ids.length < 2 || ids.length > 3 || ids.some((id) => !ours.has(id)))) {
    throw redirect(offersPage)
  }
  const result = await getPdf(
    {
      Type: compare ? 'compare' : 'offers',
      HeaderGuid: quote.HeaderGuid,
      OfferIds: compare ? ids : undefined,
    },
    await upstreamContext({ request, context }, session),
  )
  if (!result.ok) {
    const back = new URLSearchParams({ pdf: 'hata' })
    if (compare) back.set('OfferIds', ids.join(','))
    throw redirect(`${offersPage}?${back}`)
  }
  const filename = `${definition.key}-${compare ? 'karsilastirma' : 'teklifler'}.pdf`
  return new Response(new Uint8Array(result.body), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
