import { z } from 'zod'
import { declareCall } from './call-registry.ts'
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

const permissionsCall = declareCall({
  service: 'common',
  path: '/account/yetki',
  reply: envelope(permissions),
  spec: '§7 (public credential)',
})

export const getPermissions = (context: UpstreamContext, timeoutMs?: number) =>
  callEnvelope({ ...permissionsCall, timeoutMs }, context)

export const sendContactMessage = defineCall(
  { service: 'common', path: '/api/musteri/iletisim', reply: envelope() },
  (message: ContactMessage) => ({ ...message }),
)

const clientInfo = z.object({ IPAddress: z.string(), UserAgent: z.string() })

/**
 * Spec §7 GET /musteri/Get-Client-Info: the visitor as the provider sees them (address and
 * browser), which the Phone offer sends back (spec §3). It answers about the visitor who asks,
 * so it is never kept in the shared lookup cache.
 */
export const getClientInfo = defineCall({
  service: 'common',
  path: '/musteri/Get-Client-Info',
  method: 'GET',
  reply: envelope(clientInfo),
  spec: '§7; §4 (lookup lists)',
})
