import { createHash, randomBytes } from 'node:crypto'
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

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/g

/**
 * The `script-src` sources that allow exactly the scripts of a page that `nonce` allowed: the
 * hashes of its inline scripts that carry that nonce (decision 055). A script put into the page
 * without the nonce (markup injected through content) stays refused, as under the nonce; the inert
 * hydration script is included, as its text is run once the page has painted (decision 026).
 * `html` is the page as latin1 text, one character per byte, so a hash covers the bytes sent.
 */
export function scriptSourcesOf(html: string, nonce: string): string {
  const sources = new Set<string>()
  for (const [, attributes, text] of html.matchAll(inlineScript)) {
    if (!attributes!.includes(` nonce="${nonce}"`) || /\ssrc=/.test(attributes!)) continue
    const hash = createHash('sha256').update(Buffer.from(text!, 'latin1')).digest('base64')
    sources.add(`'sha256-${hash}'`)
  }
  return [...sources].join(' ')
}
