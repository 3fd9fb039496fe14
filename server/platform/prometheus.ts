import { createServer, type Server } from 'node:http'
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  register,
  type CounterConfiguration,
  type GaugeConfiguration,
  type HistogramConfiguration,
} from 'prom-client'
import { listenOn } from './listen.ts'

// What both processes share for their metrics (README, Operating the storefront). Each process has
// one registry, prom-client's own, which holds each metric once by its name: the storefront's
// metrics module is bundled into its HTTP layer and into the app's bundle (and loaded again by
// Vite in development), so the second copy takes the metric the first one made.

export function counter<L extends string>(config: CounterConfiguration<L>): Counter<L> {
  return (register.getSingleMetric(config.name) as Counter<L> | undefined) ?? new Counter(config)
}

export function histogram<L extends string>(config: HistogramConfiguration<L>): Histogram<L> {
  return (
    (register.getSingleMetric(config.name) as Histogram<L> | undefined) ?? new Histogram(config)
  )
}

export function gauge<L extends string>(config: GaugeConfiguration<L>): Gauge<L> {
  return (register.getSingleMetric(config.name) as Gauge<L> | undefined) ?? new Gauge(config)
}

/** Node's process metrics (CPU, memory, event loop, GC), once per process. */
export function collectProcessMetrics() {
  if (!register.getSingleMetric('process_cpu_user_seconds_total')) collectDefaultMetrics()
}

/** 2xx, 3xx, 4xx or 5xx: a label with five values whatever the status. */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`

/**
 * A label value from outside (a provider's insurer code, a decline reason): kept as it came while
 * it is short, plain and one of the first `limit` seen, 'other' after that, so a provider sending
 * something unexpected cannot grow the number of series without end.
 */
export function boundedLabel(limit: number) {
  const seen = new Set<string>()
  return (value: string | null | undefined): string => {
    if (!value) return ''
    // Six digits in a row could be a phone, a national ID or a card: never a label.
    if (!/^[\w.-]{1,40}$/.test(value) || /\d{6}/.test(value)) return 'other'
    if (seen.has(value)) return value
    if (seen.size >= limit) return 'other'
    seen.add(value)
    return value
  }
}

/**
 * The metrics on a listener of their own, never the public one: GET /metrics answers the
 * registry, anything else 404. Loopback unless the operator names another address; `setting`
 * names the port's variable should it be taken.
 */
export function serveMetrics(
  options: { port: number; host: string },
  setting: 'METRICS_PORT' | 'AGENCY_METRICS_PORT',
): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end()
      return
    }
    register.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': register.contentType }).end(text),
      () => res.writeHead(500).end(),
    )
  })
  return listenOn(server, { ...options, setting })
}
