import { Link } from 'react-router'
import { UpstreamNotice } from '~/components/upstream-notice.tsx'
import { fillAgency } from '~/content/agency.ts'
import { home as homeContent } from '~/content/home.ts'
import { config } from '~/platform/config.server.ts'
import { productCodes } from '~/quote/product-codes.server.ts'
import { productLines } from '~/quote/product-lines.ts'
import { pageMeta } from '~/components/seo.ts'
import { upstreamContext } from '~/session/session.server.ts'
import { getArticles, getFaqPosts } from '~/upstream/content.server.ts'
import { insuranceCompaniesOf } from '~/upstream/lists.server.ts'
import { formatLongDate } from '~/utils/dates.ts'
import { plainText } from '~/utils/sanitize.server.ts'
import { sharedPageHandle } from '~/platform/shared-page.ts'
import type { Route } from './+types/home'
import { RouteErrorBoundary } from '~/shell/route-error.tsx'

export const handle = sharedPageHandle

// The page's texts, product links and dates are sent as data, not as code: the home page is where
// most visits start, and its JavaScript budget is the tightest (issue 17).
// The agency's details are read once at start-up, so the page's texts are filled in once too.
const content = fillAgency(homeContent, config.agency)

/** Every branch a line is sold under (spec §9), for the insurers the agency works with. */
const branchIds = [...new Set(Object.values(productCodes).map((codes) => codes.branchId))]

type FaqList = Extract<Awaited<ReturnType<typeof getFaqPosts>>, { ok: true }>['body']
type FaqItem = { id: number; question: string; answer: string }

// The FAQ list comes from the content cache, one object for as long as it is kept: its answers
// are turned into plain text (an HTML parse each) once per cached list, not on every page view.
const questionsOfList = new WeakMap<FaqList, FaqItem[]>()

function firstQuestions(list: FaqList): FaqItem[] {
  let items = questionsOfList.get(list)
  if (!items) {
    items = (list.Results ?? []).slice(0, 5).map((f) => ({
      id: f.Id,
      question: f.Question,
      answer: plainText(f.Answer),
    }))
    questionsOfList.set(list, items)
  }
  return items
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const upstream = await upstreamContext({ request, context })
  const [faq, articles, companies] = await Promise.all([
    getFaqPosts(upstream),
    getArticles(upstream),
    insuranceCompaniesOf(branchIds, upstream),
  ])
  return {
    content,
    agencyName: config.agency.name,
    lines: productLines.map(({ key, name, quotePage }) => ({ key, name, quotePage })),
    insurers: companies.map(({ Id, Name }) => ({ id: Id, name: Name })),
    faq: faq.ok
      ? {
          ok: true as const,
          items: firstQuestions(faq.body),
        }
      : { ok: false as const, message: faq.message },
    guides: articles.ok
      ? {
          ok: true as const,
          items: (articles.body.Results ?? []).slice(0, 3).map((article) => ({
            ...article,
            published: formatLongDate(article.PublishedAt),
          })),
        }
      : { ok: false as const, message: articles.message },
  }
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: '{{ad}} | Kasko, trafik, sağlık ve DASK tekliflerini karşılaştırın',
    description: args.loaderData?.content.heroLead ?? '',
  })

export default function Home({ loaderData }: Route.ComponentProps) {
  const { faq, guides, insurers, content: home, agencyName } = loaderData
  return (
    <main id="icerik">
      <section className="bg-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:py-16">
          <h1 className="max-w-3xl text-3xl font-bold leading-tight sm:text-4xl">
            {home.heroTitle}
          </h1>
          <p className="mt-4 max-w-2xl text-base text-brand-100 sm:text-lg">{home.heroLead}</p>
          <nav aria-label="Sigorta türleri" className="mt-8">
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
              {loaderData.lines.map((line) => (
                <li key={line.key}>
                  <Link
                    to={line.quotePage}
                    className="flex min-h-14 items-center justify-center rounded-lg bg-white px-3 py-3 text-center font-semibold text-brand-900 shadow-sm hover:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                  >
                    {line.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="nasil-calisir">
        <h2 id="nasil-calisir" className="text-2xl font-bold">
          Nasıl çalışır?
        </h2>
        <ol className="mt-6 grid gap-6 sm:grid-cols-3">
          {home.steps.map((step, i) => (
            <li key={step.title} className="rounded-lg border border-slate-200 p-5">
              <span className="text-sm font-semibold text-brand-600">{i + 1}. adım</span>
              <h3 className="mt-1 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="bg-slate-50" aria-labelledby="neden-biz">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h2 id="neden-biz" className="text-2xl font-bold">
            Neden {agencyName}?
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {home.trust.map((item) => (
              <li key={item.title}>
                <h3 className="font-semibold">{item.title}</h3>
                <p className="mt-2 text-slate-700">{item.text}</p>
              </li>
            ))}
          </ul>
          {insurers.length > 0 ? (
            <>
              <h3 className="mt-10 text-lg font-semibold">Çalıştığımız sigorta şirketleri</h3>
              <ul className="mt-4 flex flex-wrap gap-3">
                {insurers.map((insurer) => (
                  <li
                    key={insurer.id}
                    className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-slate-800"
                  >
                    {insurer.name}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-2">
        <section aria-labelledby="sik-sorulanlar">
          <h2 id="sik-sorulanlar" className="text-2xl font-bold">
            Sıkça sorulan sorular
          </h2>
          {faq.ok ? (
            <div className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200">
              {faq.items.map((item) => (
                <details key={item.id} className="p-4">
                  <summary className="cursor-pointer font-semibold">{item.question}</summary>
                  <p className="mt-2 text-slate-700">{item.answer}</p>
                </details>
              ))}
            </div>
          ) : (
            <div className="mt-6">
              <UpstreamNotice message={faq.message} />
            </div>
          )}
          <Link to="/sss" className="mt-4 inline-block font-semibold text-brand-700 underline">
            Tüm soruları görün
          </Link>
        </section>
        <section aria-labelledby="son-rehberler">
          <h2 id="son-rehberler" className="text-2xl font-bold">
            Son rehber yazıları
          </h2>
          {guides.ok ? (
            <ul className="mt-6 space-y-4">
              {guides.items.map((article) => (
                <li key={article.Slug} className="rounded-lg border border-slate-200 p-4">
                  <h3 className="font-semibold">
                    <Link to={`/blog/${article.Slug}`} className="text-brand-900 hover:underline">
                      {article.Title}
                    </Link>
                  </h3>
                  <p className="mt-1 text-sm text-slate-700">{article.Summary}</p>
                  <p className="mt-2 text-xs text-slate-600">
                    <time dateTime={article.PublishedAt}>{article.published}</time> ·{' '}
                    {article.ReadingMinutes} dk okuma
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-6">
              <UpstreamNotice message={guides.message} />
            </div>
          )}
          <Link to="/blog" className="mt-4 inline-block font-semibold text-brand-700 underline">
            Tüm yazılar
          </Link>
        </section>
      </div>
    </main>
  )
}

export const ErrorBoundary = RouteErrorBoundary
