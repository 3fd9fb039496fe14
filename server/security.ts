import { randomBytes } from 'node:crypto'
import type { RequestHandler } from 'express'

/**
 * A fresh nonce per response, handed to React Router through the load context; scripts run only
 * with it. Styles allow inline attributes because server-rendered markup sets a few sizes inline.
 */
export function securityHeaders(options: {
  production: boolean
  devServer: boolean
  /** The payment provider's 3D Secure origin: the checkout form posts the browser there. */
  formActionOrigins?: string[]
}): RequestHandler {
  const formAction = ["'self'", ...(options.formActionOrigins ?? [])].join(' ')
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString('base64')
    res.locals.cspNonce = nonce
    const directives = [
      "default-src 'self'",
      `script-src 'nonce-${nonce}' 'strict-dynamic'`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self'",
      `connect-src 'self'${options.devServer ? ' ws:' : ''}`,
      `form-action ${formAction}`,
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "object-src 'none'",
    ]
    res.setHeader('Content-Security-Policy', directives.join('; '))
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
    res.setHeader('X-Frame-Options', 'DENY')
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)')
    if (options.production) {
      res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains')
    }
    next()
  }
}
