import type { UpstreamService } from '~/platform/config.server.ts'

/** What made a service count as down: no answer in time, no connection, a gateway error, garbage. */
export type UpstreamFault = 'timeout' | 'network' | 'http' | 'invalid'

/** A fault is forgotten after this long without a new one, even if no call has succeeded since. */
const FAULT_MEMORY_MS = 30_000

const faults = new Map<UpstreamService, { fault: UpstreamFault; at: number }>()

/**
 * Every upstream call reports here. A fault marks its service down; the next answer from the
 * service (any status that is not itself a fault) marks it up again, so /readyz recovers with
 * the provider, without a restart.
 */
export function recordHealth(service: UpstreamService, fault: UpstreamFault | null) {
  if (fault) faults.set(service, { fault, at: Date.now() })
  else faults.delete(service)
}

/** The services whose last call failed within FAULT_MEMORY_MS, with the kind of fault. */
export function downServices(now = Date.now()): Partial<Record<UpstreamService, UpstreamFault>> {
  const down: Partial<Record<UpstreamService, UpstreamFault>> = {}
  for (const [service, { fault, at }] of faults) {
    if (now - at <= FAULT_MEMORY_MS) down[service] = fault
    else faults.delete(service)
  }
  return down
}
