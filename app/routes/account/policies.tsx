import { Form, Link, useLoaderData } from 'react-router'
import { requireMember, throwIfTokenRejected } from '~/members/account.server.ts'
import { coverPeriodText, policyStatus, type PolicyStatus } from '~/policies/cover-period.ts'
import {
  CancelThroughAgency,
  noWithdrawal,
  WITHDRAWAL_BUTTON,
} from '~/policies/cancel-through-agency.tsx'
import { PolicyFacts } from '~/policies/policy-facts.tsx'
import { productLines } from '~/quote/product-lines.ts'
import { listedRenewal } from '~/policies/renewal-window.ts'
import { config } from '~/platform/config.server.ts'
import { listPolicies } from '~/upstream/members.server.ts'
import type { Route } from './+types/policies'
import { pageTitle } from '~/components/seo.ts'

export const meta: Route.MetaFunction = (args) => pageTitle(args, 'Poliçelerim')

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { session, upstream } = await requireMember({ request, context, url })
  const policies = await listPolicies(upstream)
  await throwIfTokenRejected(policies, url, session)
  if (!policies.ok) return { policies: null }
  return {
    policies: (policies.body.Results ?? []).map((p) => ({
      id: p.Id,
      productKey: p.ProductKey,
      lineName: productLines.find((l) => l.key === p.ProductKey)?.name ?? p.ProductKey,
      // Issue 28: "Yenile" (renewAction) from its first reminder's day, or why not (noRenewal:
      // decisions 060, 080).
      ...listedRenewal(p, config.agency.phone),
      insurer: p.InsurerName,
      policyNumber: p.PolicyNumber,
      period: coverPeriodText(p.StartsOn, p.EndsOn),
      // Today in Türkiye, on the server: the page says the same whatever the visitor's clock.
      status: p.WithdrawnOn ? ('cayıldı' as const) : policyStatus(p.StartsOn, p.EndsOn),
      premium: `${p.Premium} TL`,
      refund: p.WithdrawnOn && p.Refund ? `${p.Refund} TL` : null,
      withdrawHref: p.Withdrawable
        ? `/hesabim/policelerim/${encodeURIComponent(p.PolicyNumber)}/cayma`
        : null,
      // Bought here and past its 14 days, or excepted by the regulation: cancelled through the
      // agency instead.
      noWithdrawal:
        !p.Withdrawable && !p.WithdrawnOn && p.WithdrawalLastDay
          ? noWithdrawal(p.WithdrawalException, p.WithdrawalLastDay)
          : null,
      // Issue 28: a claim is reported from a policy in force.
      claimHref:
        !p.WithdrawnOn && policyStatus(p.StartsOn, p.EndsOn) === 'yürürlükte'
          ? `/hesabim/policelerim/${encodeURIComponent(p.PolicyNumber)}/hasar`
          : null,
      pdfHref: p.Printable
        ? `/hesabim/policelerim/${encodeURIComponent(p.PolicyNumber)}/pdf`
        : null,
    })),
  }
}

const statusBadge: Record<PolicyStatus, { label: string; className: string }> = {
  yürürlükte: { label: 'Yürürlükte', className: 'bg-green-100 text-green-900' },
  başlayacak: { label: 'Başlayacak', className: 'bg-amber-100 text-amber-900' },
  'sona erdi': { label: 'Sona erdi', className: 'bg-slate-200 text-slate-800' },
  cayıldı: { label: 'Cayıldı', className: 'bg-red-100 text-red-900' },
}

export default function Policies() {
  const { policies } = useLoaderData<typeof loader>()
  return (
    <section aria-labelledby="police-baslik">
      <h2 id="police-baslik" className="text-xl font-semibold">
        Poliçelerim
      </h2>
      {policies === null ? (
        <p role="alert" className="mt-3 text-red-800">
          Poliçeleriniz şu anda yüklenemedi. Lütfen birazdan tekrar deneyin.
        </p>
      ) : policies.length === 0 ? (
        <div className="mt-3 rounded-lg border border-dashed border-slate-300 p-6 text-center">
          <p>Henüz size ait bir poliçe bulunmuyor.</p>
          <Link to="/" className="mt-2 inline-block font-semibold text-brand-700 underline">
            Teklif almaya başlayın
          </Link>
        </div>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {policies.map((p) => (
            <li key={p.id} className="py-3" data-testid="police">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{p.lineName}</span>
                <span
                  className={`rounded px-2 py-0.5 text-xs font-semibold ${statusBadge[p.status].className}`}
                >
                  {statusBadge[p.status].label}
                </span>
              </p>
              <PolicyFacts
                insurer={p.insurer}
                policyNumber={p.policyNumber}
                period={p.period}
                className="mt-1 text-sm sm:grid-cols-[9rem_1fr]"
              >
                <dt>Prim</dt>
                <dd>{p.premium}</dd>
                {p.refund ? (
                  <>
                    <dt>İade</dt>
                    <dd data-testid="police-iade">{p.refund}</dd>
                  </>
                ) : null}
              </PolicyFacts>
              {p.pdfHref ? (
                <a
                  href={p.pdfHref}
                  download
                  className="mt-1 inline-block text-sm font-semibold text-brand-700 underline"
                >
                  Poliçeyi PDF olarak indir
                  <span className="sr-only"> ({p.policyNumber})</span>
                </a>
              ) : null}
              {p.claimHref ? (
                <Link
                  to={p.claimHref}
                  className="mt-1 mr-4 ml-4 inline-block text-sm font-semibold text-brand-700 underline"
                >
                  Hasar Bildir
                  <span className="sr-only"> ({p.policyNumber})</span>
                </Link>
              ) : null}
              {p.renewAction ? (
                // A post: the renewal sends an SMS code, which a link's prefetch must not do.
                <Form method="post" action={p.renewAction} className="mt-1 mr-4 inline-block">
                  <input type="hidden" name="ProductKey" value={p.productKey} />
                  <button type="submit" className="text-sm font-semibold text-brand-700 underline">
                    Yenile
                    <span className="sr-only"> ({p.policyNumber})</span>
                  </button>
                </Form>
              ) : p.noRenewal ? (
                <p className="mt-1 text-sm text-slate-700" data-testid="yenileme-tarihi">
                  {p.noRenewal}
                </p>
              ) : null}
              {p.withdrawHref ? (
                <Link
                  to={p.withdrawHref}
                  className="mt-1 ml-4 inline-block text-sm font-semibold text-red-800 underline"
                >
                  {WITHDRAWAL_BUTTON}
                  <span className="sr-only"> ({p.policyNumber})</span>
                </Link>
              ) : p.noWithdrawal ? (
                <CancelThroughAgency why={p.noWithdrawal} member />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
