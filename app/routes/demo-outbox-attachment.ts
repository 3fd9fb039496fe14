import { data } from 'react-router'
import { demoMode } from '~/platform/config.server.ts'
import { upstreamContext } from '~/session/session.server.ts'
import { getDemoOutboxAttachment } from '~/upstream/auth.server.ts'
import type { Route } from './+types/demo-outbox-attachment'

/** Demo mode: the PDF attached to an outbox e-mail (the issued policy), as the recipient gets it. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = Number(params.id)
  if (!demoMode || !Number.isInteger(id) || id < 1) throw data(null, { status: 404 })
  const file = await getDemoOutboxAttachment(id, await upstreamContext({ request, context }))
  if (!file.ok) throw data(null, { status: file.kind === 'http' ? file.status : 503 })
  return new Response(new Uint8Array(file.body), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="ek-${id}.pdf"`,
      'Cache-Control': 'no-store',
    },
  })
}
