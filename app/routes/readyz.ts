import { config } from '~/platform/config.server.ts'
import { degradedSharedState } from '~/platform/shared-state.server.ts'
import { getPermissions } from '~/upstream/customer.server.ts'
import { downServices } from '~/upstream/health.server.ts'

/**
 * Readiness: the provider answers an authenticated call within a short time, and no upstream
 * service has failed (timeout, refused connection, gateway error, a reply of the wrong shape)
 * in the last 30 seconds without answering since. Red while the provider is down, green again
 * as soon as it answers, with no restart. What the site runs without (Redis) is named in
 * `degraded`.
 */
export async function loader() {
  const started = performance.now()
  const result = await getPermissions({ member: null }, Math.min(5000, config.upstream.timeoutMs))
  const upstreamMs = Math.round(performance.now() - started)
  const services = downServices()
  if (!result.ok) services.common ??= result.kind === 'http' ? 'http' : result.kind
  const ready = result.ok && Object.keys(services).length === 0
  // Served without it, so still ready, but said: a Redis that is away must not look like a healthy one.
  const degraded = degradedSharedState()
  return Response.json(
    ready
      ? { status: 'ok', upstreamMs, ...(degraded.length > 0 ? { degraded } : {}) }
      : { status: 'unavailable', reason: result.ok ? 'fault' : result.kind, services },
    { status: ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}
