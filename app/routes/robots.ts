import { config } from '~/platform/config.server.ts'

export function loader() {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /arama',
    'Disallow: /hesabim',
    'Disallow: /cerez-tercihleri',
    'Disallow: /demo/',
    'Disallow: /*?modal=',
    '',
    `Sitemap: ${config.agency.siteUrl}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
