import { index, route, type RouteConfig } from '@react-router/dev/routes'
import { definitions } from './quote/definitions.ts'

/**
 * One entry module for every quote page, and one wizard for every line's flow route
 * (`${flowRoute}/:draftId`, each flow route two segments) with each step as a nested route module
 * (decision 015). One route per step, not per line and step: React Router ranks and walks every
 * route on each request, and ten lines' copies of the same steps were half of them (decision 047).
 * The wizard's middleware answers a path that is no line's flow route with the 404 page, and a
 * step of another line with the draft's own step.
 */
function quoteRoutes() {
  const steps = [
    ...new Map(
      definitions.flatMap((line) => line.steps).map((step) => [step.segment, step]),
    ).values(),
  ]
  return [
    ...definitions.map((line) =>
      route(line.quotePage, 'routes/quote-entry.tsx', { id: `teklif-giris-${line.key}` }),
    ),
    route(':hat/:akis/:draftId', 'routes/quote-wizard.tsx', { id: 'teklif' }, [
      index('quote/wizard/resume.ts', { id: 'teklif-devam' }),
      ...steps.map((step) => route(step.segment, step.module, { id: `teklif-${step.segment}` })),
    ]),
  ]
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
  // Issue 28: a visitor reports a claim on their policy after SMS verification.
  route('hasar-bildir', 'routes/visitor-claim.tsx'),
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
    route('policelerim/:policyNumber/hasar', 'routes/account/policy-claim.tsx'),
    route('tekliflerim', 'routes/account/quotes.tsx'),
    route('telefon-degisikligi', 'routes/account/phone.tsx'),
    route('sifre-degisikligi', 'routes/account/password.tsx'),
    route('destek', 'routes/account/support.tsx', [
      index('routes/account/support-new.tsx'),
      route(':requestId', 'routes/account/support-request.tsx'),
    ]),
  ]),
] satisfies RouteConfig
