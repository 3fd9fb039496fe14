import { Link, Outlet, useLoaderData } from 'react-router'
import { requireMember, throwIfTokenRejected } from '~/members/account.server.ts'
import { getRequestStatuses, listRequests } from '~/upstream/support.server.ts'
import type { Route } from './+types/support'
import { pageTitle } from '~/components/seo.ts'

export const meta: Route.MetaFunction = (args) => pageTitle(args, 'Destek Taleplerim')

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { session, upstream } = await requireMember({ request, context, url })
  const [statuses, list] = await Promise.all([getRequestStatuses(upstream), listRequests(upstream)])
  await throwIfTokenRejected(list, url, session)
  return {
    statuses: statuses.ok ? (statuses.body.Results ?? []) : [],
    requests: list.ok ? (list.body.Results ?? []) : [],
    error: list.ok ? null : list.message,
  }
}

/** The member's requests; below them a new request (index) or one request's thread. */
export default function Support() {
  const support = useLoaderData<typeof loader>()
  return (
    <section aria-labelledby="destek-baslik" className="space-y-6">
      <h2 id="destek-baslik" className="text-xl font-semibold">
        Destek Taleplerim
      </h2>
      {support.error ? (
        <p role="alert" className="text-red-800">
          {support.error}
        </p>
      ) : support.requests.length === 0 ? (
        <p>Henüz bir destek talebiniz yok.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Destek talepleriniz ve durumları</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2">
                Konu
              </th>
              <th scope="col">Tür</th>
              <th scope="col">Durum</th>
            </tr>
          </thead>
          <tbody>
            {support.requests.map((r) => (
              <tr key={r.Id} className="border-b border-slate-200">
                <td className="py-2">
                  <Link to={`/hesabim/destek/${r.Id}`} className="text-brand-700 underline">
                    #{r.Id} {r.Subject}
                  </Link>
                </td>
                <td>{r.TypeText}</td>
                <td>{r.StatusText}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="text-xs text-slate-600">
        Durumlar: {support.statuses.map((s) => s.Text).join(', ')}
      </p>
      <Outlet />
    </section>
  )
}
