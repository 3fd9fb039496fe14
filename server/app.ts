import { AsyncResource } from 'node:async_hooks'
import { readdirSync } from 'node:fs'
import zlib from 'node:zlib'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express, { type RequestHandler } from 'express'
import type { ServerBuild } from 'react-router'
import type { Logger } from 'pino'
import type { requestContext } from '../app/platform/request-context.ts'
import type { AgencyState } from './agency-process.ts'
import { bodyLimits } from './body-limits.ts'
import { maskIdentities } from './platform/logger.ts'
import { demoBankProxy } from './demo-bank.ts'
import { requestMetrics } from './metrics.ts'
import { anonymousPageCache } from './page-cache.ts'
import { plainPage } from './platform/plain-page.ts'
import { requestIdFrom, withRequestId } from './platform/request-id.ts'
import { securityHeaders } from './security.ts'

export interface StorefrontOptions {
  production: boolean
  log: Logger
  /** Production: the built server bundle. Development: Vite's module loader supplies it. */
  build: ServerBuild | (() => Promise<ServerBuild>)
  /** Development only: Vite's middleware serving sources with HMR. */
  devMiddleware?: RequestHandler
  clientDir?: string
  /** express's `trust proxy` (TRUST_PROXY): whose X-Forwarded-For names the visitor. */
  trustProxy: string
  /** The built-in bank's base URL while it takes the payments, served to browsers under /demo/banka. */
  demoBankUrl?: string
  /** Origins besides 'self' that forms may post to: the payment provider's 3D Secure page. */
  formActionOrigins?: string[]
  /** Shared pages served again to visitors without a session for this long (decision 024). */
  pageCache?: { ttlMs: number; sharedCookies: readonly string[] }
  /** The built-in back office this process started and restarts, when it runs one. */
  backOffice?: () => AgencyState
}

function requestLog(log: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint()
    // Bound to the request's scope, so the line carries its request id.
    res.on(
      'finish',
      AsyncResource.bind(() => {
        // Only the path: query strings may carry a search term or a code, and paths are masked too.
        log.info(
          {
            method: req.method,
            path: maskIdentities(req.path),
            status: res.statusCode,
            ms: Number(process.hrtime.bigint() - started) / 1e6,
          },
          'request',
        )
      }),
    )
    next()
  }
}

/**
 * One id per request, the proxy's X-Request-Id or a new one: every log line of this request and
 * of the back office's calls made for it carries it, and the response names it to the visitor.
 */
export const requestScope: RequestHandler = (req, res, next) => {
  const id = requestIdFrom(req.get('x-request-id'))
  res.setHeader('X-Request-Id', id)
  withRequestId(id, next)
}

/**
 * The visitor as routes see them (per-IP limits, İYS evidence): the address express trusts under
 * TRUST_PROXY, so a visitor cannot forge another one with X-Forwarded-For.
 */
export const visitorOf = (req: express.Request) => ({
  ip: req.ip,
  userAgent: req.get('user-agent'),
})

/** What `app/entry.server.tsx` exports besides the renderer. */
export interface AppServerEntry {
  requestContext: typeof requestContext
  endOfferStreams: () => void
  abandonOfferCollections: () => void
}

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Exempt from the check. The 3D Secure result is posted by the visitor's browser from the bank's
 * page, so it is cross-site by design; it carries no session authority of its own and the
 * payment result is verified server-side with the bank before anything is recorded.
 */
const crossSiteCallbacks = new Set(['/odeme/3d-sonuc'])

/**
 * React Router refuses (400) an action whose Origin is not the request's own, before the route
 * runs. The bank's page posts the 3D Secure result from the bank's origin, or from an opaque one
 * (`Origin: null`); the result is verified with the provider, not by where it came from, so the
 * callback's Origin is dropped before React Router sees it. Every other post keeps its Origin.
 */
export const crossSiteCallbackOrigin: RequestHandler = (req, _res, next) => {
  if (crossSiteCallbacks.has(req.path)) delete req.headers.origin
  next()
}

/** The browser's own verdict (Sec-Fetch-Site) when it sent one, otherwise the Origin's host. */
function isCrossSite(sentSite: string | undefined, origin: string | undefined, host: string) {
  // Only same-origin and none (typed or bookmarked) pass: same-site is any sibling subdomain,
  // which the agency does not control alone (a hosted blog, a campaign page).
  if (sentSite) return sentSite !== 'same-origin' && sentSite !== 'none'
  if (!origin) return false
  // "null" is what a browser sends for an opaque origin (a sandboxed frame, a data: page).
  if (origin === 'null') return true
  try {
    return new URL(origin).host !== host
  } catch {
    return true
  }
}

