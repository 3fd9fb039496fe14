import type { Server } from 'node:http'
import type { Express } from 'express'

/**
 * How long an idle keep-alive connection stays open. nginx keeps its connections to the
 * storefront for 60 s (deploy/bozok-storefront.nginx.conf); with Node's default of 5 s the
 * storefront would close one just as nginx sends a request on it, and nginx answers that request
 * 502 (it does not resend a form post). The storefront closes later than any client here.
 */
export const idleConnectionMs = 65_000

/** The storefront's HTTP server on `port` and `host`, with idle connections held as above. */
export function listen(
  app: Express,
  port: number,
  host: string | undefined,
  listening: () => void,
) {
  const server: Server = host ? app.listen(port, host, listening) : app.listen(port, listening)
  server.keepAliveTimeout = idleConnectionMs
  return server
}
