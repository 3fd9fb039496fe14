import { index, route, type RouteConfig } from '@react-router/dev/routes'
import { definitions } from './quote/definitions.ts'

/**
 * One entry module for every quote page; one wizard layout for every flow route, with each of the
 * line's steps as a nested route module (decision 015).
 */
function quoteRoutes() {
  return definitions.flatMap((line) => [
    route(line.quotePage, 'routes/quote-entry.tsx', { id: `teklif-giris-${line.key}` }),
    route(`${line.flowRoute}/:draftId`, 'routes/quote-wizard.tsx', { id: `teklif-${line.key}` }, [
      index('quote/wizard/resume.ts', { id: `teklif-${line.key}-devam` }),
      ...line.steps.map((step) =>
        route(step.segment, step.module, { id: `teklif-${line.key}-${step.segment}` }),
      ),
    ]),
  ])
}

export default [
  index('routes/home.tsx'),
  route('readyz', 'routes/readyz.ts'),
  ...quoteRoutes(),
  route('demo/outbox', 'routes/demo-outbox.tsx'),
  route('demo/outbox.json', 'routes/demo-outbox-json.ts'),
  route('demo/outbox/:id/ek', 'routes/demo-outbox-attachment.ts'),
  route('teklif-pdf/:draftId', 'routes/quote-pdf.ts'),
  route('teklif-akisi/:draftId', 'routes/offer-stream.ts'),
  // Checkout of one offer (decision record 008); the bank posts its 3D result to odeme/3d-sonuc.
  route('odeme/3d-sonuc', 'routes/three-d-secure-result.tsx'),
  route('odeme/:draftId/:offerId', 'routes/checkout.tsx'),
  route('police-pdf/:draftId/:offerId', 'routes/policy-pdf.ts'),
  // The signed, expiring link of a policy e-mail, and the page a refused one leads to.
  route('police/indir', 'routes/policy-link-refused.tsx'),
  route('police/indir/:token', 'routes/policy-link.ts'),
  route('police/cayma/:token', 'routes/policy-link-withdrawal.tsx'),
  route('police/yenile/:token', 'routes/policy-renewal-link.tsx'),
  route('hakkimizda', 'routes/about.tsx'),
  route('hizmetlerimiz', 'routes/services.tsx'),
  route('hizmetlerimiz/:key', 'routes/service.tsx'),
  route('hasar-aninda', 'routes/claims.tsx'),
  route('sss', 'routes/faq.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/:slug', 'routes/article.tsx'),
  route('iletisim', 'routes/contact.tsx'),
  route('erisilebilirlik', 'routes/accessibility-statement.tsx'),
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
  // Spec §2: the app shell page is registered at /_app.
  route('_app', 'routes/app-shell.tsx'),
  route('404', 'routes/not-found.tsx'),
  route('*', 'routes/catch-all.ts'),
  route('giris', 'routes/login.ts'),
  route('cikis', 'routes/logout.ts'),
  route('uyeOl', 'routes/sign-up.tsx'),
  // Spec §4 create-support mode: a support request after SMS verification, without an account.
  route('destek-talebi', 'routes/visitor-support.tsx'),
  route('sifremiUnuttum', 'routes/forgot-password.tsx'),
  route('ilceler', 'routes/counties.ts'),
  route('uavt/:level', 'routes/uavt-list.ts'),
  route('telefon-modelleri', 'routes/phone-models.ts'),
  route('hesabim/policelerim/:policyNumber/pdf', 'routes/account/policy-pdf.ts'),
  route('hesabim/policelerim/:policyNumber/yenile', 'routes/account/policy-renewal.ts'),
  route('hesabim', 'routes/account/layout.tsx', [
    index('routes/account/profile.tsx'),
    route('policelerim', 'routes/account/policies.tsx'),
    route('policelerim/:policyNumber/cayma', 'routes/account/policy-withdrawal.tsx'),
    route('sifre-degisikligi', 'routes/account/password.tsx'),
    route('destek', 'routes/account/support.tsx', [
      index('routes/account/support-new.tsx'),
      route(':requestId', 'routes/account/support-request.tsx'),
    ]),
  ]),
] satisfies RouteConfig
