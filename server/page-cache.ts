import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Request, RequestHandler, Response } from 'express'
import { pageCacheLookup } from './metrics.ts'
import { scriptSourcesOf } from './security.ts'

/**
 * Pages a visitor without a session sees (the home page, service and quote entry pages, guides:
 * where visitors from search and ads land) are the same for all of them. The first view of an
 * address renders it; the next views within `ttlMs` get the same bytes, their scripts allowed by
 * their hashes instead of the first view's nonce (decisions 024 and 055), compressed once at
 * brotli's and gzip's best as soon as that is done. A page is kept only when the app says it is
 * shared (`res.locals.sharedPage`, set through the request context), it answered 200 without
 * setting a cookie, and the request carried no cookie but the ones named in `sharedCookies`
 * (consent), which are part of the key along with the host and the address.
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
      const policy = String(res.getHeader('Content-Security-Policy'))
      res.setHeader('Content-Security-Policy', policy.replace(`'nonce-${nonce}'`, cached.scripts))
      // The request metrics label a hit by the route its render matched, not by matching again.
      res.locals.matchedPattern = cached.matchedPattern
      res.vary('Accept-Encoding')
      // Compressed once a second view shows the page is read again within its period, so a page
      // viewed once per period (most articles) never pays for it; one that cannot be compressed
      // goes on being compressed per view, as any response.
      cached.compressed ??= compressOnce(cached).catch(() => {})
      const encoding = preferredEncoding(req)
      const encoded = encoding && cached.encoded[encoding]
      // Until its compressed forms are ready, the page is compressed as any response is.
      if (encoded)
        res.setHeader('Content-Encoding', encoding).setHeader('Content-Length', encoded.length)
      res.status(200).end(encoded || cached.page)
      pageCacheLookup('hit')
      return
    }
    pageCacheLookup('miss')
    pages.delete(key)
    capture(res, (headers, body) => {
      if (!res.locals.sharedPage || res.statusCode !== 200 || res.getHeader('set-cookie')) return
      if (pages.size >= maxPages) pages.delete(pages.keys().next().value!)
      const page = body()
      const kept: CachedPage = {
        headers,
        page,
        scripts: scriptSourcesOf(page.toString('latin1'), nonce),
        encoded: {},
        compressed: undefined,
        matchedPattern: res.locals.matchedPattern as string | undefined,
        expires: Date.now() + ttlMs,
      }
      pages.set(key, kept)
    })
    next()
  }
}

interface CachedPage {
  headers: [string, string | number | string[]][]
  /** The page as its render sent it, uncompressed. */
  page: Buffer
  /** What allows its scripts in place of the render's nonce: their hashes (`script-src`). */
  scripts: string
  /** The page compressed once, when that is done. */
  encoded: Partial<Record<Encoding, Buffer>>
  /** The compression under way or done, from the page's first hit. */
  compressed: Promise<void> | undefined
  /** The route pattern React Router matched when it rendered the page (`res.locals`). */
  matchedPattern: string | undefined
  expires: number
}

type Encoding = 'br' | 'gzip'

/**
 * Compresses a kept page at the best brotli and gzip levels, off the event loop (zlib's thread
 * pool): about 70 ms of a thread for the 72 KB home page, once per page and period, instead of a
 * fast level on every view.
 */
async function compressOnce(kept: CachedPage) {
  const [br, gz] = await Promise.all([
    promisify(zlib.brotliCompress)(kept.page, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: kept.page.length,
      },
    }),
    promisify(zlib.gzip)(kept.page, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ])
  kept.encoded = { br, gzip: gz }
}

/** The encoding the request accepts that we keep pages in, brotli first (as `compression` does). */
function preferredEncoding(req: Request): Encoding | undefined {
  const accepted = new Map<string, number>()
  for (const part of (req.get('accept-encoding') ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';')
    const quality = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
    if (name) accepted.set(name, quality === undefined ? 1 : Number(quality))
  }
  const accepts = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : undefined
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
