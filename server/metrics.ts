import type { RequestHandler } from 'express'
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'
import {
  boundedLabel,
  collectProcessMetrics,
  counter,
  gauge,
  histogram,
  statusClass,
} from './platform/prometheus.ts'

// The storefront's metrics (README, Operating the storefront). Labels are bounded by design: a
// route id, a product line, a step, a service and path of the provider's contract, a status
// class; never a visitor's id, phone, national ID, plate or e-mail.

collectProcessMetrics()

const httpDuration = histogram({
  name: 'storefront_http_request_duration_seconds',
  help: 'Storefront requests by React Router route id (or a fixed name outside it), method and status class.',
  labelNames: ['route', 'method', 'status_class'],
  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
})

const upstreamDuration = histogram({
  name: 'storefront_upstream_request_duration_seconds',
  help: "Calls to the provider's services by service, path, insurer (the firm code, '' for other calls) and outcome.",
  labelNames: ['service', 'path', 'insurer', 'outcome'],
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60],
})

const upstreamFaults = counter({
  name: 'storefront_upstream_faults_total',
  help: 'Upstream calls that found the service in trouble (timeout, network, gateway error, unreadable reply).',
  labelNames: ['service', 'path', 'insurer', 'kind'],
})

const funnelEvents = counter({
  name: 'storefront_funnel_events_total',
  help: 'Quote and purchase funnel by product line and stage.',
  labelNames: ['line', 'stage'],
})

const funnelSteps = counter({
  name: 'storefront_funnel_steps_total',
  help: 'Wizard steps reached for the first time in a quote, by product line and step.',
  labelNames: ['line', 'step'],
})

const paymentDeclines = counter({
  name: 'storefront_payment_declines_total',
  help: "Card payments that ended without a charge, by product line and the provider's reason.",
  labelNames: ['line', 'reason'],
})

const pageCacheLookups = counter({
  name: 'storefront_page_cache_lookups_total',
  help: 'Pages a visitor without a session asked for: served from the page cache (hit) or rendered (miss).',
  labelNames: ['result'],
})

/** Open offer streams (server-sent events of the offers page) in this process. */
export const openOfferStreams = gauge({
  name: 'storefront_offer_streams_open',
  help: 'Offer streams (server-sent events of the offers page) open in this process.',
})

export type FunnelStage =
  | 'entry_submitted'
  | 'verified'
  | 'offers_shown'
  | 'checkout_opened'
  | 'payment_started'
  | 'paid'
  | 'declined'

const insurerCode = boundedLabel(100)
const declineReason = boundedLabel(30)

/** The quote funnel: one call per event, labelled by the product line's key. */
export const funnel = {
  reached(line: string, stage: FunnelStage) {
    funnelEvents.inc({ line, stage })
  },
  /** A step the draft had not reached before (moving back and forth again is not counted). */
  advanced(line: string, from: string | null | undefined, to: string) {
    if (from !== to) funnelSteps.inc({ line, step: to })
  },
  /** A payment that ended: paid, or declined with the provider's reason. */
  paymentEnded(line: string, paid: boolean, reason: string | null) {
    funnelEvents.inc({ line, stage: paid ? 'paid' : 'declined' })
    if (!paid) paymentDeclines.inc({ line, reason: declineReason(reason) || 'unknown' })
  },
}

/** A provider path as a label: its literal path, with any segment that carries a number or a key cut out. */
const pathTemplate = (path: string) => path.replace(/\/[^/]*\d{3,}[^/]*|\/[0-9a-f-]{16,}/gi, '/:id')

/** One finished upstream call: `fault` is the kind when the service itself was in trouble. */
export function upstreamCallEnded(
  call: { service: string; path: string; insurer?: unknown },
  seconds: number,
  outcome: string,
  fault: string | null,
) {
  const labels = {
    service: call.service,
    path: pathTemplate(call.path),
    insurer: insurerCode(call.insurer === undefined ? '' : String(call.insurer)),
  }
  upstreamDuration.observe({ ...labels, outcome }, seconds)
  if (fault) upstreamFaults.inc({ ...labels, kind: fault })
}

