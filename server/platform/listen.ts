import { createServer } from 'node:http'
import type { Server } from 'node:net'
import type { Express } from 'express'

/**
 * How long an idle keep-alive connection stays open. nginx keeps its connections to the
 * storefront for 60 s (deploy/bozok-storefront.nginx.conf); with Node's default of 5 s the
 * storefront would close one just as nginx sends a request on it, and nginx answers that request
 * 502 (it does not resend a form post). The storefront closes later than any client here.
 */
export const idleConnectionMs = 65_000

/**
 * A port the process cannot listen on is the operator's setting to change: an error named
 * ConfigError, which stops the start with one line naming the setting and the port instead of a
 * stack trace (server/index.ts, server/agency/main.ts). Any other error is returned as it came.
 */
export function portRefused(setting: string, port: number, error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException | null)?.code
  const why =
    code === 'EADDRINUSE'
      ? 'başka bir süreç bu portu kullanıyor'
      : code === 'EACCES'
        ? 'bu portu açma izni yok'
        : null
  if (!why) return error
  const refused = new Error(`Yapılandırma hatalı: ${setting}: ${port} portu açılamadı, ${why}`)
  refused.name = 'ConfigError'
  return refused
}

/**
 * `server` listening on `port` and `host` (every interface when none): resolved once it
 * listens, rejected as `portRefused` says when it cannot.
 */
export function listenOn<S extends Server>(
  server: S,
  { port, host, setting }: { port: number; host?: string; setting: string },
): Promise<S> {
  return new Promise((resolve, reject) => {
    const refused = (error: Error) => reject(portRefused(setting, port, error))
    server.once('error', refused)
    server.listen(port, host, () => {
      server.off('error', refused)
      resolve(server)
    })
  })
}

/** The storefront's HTTP server on PORT and HOST, with idle connections held as above. */
export function listen(app: Express, port: number, host: string | undefined) {
  const server = createServer(app)
  server.keepAliveTimeout = idleConnectionMs
  return listenOn(server, { port, host, setting: 'PORT' })
}
