import type { RequestHandler } from 'express'
import type { Logger } from 'pino'
import { request } from 'undici'
import { currentRequestId } from './platform/request-id.ts'

/**
 * The provider's own pages: its card page, its bank's 3D Secure page and the code it checks.
 * Nothing else is forwarded.
 */
const bankPages = new Set(['/kart', '/3d', '/dogrula'])

const unavailablePage = `<!doctype html>
<html lang="tr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Banka sayfası açılamadı</title></head>
<body>
<main>
<h1>Banka sayfası açılamadı</h1>
<p>Bankanın doğrulama sayfasına şu anda ulaşılamıyor; kartınızdan çekim yapılmadı. Lütfen birkaç dakika sonra ödeme sayfasına dönüp yeniden deneyin.</p>
<p><a href="/">Ana sayfaya dönün</a></p>
</main>
</body>
</html>
`

/**
 * The built-in back office's card page and bank (its 3D Secure pages) listen on loopback, so in
 * demo the storefront passes the payer's browser through to them under its own origin (decisions
 * 008, 028 and 068): the one setup where a card crosses the storefront's process, untouched and
 * unlogged. The bank's own Content-Security-Policy replaces the storefront's on these pages.
 */
export function demoBankProxy(bankUrl: string, log: Logger): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'POST' || !bankPages.has(req.path)) return next()
    request(`${bankUrl}${req.path}`, {
      method: 'POST',
      headers: {
        'content-type': String(req.headers['content-type'] ?? ''),
        // The back office logs the payer's request under the storefront's id.
        'x-request-id': currentRequestId() ?? '',
      },
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
      .catch((error: unknown) => {
        log.error(
          { path: req.path, reason: error instanceof Error ? error.message : String(error) },
          'the built-in bank did not answer',
        )
        if (res.headersSent) return res.end()
        res.status(502).type('html').setHeader('cache-control', 'no-store').send(unavailablePage)
      })
  }
}
