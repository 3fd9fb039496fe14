import { Link } from 'react-router'
import { UpstreamPage } from '~/components/upstream-page.tsx'
import { UpstreamNotice } from '~/components/upstream-notice.tsx'
import { upstreamContext } from '~/session/session.server.ts'
import { getArticles } from '~/upstream/content.server.ts'
import { formatLongDate } from '~/utils/dates.ts'
import { pageMeta } from '~/components/seo.ts'
import { sharedPageHandle } from '~/platform/shared-page.ts'
import type { Route } from './+types/blog'
import { RouteErrorBoundary } from '~/shell/route-error.tsx'

export const handle = sharedPageHandle

export async function loader({ request, context }: Route.LoaderArgs) {
  const result = await getArticles(await upstreamContext({ request, context }))
  if (!result.ok) return { ok: false as const, message: result.message }
  return { ok: true as const, articles: result.body.Results ?? [] }
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Blog: Sigorta Süreç Rehberi',
    description:
      'Kasko, trafik, sağlık, DASK ve konut sigortasında teklif, poliçe ve hasar süreçlerini adım adım anlatan rehber yazılarımız.',
  })

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <UpstreamPage
      title="Blog"
      lead="Süreç rehberimiz: sigortanızı seçerken, yenilerken ve hasar anında işinize yarayacak bilgiler."
      crumbs={[{ name: 'Blog', path: '/blog' }]}
      width="max-w-6xl"
    >
      {loaderData.ok ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.articles.map((article) => (
            <li
              key={article.Slug}
              className="flex flex-col rounded-lg border border-slate-200 p-5 shadow-sm"
            >
              <p className="text-sm text-slate-600">
                <time dateTime={article.PublishedAt}>{formatLongDate(article.PublishedAt)}</time> ·{' '}
                {article.ReadingMinutes} dk okuma
              </p>
              <h2 className="mt-2 text-lg font-bold text-brand-900">
                <Link to={`/blog/${article.Slug}`} className="hover:underline">
                  {article.Title}
                </Link>
              </h2>
              <p className="mt-2 flex-1 text-slate-700">{article.Summary}</p>
            </li>
          ))}
        </ul>
      ) : (
        <UpstreamNotice message={loaderData.message} />
      )}
    </UpstreamPage>
  )
}

export const ErrorBoundary = RouteErrorBoundary
