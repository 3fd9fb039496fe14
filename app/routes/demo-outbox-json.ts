import { loadOutbox } from '~/quote/demo-outbox.server.ts'
import type { Route } from './+types/demo-outbox-json'

export async function loader({ request, context }: Route.LoaderArgs) {
  const messages = await loadOutbox({ request, context })
  return Response.json(
    messages.map((m) => ({
      id: m.Id,
      channel: m.Channel,
      recipient: m.Recipient,
      body: m.Body,
      attachment: m.AttachmentName ?? null,
      attachmentUrl: m.AttachmentName ? `/demo/outbox/${m.Id}/ek` : null,
      createdAt: m.CreatedAt,
    })),
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