export const pageCacheLookup = (result: 'hit' | 'miss') => pageCacheLookups.inc({ result })

/** Requests the express layer answers itself, before React Router. */
function fixedRoute(path: string): string | null {
  if (path === '/healthz') return 'healthz'
  if (path.startsWith('/assets/')) return 'assets'
  if (path.startsWith('/demo/banka')) return 'demo-bank'
  // React Router's route discovery (the routes of the links a page shows) is no route of ours.
  if (path === '/__manifest') return 'route-manifest'
  return null
}

const routeTrees = new WeakMap<ServerBuild['routes'], RouteObject[]>()

/** The build's flat route manifest as the nested routes matchRoutes takes. */
function routeTree(routes: ServerBuild['routes']): RouteObject[] {
  const known = routeTrees.get(routes)
  if (known) return known
  const all = Object.values(routes).filter((r) => r !== undefined)
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    all
      .filter((r) => r.parentId === parentId)
      .map((r) => {
        const children = childrenOf(r.id)
        return r.index
          ? { id: r.id, path: r.path, index: true }
          : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, children }
      })
  const tree = childrenOf(undefined)
  routeTrees.set(routes, tree)
  return tree
}

/** The React Router route id that serves `path`, a page or its data request (`.data`). */
export function routeIdOf(build: ServerBuild, path: string): string {
  const page = path
    .replace(/\/_root\.data$/, '/')
    .replace(/\/_\.data$/, '/')
    .replace(/\.data$/, '')
  return matchRoutes(routeTree(build.routes), page)?.at(-1)?.route.id ?? 'unmatched'
}

const routesByPattern = new WeakMap<ServerBuild['routes'], Map<string, string>>()

/** A route pattern without its slashes' spelling: routes.ts writes some paths with a leading one. */
const patternKey = (parts: string[]) =>
  parts
    .join('/')
    .replace(/\/+/g, '/')
    .replace(/^\/|\/$/g, '')

/**
 * The route id of a pattern React Router matched (`/blog/:slug`, as its middleware sees it): the
 * deepest route that pattern reaches, as an index route ends the same pattern as its layout.
 * matchRoutes ranks every route again on each call, a millisecond or more with this app's routes.
 */
export function routeIdOfPattern(build: ServerBuild, pattern: string): string {
  let known = routesByPattern.get(build.routes)
  if (!known) {
    known = new Map()
    const lineage = (id: string | undefined): string[] => {
      const route = id === undefined ? undefined : build.routes[id]
      return route ? [...lineage(route.parentId), route.path ?? ''] : []
    }
    const routes = Object.values(build.routes).filter((r) => r !== undefined)
    for (const { id } of routes.sort((a, b) => lineage(a.id).length - lineage(b.id).length)) {
      known.set(patternKey(lineage(id)), id)
    }
    routesByPattern.set(build.routes, known)
  }
  return known.get(patternKey([pattern])) ?? 'unmatched'
}

const methodOf = (method: string) => (['GET', 'POST', 'HEAD'].includes(method) ? method : 'other')

/** Times every request and labels it with the route that served it. */
export function requestMetrics(build: ServerBuild | (() => Promise<ServerBuild>)): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint()
    // Read now: a middleware mounted on a path (the assets) answers with that path cut off.
    const path = req.path
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      const observe = (route: string) =>
        httpDuration.observe(
          { route, method: methodOf(req.method), status_class: statusClass(res.statusCode) },
          seconds,
        )
      const fixed = fixedRoute(path)
      if (fixed) return observe(fixed)
      // React Router reports its match (root middleware), and the page cache the match of the
      // render it keeps; a file from the client folder is `static`; another request the express
      // layer answered before React Router is matched here.
      const pattern = res.locals.matchedPattern as string | undefined
      if (pattern === undefined && res.locals.staticFile) return observe('static')
      const label = (loaded: ServerBuild) =>
        pattern === undefined ? routeIdOf(loaded, path) : routeIdOfPattern(loaded, pattern)
      if (typeof build !== 'function') return observe(label(build))
      build().then(
        (loaded) => observe(label(loaded)),
        () => observe('unmatched'),
      )
    })
    next()
  }
}
