import type { ReactNode } from 'react'
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from 'react-router'
import type { Route } from './+types/root'
import { useNonce } from './utils/nonce.tsx'
import { SiteStyles } from './utils/site-styles.tsx'
import { config, siteNotice } from './platform/config.server.ts'
import { readConsent } from './platform/consent.server.ts'
import { commitSession, getSession, upstreamContext } from './session/session.server.ts'
import { getPage } from './upstream/content.server.ts'
import { sanitizeContent } from './utils/sanitize.server.ts'
import { JsonLd } from './components/json-ld.tsx'
import { CookieBanner } from './shell/on-demand-banner.tsx'
import { Footer } from './shell/footer.tsx'
import { Header } from './shell/header.tsx'
import { CookiePreferences, LoginDialogs } from './shell/on-demand-dialogs.tsx'
import { NavigationProgress } from './shell/navigation-progress.tsx'
import { rootDataContext, type RootData } from './components/root-data.ts'
import { Toasts } from './components/ui/toasts.tsx'
import { ErrorMessage } from './shell/route-error.tsx'
import { organizationData } from './content/agency.ts'
import { services } from './content/services.ts'
import { loginDialogView, oneShotSteps } from './members/login-flow.server.ts'
import { matchedPatternContext } from './platform/request-context.ts'

/** Every page, data request and action passes here first: it reports the route it matched. */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context, pattern }) => context.get(matchedPatternContext)(pattern),
]

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/site.webmanifest' },
]

/** The shell's state for every page: flash toast, agency contact, consent, the member's name. */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const session = await getSession(request)
  const toast = session.get('toast') ?? null
  const member = session.get('member')
  const loginDialog = loginDialogView(session, url)
  // One-shot login steps (a notice, a redirect) show once; the pending login then ends.
  const loginStepShown = Boolean(loginDialog && oneShotSteps.has(loginDialog.step))
  if (loginStepShown) session.unset('login')
  let cookiePolicy: RootData['cookiePolicy'] = null
  if (url.searchParams.get('modal') === 'cerez-tercihleri') {
    const page = await getPage(
      'cerez-politikasi',
      await upstreamContext({ request, context }, session),
    )
    cookiePolicy =
      page.ok && page.body.Data
        ? { ok: true, html: sanitizeContent(page.body.Data.Content) }
        : { ok: false, message: page.ok ? 'Çerez politikası şu anda yüklenemedi.' : page.message }
  }
  const { siteUrl, name, legalName, phone, email, address } = config.agency
  const rootData: RootData = {
    agency: { siteUrl, name, legalName, phone, email, address },
    siteNotice: siteNotice(config),
    serviceMenu: services.map((s) => ({ key: s.key, name: s.name })),
    toast: toast ? { ...toast, id: crypto.randomUUID() } : null,
    consent: readConsent(request),
    user: member ? { name: member.name, surname: member.surname } : null,
    cookiePolicy,
    organization: organizationData(config.agency),
  }
  context.set(rootDataContext, rootData)
  // Reading a flash consumes it; the session is saved only then, so plain page views stay cheap.
  return data(
    { ...rootData, loginDialog },
    {
      headers: toast || loginStepShown ? { 'Set-Cookie': await commitSession(session) } : undefined,
    },
  )
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  return (
    <html lang="tr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <SiteStyles />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { agency, user, toast, consent, cookiePolicy, serviceMenu, loginDialog, organization } =
    loaderData
  const location = useLocation()
  const modal = new URLSearchParams(location.search).get('modal')
  return (
    <>
      <a
        href="#icerik"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        İçeriğe geç
      </a>
      <NavigationProgress />
      {loaderData.siteNotice ? (
        <p className="bg-amber-100 px-4 py-1 text-center text-xs text-amber-950">
          {loaderData.siteNotice}
        </p>
      ) : null}
      <Header
        agency={agency}
        user={user}
        serviceMenu={serviceMenu}
        loginPopover={loginDialog?.step === 'form' ? loginDialog : null}
      />
      <Outlet />
      <Footer agency={agency} serviceMenu={serviceMenu} />
      {consent.decided ? null : <CookieBanner />}
      {modal === 'cerez-tercihleri' ? (
        <CookiePreferences key={location.search} consent={consent} policy={cookiePolicy} />
      ) : null}
      {loginDialog && loginDialog.step !== 'form' ? <LoginDialogs view={loginDialog} /> : null}
      <Toasts toasts={toast ? [toast] : []} />
      <JsonLd data={organization} />
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorMessage error={error} />
}
