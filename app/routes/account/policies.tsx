import { Link, useLoaderData } from 'react-router'
import { requireMember, throwIfTokenRejected } from '~/members/account.server.ts'
import { listPolicies } from '~/upstream/members.server.ts'
import type { Route } from './+types/policies'
import { pageTitle } from '~/seo.ts'

export const meta: Route.MetaFunction = (args) => pageTitle(args, 'Poliçelerim')

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { session, upstream } = await requireMember({ request, context, url })
  const policies = await listPolicies(upstream)
  await throwIfTokenRejected(policies, url, session)
  return { policies: policies.ok ? (policies.body.Results ?? []) : null }
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
            <li key={p.Id} className="py-3">
              <p className="font-semibold">
                {p.InsurerName} — {p.PolicyNumber}
              </p>
              <p className="text-sm text-slate-700">
                {p.StartsOn} – {p.EndsOn} · {p.Premium} TL
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
