import { Link } from 'react-router'
import { PageHeader } from '~/components/page.tsx'
import { services } from '~/content/services.ts'
import { upstreamContext } from '~/session/session.server.ts'
import { searchSite } from '~/upstream/search.server.ts'
import { foldTurkish, searchTerms } from '~/utils/turkish.ts'
import { withoutControlCharacters } from '~/validation/control-characters.ts'
import { pageMeta } from '~/components/seo.ts'
import { sharedPageHandle } from '~/platform/shared-page.ts'
import type { Route } from './+types/search'
import { config } from '~/platform/config.server.ts'
import { fillAgency } from '~/content/agency.ts'
import { RouteErrorBoundary } from '~/shell/route-error.tsx'

export const handle = sharedPageHandle

interface Hit {
  type: 'service' | 'faq' | 'article'
  title: string
  excerpt: string
  url: string
}

/** The nine service pages ship with the storefront, so they are searched here, not upstream. */
function searchServices(terms: string[]): Hit[] {
  return fillAgency(services, config.agency)
    .map((s) => {
      const title = foldTurkish(`${s.name} ${s.shortName}`)
      const body = foldTurkish(
        [
          s.tagline,
          s.intro,
          ...s.covers,
          ...s.whoNeeds,
          ...s.priceFactors,
          ...s.faq.map((f) => `${f.question} ${f.answer}`),
        ].join(' '),
      )
      if (!terms.every((t) => title.includes(t) || body.includes(t))) return null
      return {
        score: terms.filter((t) => title.includes(t)).length,
        hit: {
          type: 'service' as const,
          title: s.name,
          excerpt: s.tagline,
          url: `/hizmetlerimiz/${s.key}`,
        },
      }
    })
    .filter((x) => x !== null)
    .sort((a, b) => b.score - a.score)
    .map((x) => x.hit)
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const query = withoutControlCharacters(url.searchParams.get('q') ?? '')
    .trim()
    .slice(0, 100)
  const terms = searchTerms(query)
  if (!terms.length) return { query, hits: [] as Hit[], searched: false, message: null }
  const upstream = await searchSite(query, await upstreamContext({ request, context }))
  const remote: Hit[] = upstream.ok
    ? (upstream.body.Results ?? []).map((r) => ({
        type: r.Type,
        title: r.Title,
        excerpt: r.Excerpt,
        url: r.Url,
      }))
    : []
  return {
    query,
    hits: [...searchServices(terms), ...remote],
    searched: true,
    message: upstream.ok
      ? null
      : 'Sıkça sorulan sorular ve blog yazılarında şu anda arama yapılamıyor.',
  }
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData?.query
      ? `"${args.loaderData.query}" için arama sonuçları`
      : 'Sitede Ara',
    description:
      '{{ad}} sitesinde hizmetler, sıkça sorulan sorular ve blog yazıları arasında arama yapın.',
    noindex: true,
  })

const typeLabels = { service: 'Hizmet', faq: 'Sıkça Sorulan Soru', article: 'Blog' } as const

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, hits, searched, message } = loaderData
  return (
    <main id="icerik">
      <PageHeader title="Sitede Ara" crumbs={[{ name: 'Arama', path: '/arama' }]}>
        <form method="get" action="/arama" role="search" className="mt-5 flex max-w-xl">
          <label htmlFor="arama-sayfa" className="sr-only">
            Aranacak kelime
          </label>
          <input
            id="arama-sayfa"
            type="search"
            name="q"
            defaultValue={query}
            key={query}
            className="min-h-11 w-full rounded-l-md border border-slate-400 px-3 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600"
          />
          <button
            type="submit"
            className="min-h-11 rounded-r-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-900"
          >
            Ara
          </button>
        </form>
      </PageHeader>
      <div className="mx-auto max-w-4xl px-4 py-10">
        {message ? (
          <p className="mb-6 rounded-md bg-amber-50 p-3 text-amber-950">{message}</p>
        ) : null}
        {!searched ? (
          <p className="text-slate-700">
            Aramak istediğiniz konuyu yazın; örneğin “kasko”, “deprem” veya “iade”.
          </p>
        ) : hits.length === 0 ? (
          <div className="text-slate-700">
            <p>
              “{query}” için sonuç bulunamadı. Farklı bir kelimeyle deneyebilir,{' '}
              <Link to="/sss" className="text-brand-700 underline">
                sıkça sorulan sorulara
              </Link>{' '}
              göz atabilir ya da{' '}
              <Link to="/iletisim" className="text-brand-700 underline">
                bize yazabilirsiniz
              </Link>
              .
            </p>
          </div>
        ) : (
          <>
            <p className="text-slate-700">
              “{query}” için {hits.length} sonuç bulundu.
            </p>
            <ol className="mt-6 space-y-4">
              {hits.map((hit) => (
                <li key={hit.url} className="rounded-lg border border-slate-200 p-4">
                  <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
                    {typeLabels[hit.type]}
                  </p>
                  <h2 className="mt-1 text-lg font-semibold">
                    <Link to={hit.url} className="text-brand-900 hover:underline">
                      {hit.title}
                    </Link>
                  </h2>
                  <p className="mt-1 text-slate-700">{hit.excerpt}</p>
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
    </main>
  )
}

export const ErrorBoundary = RouteErrorBoundary
