import { data } from 'react-router'
import type { RequestArgs } from '~/platform/request-context.ts'
import { demoMode } from '~/platform/config.server.ts'
import { getDemoOutbox, type OutboxMessage } from '~/upstream/auth.server.ts'
import { upstreamContext } from '~/session/session.server.ts'

/** The demo outbox, newest first; outside demo mode it does not exist (404). */
export async function loadOutbox(args: RequestArgs): Promise<OutboxMessage[]> {
  if (!demoMode) throw data(null, { status: 404 })
  const outbox = await getDemoOutbox(await upstreamContext(args))
  if (!outbox.ok) throw data(null, { status: 503 })
  return outbox.body.Results ?? []
}
