import type { RequestHandler, Response } from 'express'
import { pageCacheLookup } from './metrics.ts'

/**
 * Pages a visitor without a session sees (the home page, service and quote entry pages, guides:
 * where visitors from search and ads land) are the same for all of them. The first view of an
 * address renders it; the next views within `ttlMs` get that HTML with their own CSP nonce put in
 * place of the first one's (decision 024). A page is kept only when the app says it is shared
 * (`res.locals.sharedPage`, set through the request context), it answered 200 without setting a
 * cookie, and the request carried no cookie but the ones named in `sharedCookies` (consent), which
 * are part of the key along with the host and the address.
 */
export function anonymousPageCache(options: {
  ttlMs: number
  sharedCookies: readonly string[]
  /** Addresses kept at once; the oldest goes first. */
  maxPages?: number
}): RequestHandler {
  const { ttlMs, maxPages = 500 } = options
  const allowed = new Set(options.sharedCookies)
  const pages = new Map<string, CachedPage>()
  return (req, res, next) => {
    if (ttlMs <= 0 || req.method !== 'GET') return next()
    const cookies = cookieKey(req.get('cookie'), allowed)
    if (cookies === null) return next()
    const key = `${req.get('host')}\n${req.originalUrl}\n${cookies}`
    const nonce = String(res.locals.cspNonce)
    const cached = pages.get(key)
    if (cached && cached.expires > Date.now()) {
      for (const [name, value] of cached.headers) res.setHeader(name, value)
      // The request metrics label a hit by the route its render matched, not by matching again.
      res.locals.matchedPattern = cached.matchedPattern
      res.status(200).end(Buffer.from(cached.parts.join(nonce), 'latin1'))
      pageCacheLookup('hit')
      return
    }
    pageCacheLookup('miss')
    pages.delete(key)
    capture(res, (headers, body) => {
      if (!res.locals.sharedPage || res.statusCode !== 200 || res.getHeader('set-cookie')) return
      if (pages.size >= maxPages) pages.delete(pages.keys().next().value!)
      pages.set(key, {
        headers,
        parts: body().toString('latin1').split(nonce),
        matchedPattern: res.locals.matchedPattern as string | undefined,
        expires: Date.now() + ttlMs,
      })
    })
    next()
  }
}

interface CachedPage {
  headers: [string, string | number | string[]][]
  /**
   * The page split at its nonce, joined again with each later response's own. Its bytes are kept
   * as latin1 text, one character per byte: the nonce is ASCII, and a hit then costs no UTF-8
   * encoding of the whole page.
   */
  parts: string[]
  /** The route pattern React Router matched when it rendered the page (`res.locals`). */
  matchedPattern: string | undefined
  expires: number
}

/**
 * The request's cookies as part of the key when all are shared ones; null when any other is sent
 * (a session, or one the app may read that we do not know of).
 */
function cookieKey(header: string | undefined, allowed: Set<string>): string | null {
  if (!header) return ''
  const pairs: string[] = []
  for (const part of header.split(';')) {
    const pair = part.trim()
    if (!pair) continue
    const name = pair.slice(0, Math.max(pair.indexOf('='), 0))
    if (!allowed.has(name)) return null
    pairs.push(pair)
  }
  return pairs.sort().join('; ')
}

/**
 * Hands `done` the headers the app set and the whole body once the response ends; the body is
 * joined only if `done` asks for it, as most responses are not kept. Installed after compression,
 * so the body is the page as rendered, and the headers are read before the first piece goes out
 * (compression adds its own then).
 */
function capture(
  res: Response,
  done: (headers: CachedPage['headers'], body: () => Buffer) => void,
) {
  const before = new Set(res.getHeaderNames())
  let headers: CachedPage['headers'] | undefined
  const chunks: Buffer[] = []
  const keep = (chunk: unknown, encoding: unknown) => {
    headers ??= res
      .getHeaderNames()
      .filter((name) => !before.has(name))
      .map((name) => [name, res.getHeader(name)!])
    if (typeof chunk === 'string') {
      chunks.push(
        Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
      )
    } else if (chunk instanceof Uint8Array) {
      chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength))
    }
  }
  const write = res.write
  const end = res.end
  res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0])
    return write.apply(this, [chunk, ...rest] as Parameters<typeof write>)
  } as typeof res.write
  res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
    keep(typeof chunk === 'function' ? undefined : chunk, rest[0])
    done(headers!, () => Buffer.concat(chunks))
    return end.apply(this, [chunk, ...rest] as Parameters<typeof end>)
  } as typeof res.end
}
