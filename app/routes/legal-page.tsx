import { PageHeader } from '~/components/page.tsx'
import { UpstreamNotice } from '~/components/upstream-notice.tsx'
import { notFound } from '~/platform/not-found.server.ts'
import { upstreamContext } from '~/session/session.server.ts'
import { legalPages, legalPageSlugs } from '~/content/legal-pages.ts'
import { getPage } from '~/upstream/content.server.ts'
import { formatLongDate } from '~/utils/dates.ts'
import { sanitizeContent } from '~/utils/sanitize.server.ts'
import { pageMeta, pageTitle } from '~/components/seo.ts'
import { sharedPageHandle } from '~/platform/shared-page.ts'
import type { Route } from './+types/legal-page'
import { RouteErrorBoundary } from '~/shell/route-error.tsx'

export const handle = sharedPageHandle

const slugOf = (pathname: string) =>
  legalPageSlugs.find((slug) => pathname.replace(/\/$/, '') === `/${slug}`)

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const slug = slugOf(url.pathname)
  if (!slug) throw notFound()
  const result = await getPage(slug, await upstreamContext({ request, context }))
  if (!result.ok && result.kind === 'http' && result.status === 404) throw notFound()
  if (!result.ok || !result.body.Data) {
    return {
      slug,
      ok: false as const,
      message: result.ok ? 'Sayfa şu anda yüklenemedi.' : result.message,
    }
  }
  const page = result.body.Data
  return {
    slug,
    ok: true as const,
    title: page.Title,
    version: page.Version,
    updatedAt: page.UpdatedAt,
    html: sanitizeContent(page.Content),
  }
}

export const meta: Route.MetaFunction = (args) => {
  const slug = slugOf(args.location.pathname)
  return slug ? pageMeta(args, legalPages[slug]) : pageTitle(args, '{{ad}}')
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const known = legalPages[loaderData.slug]
  const title = loaderData.ok ? loaderData.title : known.title
  return (
    <main id="icerik">
      <PageHeader title={title} crumbs={[{ name: title, path: `/${loaderData.slug}` }]}>
        {loaderData.ok ? (
          <p className="mt-3 text-sm text-slate-600">
            Sürüm {loaderData.version} · Son güncelleme:{' '}
            <time dateTime={loaderData.updatedAt}>{formatLongDate(loaderData.updatedAt)}</time>
          </p>
        ) : null}
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-10">
        {loaderData.ok ? (
          <div
            className="content-html leading-relaxed text-slate-800"
            dangerouslySetInnerHTML={{ __html: loaderData.html }}
          />
        ) : (
          <UpstreamNotice message={loaderData.message} />
        )}
      </div>
    </main>
  )
}

export const ErrorBoundary = RouteErrorBoundary
