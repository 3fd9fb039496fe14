import { data, Link } from 'react-router'
import { coverPeriodText } from '~/policies/cover-period.ts'
import { productLines } from '~/quote/product-lines.ts'
import { getSession, upstreamContext } from '~/session.server.ts'
import { getRenewal } from '~/upstream/renewal.server.ts'
import type { Route } from './+types/policy-renewal-link'
import { pageTitle } from '~/seo.ts'

export const meta: Route.MetaFunction = (args) => [
  ...pageTitle(args, 'Poliçe yenileme'),
  { name: 'robots', content: 'noindex' },
]

/**
 * A renewal reminder's signed link: which policy ends, what it insures, and the way to a new
 * quote for the same line. The provider checks the token; a refused one says so.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const upstream = await upstreamContext({ request, context }, await getSession(request))
  const renewal = await getRenewal({ RenewalToken: params.token }, upstream)
  if (!renewal.ok || !renewal.body.Data) {
    const failed = !renewal.ok && renewal.kind !== 'http'
    return data({ renewal: null, failed }, { status: failed ? 503 : 404 })
  }
  const policy = renewal.body.Data
  const line = productLines.find((l) => l.key === policy.ProductKey)
  return {
    failed: false,
    renewal: {
      lineName: line?.name ?? policy.ProductKey,
      quotePage: line?.quotePage ?? '/',
      insurer: policy.InsurerName,
      policyNumber: policy.PolicyNumber,
      period: coverPeriodText(policy.StartsOn, policy.EndsOn),
      subject: policy.Subject,
      withdrawn: policy.Withdrawn,
    },
  }
}

const linkClass = 'font-semibold text-brand-700 underline'

export default function PolicyRenewalLink({ loaderData }: Route.ComponentProps) {
  const { renewal, failed } = loaderData
  if (!renewal) {
    return (
      <main id="icerik" className="mx-auto max-w-2xl px-4 py-12">
        <h1 className="text-2xl font-bold text-brand-900">
          {failed ? 'Yenileme bilgileri şu anda alınamıyor' : 'Bu bağlantı artık geçerli değil'}
        </h1>
        <p className="mt-4 text-slate-700">
          {failed
            ? 'Lütfen birkaç dakika sonra bağlantıyı yeniden açın.'
            : 'Yenileme bağlantısı poliçenizin bitişinden 30 gün sonrasına kadar ve yalnızca size gönderildiği haliyle çalışır.'}{' '}
          Yeni bir teklifi her zaman ana sayfadan alabilirsiniz.
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
      <dl className="mt-4 grid gap-x-3 text-slate-700 sm:grid-cols-[10rem_1fr]">
        <dt>Sigorta şirketi</dt>
        <dd>{renewal.insurer}</dd>
        <dt>Poliçe numarası</dt>
        <dd>{renewal.policyNumber}</dd>
        <dt>Sigorta süresi</dt>
        <dd>{renewal.period}</dd>
        {renewal.subject ? (
          <>
            <dt>Sigortalanan</dt>
            <dd data-testid="yenilenen">{renewal.subject}</dd>
          </>
        ) : null}
      </dl>
      {renewal.withdrawn ? (
        <p className="mt-6 text-slate-700">
          Bu poliçe cayma hakkınızla iptal edildi; yenilenecek bir poliçe yok.
        </p>
      ) : (
        <p className="mt-6">
          <Link
            to={renewal.quotePage}
            className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-900"
          >
            Yenile
          </Link>
          <span className="ml-3 text-sm text-slate-700">
            Yeni teklif için T.C. kimlik numaranızı ve cep telefonunuzu girip SMS ile doğrulamanız
            yeterli.
          </span>
        </p>
      )}
    </main>
  )
}
