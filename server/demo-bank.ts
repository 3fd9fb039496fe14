import type { RequestHandler } from 'express'
import { request } from 'undici'

/**
 * Demo mode only: the built-in backend's bank (its 3D Secure pages) listens on loopback, so the
 * storefront passes the payer's browser through to it under its own origin (decision record 008).
 * The bank's own Content-Security-Policy replaces the storefront's on these pages.
 */
export function demoBankProxy(bankUrl: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'POST') return next()
    const target = `${bankUrl}${req.path}`
    request(target, {
      method: 'POST',
      headers: { 'content-type': String(req.headers['content-type'] ?? '') },
      body: req,
      headersTimeout: 15_000,
      bodyTimeout: 15_000,
    })
      .then(async (answer) => {
        res.status(answer.statusCode)
        for (const name of ['content-type', 'content-security-policy', 'cache-control']) {
          const value = answer.headers[name]
          if (typeof value === 'string') res.setHeader(name, value)
        }
        res.send(Buffer.from(await answer.body.arrayBuffer()))
      })
      .catch(next)
  }
}
