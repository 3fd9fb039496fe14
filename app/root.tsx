import type { ReactNode } from 'react'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from 'react-router'
import { data, useLoaderData } from 'react-router'
import type { Route } from './+types/root'
import './app.css'
import { useNonce } from './utils/nonce.tsx'
import { LoginDialogs } from './components/members/login-dialogs.tsx'
import { Toasts } from './components/ui/toasts.tsx'
import { loginDialogView, oneShotSteps } from './members/login-flow.server.ts'
import { commitSession, getSession } from './session.server.ts'

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  return (
    <html lang="tr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
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

/** The member (name only, never the token), a flash toast and the login dialogs' state. */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await getSession(request)
  const member = session.get('member')
  const toast = session.get('toast') ?? null
  const loginDialog = loginDialogView(session, new URL(request.url))
  if (loginDialog && oneShotSteps.has(loginDialog.step)) session.unset('login')
  const changed = Boolean(toast) || Boolean(loginDialog && oneShotSteps.has(loginDialog.step))
  return data(
    {
      user: member ? { name: member.name, surname: member.surname } : null,
      toast,
      loginDialog,
    },
    changed ? { headers: { 'Set-Cookie': await commitSession(session) } } : undefined,
  )
}

export default function App() {
  const { toast, loginDialog } = useLoaderData<typeof loader>()
  return (
    <>
      <Outlet />
      {loginDialog ? <LoginDialogs view={loginDialog} /> : null}
      <Toasts toasts={toast ? [toast] : []} />
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <main className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-2xl font-bold">
        {notFound ? 'Sayfa bulunamadı' : 'Üzgünüz bir sorun oluştu tekrar deneyin.'}
      </h1>
      <p className="mt-4">
        <a className="text-brand-700 underline" href="/">
          Ana sayfaya dönün
        </a>
      </p>
    </main>
  )
}
