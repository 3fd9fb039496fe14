import { Link } from 'react-router'
import { JsonLd } from '~/components/json-ld.tsx'
import { PageHeader } from '~/components/page.tsx'
import { UpstreamNotice } from '~/components/upstream-notice.tsx'
import { useRootData } from '~/components/root-data.ts'
import { notFound } from '~/platform/not-found.server.ts'
import { upstreamContext } from '~/session/session.server.ts'
import { getArticle } from '~/upstream/content.server.ts'
import { formatLongDate } from '~/utils/dates.ts'
import { sanitizeContent } from '~/utils/sanitize.server.ts'
import { pageMeta, pageTitle } from '~/components/seo.ts'
import { sharedPageHandle } from '~/platform/shared-page.ts'
import type { Route } from './+types/article'
import { RouteErrorBoundary } from '~/shell/route-error.tsx'

export const handle = sharedPageHandle

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const result = await getArticle(params.slug, await upstreamContext({ request, context }))
  if (!result.ok && result.kind === 'http' && result.status === 404) throw notFound()
  if (!result.ok || !result.body.Data) {
    return { ok: false as const, message: result.ok ? 'Yazı şu anda yüklenemedi.' : result.message }
  }
  const { Content, ...summary } = result.body.Data
  return { ok: true as const, article: { ...summary, html: sanitizeContent(Content) } }
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData?.ok
    ? pageMeta(args, {
        title: args.loaderData.article.Title,
        description: args.loaderData.article.Summary,
        type: 'article',
      })
    : pageTitle(args, 'Blog')

export default function ArticlePage({ loaderData, params }: Route.ComponentProps) {
  const agency = useRootData()?.agency
  const siteUrl = agency?.siteUrl ?? ''
  if (!loaderData.ok) {
    return (
      <main id="icerik" className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="mb-6 text-3xl font-bold text-brand-900">Blog</h1>
        <UpstreamNotice message={loaderData.message} />
      </main>
    )
  }
  const { article } = loaderData
  return (
    <main id="icerik">
      <PageHeader
        title={article.Title}
        lead={article.Summary}
        crumbs={[
          { name: 'Blog', path: '/blog' },
          { name: article.Title, path: `/blog/${params.slug}` },
        ]}
      >
        <p className="mt-4 text-sm text-slate-600">
          <time dateTime={article.PublishedAt}>{formatLongDate(article.PublishedAt)}</time> ·{' '}
          {article.ReadingMinutes} dk okuma
        </p>
      </PageHeader>
      <article className="mx-auto max-w-3xl px-4 py-10">
        <div
          className="content-html leading-relaxed text-slate-800"
          dangerouslySetInnerHTML={{ __html: article.html }}
        />
        <p className="mt-10">
          <Link to="/blog" className="font-semibold text-brand-700 underline">
            Tüm yazılar
          </Link>
        </p>
      </article>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: article.Title,
          description: article.Summary,
          datePublished: article.PublishedAt,
          inLanguage: 'tr-TR',
          mainEntityOfPage: `${siteUrl}/blog/${params.slug}`,
          author: { '@type': 'Organization', name: agency?.name },
          publisher: {
            '@type': 'Organization',
            name: agency?.name,
            logo: { '@type': 'ImageObject', url: `${siteUrl}/favicon.svg` },
          },
        }}
      />
    </main>
  )
}

export const ErrorBoundary = RouteErrorBoundary
