import { data, type RouterContextProvider } from 'react-router'
import { demoMode } from '~/config.server.ts'
import { getDemoOutbox, type OutboxMessage } from '~/upstream/auth.server.ts'
import { upstreamContext } from '~/session.server.ts'

/** The demo outbox, newest first; outside demo mode it does not exist (404). */
export async function loadOutbox(args: {
  request: Request
  context: Readonly<RouterContextProvider>
}): Promise<OutboxMessage[]> {
  if (!demoMode) throw data(null, { status: 404 })
  const outbox = await getDemoOutbox(await upstreamContext(args))
  if (!outbox.ok) throw data(null, { status: 503 })
  return outbox.body.Results ?? []
}
