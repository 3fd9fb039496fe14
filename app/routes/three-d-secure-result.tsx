import { data, Link, redirect } from 'react-router'
import { checkoutPath } from '~/payment/checkout-path.ts'
import { draftStore } from '~/quote/draft.server.ts'
import { funnel } from '../../server/metrics.ts'
import { upstreamContext } from '~/session.server.ts'
import { completeThreeDPayment } from '~/upstream/payment.server.ts'
import type { Route } from './+types/three-d-secure-result'
import { pageTitle } from '~/seo.ts'
import { RouteErrorBoundary } from '~/components/shell/route-error.tsx'
import { postedForm } from '~/utils/posted-form.server.ts'

/**
 * The bank posts the 3D Secure result here, from its own site (so without the visitor's session
 * cookie). Nothing in the post is believed: the provider checks the bank's signature against the
 * result it recorded and charges at most once; the visitor then lands on the checkout page, which
 * shows the policy or why the payment failed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await postedForm(request)
  const field = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value.slice(0, 200) : ''
  }
  const result = await completeThreeDPayment(
    { PaymentId: field('PaymentId'), mdStatus: field('mdStatus'), Signature: field('Signature') },
    await upstreamContext({ request, context }),
  )
  const state = result.ok ? result.body.Data : null
  const [draftId, offerId] = state?.ClientRef.split('/') ?? []
  if (!state || !draftId || !offerId) {
    return data({ verified: false }, { status: 400 })
  }
  const line = (await draftStore().get(draftId))?.product
  if (line && state.Status !== 'awaiting_3d') {
    funnel.paymentEnded(line, state.Status === 'paid', state.Outcome)
  }
  throw redirect(
    `${checkoutPath(draftId, offerId)}?odeme=${encodeURIComponent(state.PaymentId)}`,
    303,
  )
}

// After the action has answered, the route's loader still runs to render the page: it must not
// redirect, or a refused result would turn into a redirect instead of its message.
export const loader = () => null

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageTitle({ matches }, 'Ödeme doğrulanamadı'),
  { name: 'robots', content: 'noindex' },
]

/** Shown when the posted result could not be verified (a forged or broken callback). */
export default function ThreeDResult({ actionData }: Route.ComponentProps) {
  const refused = Boolean(actionData)
  return (
    <main id="icerik" className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-bold">{refused ? 'Ödeme doğrulanamadı' : 'Ödeme sonucu'}</h1>
      {refused ? (
        <p
          role="alert"
          className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-red-800"
        >
          Bankadan gelen doğrulama sonucu geçersiz olduğu için ödeme işlenmedi ve kartınızdan çekim
          yapılmadı. Teklifinize dönüp yeniden deneyebilirsiniz.
        </p>
      ) : (
        <p className="mt-4">
          Bu sayfa bankanızın ödeme sonucunu almak içindir. Ödemenizin durumunu satın aldığınız
          teklifin ödeme sayfasında görebilirsiniz.
        </p>
      )}
      <p className="mt-4">
        <Link to="/" className="font-semibold text-brand-700 underline">
          Ana sayfaya dön
        </Link>
      </p>
    </main>
  )
}

export const ErrorBoundary = RouteErrorBoundary
