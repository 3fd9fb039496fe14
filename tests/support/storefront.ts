import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
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
  const serverBuild = () =>
    vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
  const release = await viteStartLock()
  let vite: Awaited<ReturnType<typeof createServer>>
  try {
    vite = await createServer({
      // Any Host, as the built server takes any: a test may send the one an attacker would.
      server: { middlewareMode: true, hmr: false, allowedHosts: true },
      logLevel: 'warn',
    })
    // The app compiled while the lock is held: React Router's type generation, which Vite's
    // server starts beside it, has long written its files by then.
    await serverBuild()
  } finally {
    release()
  }
  const { createStorefront } = await import('../../server/app.ts')
  const app = createStorefront({
    production: false,
    log: pino({ level: 'silent' }),
    build: serverBuild,
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

/**
 * One Vite server of this checkout starting at a time, across Vitest's workers: each start has
 * React Router empty and rewrite `.react-router/types`, and two at once fail with ENOTEMPTY. A
 * lock left by a process that died is taken over, and so is one held longer than any start
 * takes: Vitest's workers are threads of one process, which lives on when one is stopped.
 */
async function viteStartLock() {
  const checkout = createHash('sha256').update(process.cwd()).digest('hex').slice(0, 16)
  const lock = path.join(tmpdir(), `bozok-vite-start-${checkout}`)
  const owner = path.join(lock, 'pid')
  for (;;) {
    try {
      mkdirSync(lock)
      writeFileSync(owner, String(process.pid))
      return () => rmSync(lock, { recursive: true, force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      if (!ownerAlive(lock, owner)) rmSync(lock, { recursive: true, force: true })
      await sleep(100)
    }
  }
}

/** Whether the lock's holder may still be starting Vite: not dead, and not holding it for long. */
function ownerAlive(lock: string, owner: string) {
  try {
    if (Date.now() - statSync(lock).mtimeMs >= 120_000) return false
  } catch {
    // Released meanwhile: the next try takes it.
    return true
  }
  let pid: number
  try {
    pid = Number(readFileSync(owner, 'utf8'))
  } catch {
    // No pid yet: just made.
    return true
  }
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
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
