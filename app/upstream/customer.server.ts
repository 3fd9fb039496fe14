import { z } from 'zod'
import { callEnvelope, defineCall, envelope, type UpstreamContext } from './client.server.ts'

const permissions = z.object({
  Role: z.enum(['visitor', 'member']),
  Permissions: z.array(z.string()),
})

/** ILETISIM from the contact page; SMSONAY after a phone is verified (spec §4). */
export interface ContactMessage {
  Type: 'ILETISIM' | 'SMSONAY'
  Name?: string
  Email?: string
  Phone?: string
  Subject?: string
  Message?: string
}

export const getPermissions = (context: UpstreamContext, timeoutMs?: number) =>
  callEnvelope(
    { service: 'common', path: '/account/yetki', timeoutMs, reply: envelope(permissions) },
    context,
  )

export const sendContactMessage = defineCall(
  { service: 'common', path: '/api/musteri/iletisim', reply: envelope() },
  (message: ContactMessage) => ({ ...message }),
)
