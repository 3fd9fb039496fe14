import type { Logger } from 'pino'
import { maskIdentities } from '../platform/logger.ts'
import {
  boundedLabel,
  collectProcessMetrics,
  counter,
  histogram,
  serveMetrics,
  statusClass,
} from '../platform/prometheus.ts'
import { requestIdFrom, withRequestId } from '../platform/request-id.ts'
import type { Messenger } from './delivery/messenger.ts'

// The back office's metrics (README, Operating the storefront), on AGENCY_METRICS_PORT. Labels
// are its services and the delivery channels; never a recipient, a phone or an e-mail address.

collectProcessMetrics()

const callDuration = histogram({
  name: 'agency_http_request_duration_seconds',
  help: 'Calls the back office answered, by service (the first segment of the path) and status class.',
  labelNames: ['service', 'status_class'],
  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
})

const messages = counter({
  name: 'agency_messages_total',
  help: 'SMS and e-mail handed to the operator (or the demo outbox), by channel and result.',
  labelNames: ['channel', 'result'],
})

/**
 * The first segment of the path: one of the back office's services (common, offers, payment2,
 * bank …). A caller probing made-up paths gets them counted as 'other' once the handful of real
 * ones has been seen.
 */
const serviceLabel = boundedLabel(30)
const serviceOf = (path: string) => serviceLabel(path.split('/', 2)[1]) || 'root'

type Fetch = (request: Request, ...rest: never[]) => Response | Promise<Response>

/**
 * Every call under the storefront's request id (X-Request-Id, or a new one), logged with it and
 * timed: one visit's lines join across both processes.
 */
export function observedCalls<F extends Fetch>(fetch: F, log: Logger): F {
  return (async (request: Request, ...rest: never[]) => {
    const id = requestIdFrom(request.headers.get('x-request-id'))
    return withRequestId(id, async () => {
      const started = performance.now()
      const path = new URL(request.url).pathname
      const response = await fetch(request, ...rest)
      const ms = performance.now() - started
      const status = response.status
      callDuration.observe(
        { service: serviceOf(path), status_class: statusClass(status) },
        ms / 1000,
      )
      log.info({ method: request.method, path: maskIdentities(path), status, ms }, 'call')
      return response
    })
  }) as F
}

/** Counts each message as sent or failed by its channel; what happens to it is unchanged. */
export function countedMessenger(messenger: Messenger): Messenger {
  const counted =
    <M>(channel: 'sms' | 'email', send: (message: M) => Promise<void>) =>
    async (message: M) => {
      try {
        await send(message)
        messages.inc({ channel, result: 'sent' })
      } catch (error) {
        messages.inc({ channel, result: 'failed' })
        throw error
      }
    }
  return { sms: counted('sms', messenger.sms), email: counted('email', messenger.email) }
}

/** The back office's metrics listener when AGENCY_METRICS_PORT names one. */
export const serveAgencyMetrics = async (listener: { port: number; host: string } | null) =>
  listener ? serveMetrics(listener, 'AGENCY_METRICS_PORT') : null
