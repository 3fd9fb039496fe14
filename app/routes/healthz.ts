/** Liveness: the process answers. */
export const loader = () =>
  Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
