import { getPermissions } from '~/upstream/customer.server.ts'

/** Readiness: the upstream provider answers an authenticated call within a short time. */
export async function loader() {
  const started = performance.now()
  const result = await getPermissions({ member: null }, 5000)
  const upstreamMs = Math.round(performance.now() - started)
  return Response.json(
    result.ok ? { status: 'ok', upstreamMs } : { status: 'unavailable', reason: result.kind },
    { status: result.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}
