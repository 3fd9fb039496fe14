import { data, Form, Link, redirect } from 'react-router'
import { Button } from '~/components/ui/button.tsx'
import { config } from '~/platform/config.server.ts'
import { coverPeriodText } from '~/policies/cover-period.ts'
import { PolicyFacts } from '~/policies/policy-facts.tsx'
import { noOnlineRenewal, renewalFacts } from '~/policies/renewal-window.ts'
import { startRenewal } from '~/quote/renewal/start.server.ts'
import { usePendingSubmission } from '~/components/forms/use-pending.ts'
import { allowEntryAttempt, entryLimitMessage } from '~/platform/visitor-limits.server.ts'
import { productLines } from '~/quote/product-lines.ts'
import { commitSession, getSession, upstreamContext } from '~/session/session.server.ts'
import { getRenewal } from '~/upstream/renewal.server.ts'
import { notFound } from '~/platform/not-found.server.ts'
import type { Route } from './+types/policy-renewal-link'
import { pageTitle } from '~/components/seo.ts'

export const meta: Route.MetaFunction = (args) => [
  ...pageTitle(args, 'Poliçe yenileme'),
  { name: 'robots', content: 'noindex' },
]

/**
 * A renewal reminder's signed link: which policy ends, what it insures, and the way to a new
 * quote for the same line. The provider checks the token: a refused one is not found (spec §8);
 * a failed check says so here.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const upstream = await upstreamContext({ request, context }, await getSession(request))
  const renewal = await getRenewal({ RenewalToken: params.token }, upstream)
  if (!renewal.ok || !renewal.body.Data) {
    if (renewal.ok || renewal.kind === 'http') throw notFound()
    return data({ renewal: null }, { status: 503 })
  }
  const policy = renewal.body.Data
  const line = productLines.find((l) => l.key === policy.ProductKey)
  return {
    renewal: {
      lineName: line?.name ?? policy.ProductKey,
      insurer: policy.InsurerName,
      policyNumber: policy.PolicyNumber,
      period: coverPeriodText(policy.StartsOn, policy.EndsOn),
      subject: policy.Subject,
      withdrawn: policy.Withdrawn,
      // A renewal a step would refuse (decision 081) or no insurer would quote (decision 083):
      // why, or for a vehicle inside its window when and through whom, not a button ending in a
      // refusal or an empty offers page.
      notYet: noOnlineRenewal(renewalFacts(policy), config.agency.phone),
    },
  }
}

const linkClass = 'font-semibold text-brand-700 underline'

/**
 * "Yenile": a new quote for the same line with the policy's subject carried over, after the SMS
 * code sent to the policy owner's phone (decision 044). Limited like the quote entry's codes.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await getSession(request)
  const upstream = await upstreamContext({ request, context }, session)
  if (!(await allowEntryAttempt(upstream.visitor?.ip ?? 'bilinmiyor'))) {
    return data({ error: entryLimitMessage }, { status: 429 })
  }
  const renewal = await getRenewal({ RenewalToken: params.token }, upstream)
  if (!renewal.ok || !renewal.body.Data) {
    return data({ error: renewal.ok ? unavailable : renewal.message }, { status: 400 })
  }
  const started = await startRenewal(session, renewal.body.Data, upstream)
  if (!started.ok) return data({ error: started.message }, { status: 400 })
  return redirect(started.verifyUrl, { headers: { 'Set-Cookie': await commitSession(session) } })
}

const unavailable = 'Yenileme bilgileri şu anda alınamıyor. Lütfen birkaç dakika sonra deneyin.'

function RenewForm({ error }: { error: string | null }) {
  const pending = usePendingSubmission({ intent: 'yenile' })
  return (
    <Form method="post" className="mt-6">
      {error ? (
        <p role="alert" className="mb-3 text-red-800">
          {error}
        </p>
      ) : null}
      <Button type="submit" name="intent" value="yenile" pending={pending}>
        Yenile
      </Button>
      <p className="mt-3 text-sm text-slate-700">
        Poliçe sahibinin cep telefonuna bir SMS kodu gönderilir. Kodu girdiğinizde poliçenin
        sigortaladığı bilgiler yeni teklife aktarılır; size yalnızca kontrol etmek kalır. Yenile’ye
        basarak, poliçenizi alırken kabul ettiğiniz gizlilik politikası ve aydınlatma metnini bu
        teklif için de kabul etmiş olursunuz.
      </p>
    </Form>
  )
}

export default function PolicyRenewalLink({ loaderData, actionData }: Route.ComponentProps) {
  const { renewal } = loaderData
  if (!renewal) {
    return (
      <main id="icerik" className="mx-auto max-w-2xl px-4 py-12">
        <h1 className="text-2xl font-bold text-brand-900">Yenileme bilgileri şu anda alınamıyor</h1>
        <p className="mt-4 text-slate-700">
          Lütfen birkaç dakika sonra bağlantıyı yeniden açın. Yeni bir teklifi her zaman ana
          sayfadan alabilirsiniz.
        </p>
        <p className="mt-6">
          <Link to="/" className={linkClass}>
            Teklif al
          </Link>
        </p>
      </main>
    )
  }
  return (
    <main id="icerik" className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-2xl font-bold text-brand-900">{renewal.lineName} poliçenizi yenileyin</h1>
      <PolicyFacts
        insurer={renewal.insurer}
        policyNumber={renewal.policyNumber}
        period={renewal.period}
        className="mt-4 sm:grid-cols-[10rem_1fr]"
      >
        {renewal.subject ? (
          <>
            <dt>Sigortalanan</dt>
            <dd data-testid="yenilenen">{renewal.subject}</dd>
          </>
        ) : null}
      </PolicyFacts>
      {renewal.withdrawn ? (
        <p className="mt-6 text-slate-700">
          Bu poliçe cayma hakkınızla iptal edildi; yenilenecek bir poliçe yok.
        </p>
      ) : renewal.notYet ? (
        <p className="mt-6 text-slate-700" data-testid="yenileme-tarihi">
          {renewal.notYet}
        </p>
      ) : (
        <RenewForm error={actionData?.error ?? null} />
      )}
    </main>
  )
}
