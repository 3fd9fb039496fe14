import { data } from 'react-router'
import { notFound } from '~/not-found.server.ts'
import { loadCheckout } from '~/payment/checkout.server.ts'
import { getCheckoutStatus } from '~/upstream/payment.server.ts'
import { getPdf } from '~/upstream/print.server.ts'
import type { Route } from './+types/policy-pdf'

/** The issued policy of a checkout as the insurer's PDF; only for the session that bought it. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { draft, offer, upstream } = await loadCheckout(
    { request, context },
    params.quoteId,
    params.offerId,
  )
  const HeaderGuid = draft.data.quote!.HeaderGuid
  const status = await getCheckoutStatus({ HeaderGuid, OfferId: offer.OfferId }, upstream)
  const policy = status.ok ? status.body.Data?.Policy : null
  if (!policy) throw notFound()
  const pdf = await getPdf(
    { Type: 'policy', HeaderGuid, PolicyNumber: policy.PolicyNumber },
    upstream,
  )
  if (!pdf.ok) throw data(pdf.message, { status: 503 })
  return new Response(new Uint8Array(pdf.body), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="police-${policy.PolicyNumber}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
