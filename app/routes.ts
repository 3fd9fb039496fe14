import { index, route, type RouteConfig } from '@react-router/dev/routes'

export default [
  index('routes/home.tsx'),
  route('healthz', 'routes/healthz.ts'),
  route('readyz', 'routes/readyz.ts'),
  route('hakkimizda', 'routes/about.tsx'),
  route('hizmetlerimiz', 'routes/services.tsx'),
  route('hizmetlerimiz/:key', 'routes/service.tsx'),
  route('hasar-aninda', 'routes/claims.tsx'),
  route('sss', 'routes/faq.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/:slug', 'routes/article.tsx'),
  route('iletisim', 'routes/contact.tsx'),
  route('gizlilik-ve-kullanim-kosullari-ve-kullanici-sozlesmesi', 'routes/legal-page.tsx', {
    id: 'legal-gizlilik',
  }),
  route('kisisel-verilerin-islenmesine-iliskin-aydinlatma-metni', 'routes/legal-page.tsx', {
    id: 'legal-kvkk',
  }),
  route('mesafeli-satis-sozlesmesi', 'routes/legal-page.tsx', { id: 'legal-mesafeli' }),
  route('cerez-politikasi', 'routes/legal-page.tsx', { id: 'legal-cerez' }),
  route('arama', 'routes/search.tsx'),
  route('cerez-tercihleri', 'routes/cookie-preferences.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('404', 'routes/not-found.tsx'),
  route('*', 'routes/catch-all.ts'),
] satisfies RouteConfig
