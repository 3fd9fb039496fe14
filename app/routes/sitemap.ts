import { config } from '~/platform/config.server.ts'
import { services } from '~/content/services.ts'
import { productLines } from '~/quote/product-lines.ts'
import { upstreamContext } from '~/session/session.server.ts'
import { getArticles, legalPageSlugs } from '~/upstream/content.server.ts'
import type { Route } from './+types/sitemap'

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Every public page: content pages, the nine services, each quote page, articles, legal texts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const entries: { path: string; lastmod?: string }[] = [
    { path: '/' },
    { path: '/hakkimizda' },
    { path: '/hizmetlerimiz' },
    ...services.map((s) => ({ path: `/hizmetlerimiz/${s.key}` })),
    ...[...new Set(productLines.map((l) => l.quotePage))].map((path) => ({ path })),
    { path: '/hasar-aninda' },
    { path: '/sss' },
    { path: '/blog' },
    { path: '/iletisim' },
    { path: '/erisilebilirlik' },
    ...legalPageSlugs.map((slug) => ({ path: `/${slug}` })),
  ]
  const articles = await getArticles(await upstreamContext({ request, context }))
  if (articles.ok) {
    for (const a of articles.body.Results ?? []) {
      entries.push({ path: `/blog/${a.Slug}`, lastmod: a.PublishedAt.slice(0, 10) })
    }
  }
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(
      (e) =>
        `  <url><loc>${escapeXml(config.agency.siteUrl + e.path)}</loc>${e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n')
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
