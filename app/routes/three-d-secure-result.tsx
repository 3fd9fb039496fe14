import { useEffect, useEffectEvent } from 'react'
import { data, Link, redirect, useRevalidator } from 'react-router'
import { THREE_D_VERIFYING_PATH } from '~/payment/checkout-path.ts'
import {
  askProvider,
  bankResultOf,
  forgetUnanswered,
  keepUnanswered,
  unansweredOf,
} from '~/payment/three-d-result.server.ts'
import type { Route } from './+types/three-d-secure-result'
import { pageTitle } from '~/components/seo.ts'
import { RouteErrorBoundary } from '~/shell/route-error.tsx'
import { postedForm } from '~/utils/posted-form.server.ts'

type View = { view: 'refused' | 'verifying' }

/** How often the verifying page asks again, with or without JavaScript. */
const ASK_AGAIN_SECONDS = 3

/**
 * The bank posts the 3D Secure result here, from its own site (so without the visitor's session
 * cookie). Nothing in the post is believed: the provider checks the bank's signature against the
 * result it recorded and charges at most once; the visitor then lands on the checkout page, which
 * shows the policy or why the payment failed. While the provider does not answer, the payment may
 * have been recorded all the same: the visitor is told the result is being verified, never that
 * it failed, and the verifying page asks again.
 */
export async function action(args: Route.ActionArgs) {
  const result = bankResultOf(await postedForm(args.request))
  const verdict = await askProvider(result, args)
  if (verdict.kind === 'answered') throw redirect(verdict.checkoutHref, 303)
  if (verdict.kind === 'refused') return data<View>({ view: 'refused' }, { status: 400 })
  throw redirect(THREE_D_VERIFYING_PATH, {
    status: 303,
    headers: { 'Set-Cookie': await keepUnanswered(result) },
  })
}

/**
 * The verifying page asks the provider about the result this browser carries. After the action
 * has answered, the loader still runs to render the page (without the verifying page's query): it
 * must not redirect then, or a refused result would turn into a redirect instead of its message.
 */
export async function loader(args: Route.LoaderArgs) {
  if (!new URL(args.request.url).searchParams.has('dogrulama')) return null
  const result = await unansweredOf(args.request)
  if (!result) return null
  const verdict = await askProvider(result, args)
  const forget = { 'Set-Cookie': await forgetUnanswered() }
  if (verdict.kind === 'answered') throw redirect(verdict.checkoutHref, { headers: forget })
  if (verdict.kind === 'refused')
    return data<View>({ view: 'refused' }, { status: 400, headers: forget })
  return { view: 'verifying' } satisfies View
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...pageTitle(
    { matches },
    loaderData?.view === 'verifying' ? 'Ödemenizin sonucunu doğruluyoruz' : 'Ödeme doğrulanamadı',
  ),
  { name: 'robots', content: 'noindex' },
]

/**
 * Asks the provider again every few seconds: with JavaScript by reloading the page's data (its
 * loader sends the visitor on once the provider answers), without it by the browser's own refresh
 * (a meta refresh inside noscript, so the scripted page never reloads).
 */
function useAskingAgain(verifying: boolean) {
  const revalidator = useRevalidator()
  const askAgain = useEffectEvent(() => {
    if (revalidator.state === 'idle') void revalidator.revalidate()
  })
  useEffect(() => {
    if (!verifying) return
    const timer = setInterval(askAgain, ASK_AGAIN_SECONDS * 1000)
    return () => clearInterval(timer)
  }, [verifying])
}

/**
 * A result the provider refused (a forged or broken callback), a result it has not answered about
 * yet, or this page reached without either.
 */
export default function ThreeDResult({ actionData, loaderData }: Route.ComponentProps) {
  const view = actionData?.view ?? loaderData?.view ?? null
  useAskingAgain(view === 'verifying')
  if (view === 'verifying') {
    return (
      <main id="icerik" className="mx-auto max-w-xl px-4 py-12">
        <noscript
          dangerouslySetInnerHTML={{
            __html: `<meta http-equiv="refresh" content="${ASK_AGAIN_SECONDS}">`,
          }}
        />
        <h1 className="text-2xl font-bold">Ödemenizin sonucunu doğruluyoruz</h1>
        <p role="status" className="mt-4 flex items-center gap-2 rounded-md bg-brand-50 p-3">
          <span
            aria-hidden="true"
            className="size-4 shrink-0 animate-spin rounded-full border-2 border-brand-700 border-r-transparent"
          />
          <span>
            Bankanızın gönderdiği sonucu aldık, ancak ödemenizin sonucunu sigorta sistemlerinden
            henüz öğrenemedik. Bu sayfa birkaç saniyede bir yeniden soruyor ve sonuç gelince sizi
            ödeme sayfanıza götürüyor.
          </span>
        </p>
        <p className="mt-4">
          Lütfen ödemeyi yeniden yapmayın. Ödemeniz alındıysa poliçeniz e-posta adresinize de
          gönderilir.
        </p>
        <p className="mt-4">
          <Link to={THREE_D_VERIFYING_PATH} className="font-semibold text-brand-700 underline">
            Sonucu şimdi sorgula
          </Link>
        </p>
      </main>
    )
  }
  return (
    <main id="icerik" className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-bold">
        {view === 'refused' ? 'Ödeme doğrulanamadı' : 'Ödeme sonucu'}
      </h1>
      {view === 'refused' ? (
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
