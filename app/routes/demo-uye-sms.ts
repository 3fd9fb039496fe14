import { demoMode } from '~/config.server.ts'
import { upstreamContext } from '~/session.server.ts'
import { getDemoOutbox } from '~/upstream/members.server.ts'
import type { Route } from './+types/demo-uye-sms'

/**
 * Demo mode only: the SMS the built-in backend "sent" (MFA codes, temporary passwords), so a
 * demo visitor and the end-to-end tests can finish those flows. Not found anywhere else.
 */
export async function loader({ request }: Route.LoaderArgs) {
  if (!demoMode) throw new Response('Bulunamadı', { status: 404 })
  const outbox = await getDemoOutbox(await upstreamContext(request))
  if (!outbox.ok) return Response.json({ messages: [] }, { status: 502 })
  return Response.json(
    { messages: (outbox.body.Results ?? []).filter((m) => m.Channel === 'sms') },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
