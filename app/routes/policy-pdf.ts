import { data } from 'react-router'
import { notFound } from '~/platform/not-found.server.ts'
import { loadCheckout } from '~/payment/sale.server.ts'
import { policyPdfDownload } from '~/policies/policy-pdf.server.ts'
import { getCheckoutStatus } from '~/upstream/payment.server.ts'
import type { Route } from './+types/policy-pdf'

/** The issued policy of a checkout as the insurer's PDF; only for the session that bought it. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { quote, offer, upstream } = await loadCheckout(
    { request, context },
    params.draftId,
    params.offerId,
  )
  const { HeaderGuid } = quote
  const status = await getCheckoutStatus({ HeaderGuid, OfferId: offer.OfferId }, upstream)
  const policy = status.ok ? status.body.Data?.Policy : null
  if (!policy) throw notFound()
  const download = await policyPdfDownload(
    { HeaderGuid, PolicyNumber: policy.PolicyNumber },
    `police-${policy.PolicyNumber}.pdf`,
    upstream,
  )
  if (!(download instanceof Response)) throw data(null, { status: 503 })
  return download
}
