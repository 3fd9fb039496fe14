import type { AddressInfo } from 'node:net'
import pino from 'pino'
import type { ServerBuild } from 'react-router'
import { pointStorefrontAt } from './agency.ts'

/**
 * The storefront itself in this process, on Vite's development server, its loaders and actions
 * calling `upstream` as they would call the built-in backend. Start it before any app module is
 * imported: the app reads the backend's address as it loads.
 */
export async function startStorefront(upstream: {
  url: string
  siteCredential: string
  dataDir: string
}) {
  pointStorefrontAt(upstream)
  const { createServer } = await import('vite')
  const vite = await createServer({
    // Any Host, as the built server takes any: a test may send the one an attacker would.
    server: { middlewareMode: true, hmr: false, allowedHosts: true },
    logLevel: 'warn',
  })
  const { createStorefront } = await import('../../server/app.ts')
  const app = createStorefront({
    production: false,
    log: pino({ level: 'silent' }),
    build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    devMiddleware: vite.middlewares,
    trustProxy: 'loopback',
  })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await vite.close()
    },
  }
}

/** A page or a form's answer as a browser without JavaScript gets it. */
export interface PageAnswer {
  status: number
  /** Where a redirect leads (path and query), '' otherwise. */
  location: string
  html: string
}

/** A visitor without JavaScript: plain GETs and form posts, cookies kept, redirects not followed. */
export function browserlessVisitor(siteUrl: string) {
  const cookies = new Map<string, string>()
  async function send(path: string, init: RequestInit = {}): Promise<PageAnswer> {
    const response = await fetch(`${siteUrl}${path}`, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';')
      const at = pair.indexOf('=')
      cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
    const location = response.headers.get('location') ?? ''
    return {
      status: response.status,
      location: location && new URL(location, siteUrl).pathname + new URL(location, siteUrl).search,
      html: await response.text(),
    }
  }
  return {
    get: (path: string) => send(path),
    post: (path: string, form: Record<string, string>) =>
      send(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      }),
  }
}