const refusalPage = plainPage(
  'İşlem reddedildi',
  'Bu form başka bir siteden gönderildiği için güvenliğiniz gereği işleme alınmadı. Lütfen işleminizi doğrudan sitemiz üzerinden yapın.',
)

/**
 * Refuses state-changing requests another site made the visitor's browser send (login CSRF, a
 * consent or profile changed behind the visitor's back). Forms posted from our own pages carry
 * Sec-Fetch-Site: same-origin (and an Origin of ours) with or without JavaScript; a request
 * with neither header passes: every current browser sends at least Origin on a cross-site
 * post, so such a request comes from a client like curl, which holds no visitor's cookies.
 */
export const crossSiteRefusal: RequestHandler = (req, res, next) => {
  if (!stateChanging.has(req.method) || crossSiteCallbacks.has(req.path)) return next()
  const sentSite = req.get('sec-fetch-site')
  const origin = req.get('origin')
  if (!isCrossSite(sentSite, origin, req.get('host') ?? '')) return next()
  res.status(403).type('html').send(refusalPage)
}

/**
 * Liveness: the process answers, and the back office it runs is up or coming back. One that
 * keeps crashing fails every quote and login until a person restarts the storefront, so the
 * check fails too and a supervisor watching it can do that.
 */
export function liveness(backOffice?: () => AgencyState): RequestHandler {
  return (_req, res) => {
    const state = backOffice?.()
    res.set('Cache-Control', 'no-store')
    if (state === 'failed') res.status(503).json({ status: 'failed', backOffice: state })
    else res.json(state ? { status: 'ok', backOffice: state } : { status: 'ok' })
  }
}

/**
 * The client folder's other files (favicons, the web manifest, images), served from the site's
 * root. Only a path whose first segment names one of them reaches the disk: a page request
 * would otherwise cost a `stat` of a file that is never there before the app renders it. The
 * folder is the build's output, so listing it once at start-up is enough.
 */
export function staticRootFiles(clientDir: string): RequestHandler {
  const entries = new Set(readdirSync(clientDir))
  const serve = express.static(clientDir, { maxAge: '1h' })
  return (req, res, next) => {
    if (!entries.has(req.path.split('/', 2)[1] ?? '')) return next()
    res.locals.staticFile = true
    serve(req, res, next)
  }
}

/**
 * Brotli for responses compressed as they are sent: `compression`'s own quality 4 (fast enough per
 * response), with a window of 256 KB instead of brotli's 4 MB. Our largest page is about 140 KB,
 * so the bytes are the same, while setting up the larger window for every response cost more than
 * compressing: 3.3 ms of CPU against 1.8 for an 83 KB page (decision 055).
 */
const responseBrotli = {
  [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
  [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
}

export function createStorefront(options: StorefrontOptions) {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', options.trustProxy)
  app.use(requestScope)
  app.use(requestLog(options.log))
  app.use(requestMetrics(options.build))
  app.get('/healthz', liveness(options.backOffice))
  app.use(
    securityHeaders({
      production: options.production,
      devServer: Boolean(options.devMiddleware),
      formActionOrigins: options.formActionOrigins,
    }),
  )
  app.use(crossSiteRefusal)
  app.use(crossSiteCallbackOrigin)
  app.use(bodyLimits)
  if (options.demoBankUrl) app.use('/demo/banka', demoBankProxy(options.demoBankUrl, options.log))
  app.use(compression({ brotli: { params: responseBrotli } }))
  if (options.devMiddleware) {
    app.use(options.devMiddleware)
  } else if (options.clientDir) {
    // Hashed file names never change content, so browsers may keep them for a year.
    app.use(
      '/assets',
      express.static(`${options.clientDir}/assets`, { immutable: true, maxAge: '1y' }),
    )
    app.use(staticRootFiles(options.clientDir))
  }
  if (options.pageCache) app.use(anonymousPageCache(options.pageCache))
  app.use(
    createRequestHandler({
      build: options.build,
      // Only the development server shows error details; a built one never does, demo or live.
      mode: options.devMiddleware ? 'development' : 'production',
      getLoadContext: async (req, res) => {
        const build = typeof options.build === 'function' ? await options.build() : options.build
        // The app's bundle owns its context keys; this layer only hands it the request's facts.
        // eslint-disable-next-line no-restricted-syntax -- as in storefront.ts: the entry is app/entry.server.tsx
        const { requestContext } = build.entry.module as unknown as AppServerEntry
        return requestContext({
          visitor: visitorOf(req),
          cspNonce: String(res.locals.cspNonce),
          onSharedPage: () => {
            res.locals.sharedPage = true
          },
          onMatchedPattern: (pattern) => {
            res.locals.matchedPattern = pattern
          },
        })
      },
    }),
  )
  return app
}
