import { z } from 'zod'
import { declareCall, noFields } from './call-registry.ts'
import { callEnvelope, defineCall, envelope, type UpstreamContext } from './client.server.ts'

const permissions = z.object({
  Role: z.enum(['visitor', 'member']),
  Permissions: z.array(z.string()),
})

/** ILETISIM from the contact page; SMSONAY after a phone is verified (spec §4). */
const contactMessage = z.object({
  Type: z.enum(['ILETISIM', 'SMSONAY']),
  Name: z.string().optional(),
  Email: z.string().optional(),
  Phone: z.string().optional(),
  Subject: z.string().optional(),
  Message: z.string().optional(),
})
export type ContactMessage = z.output<typeof contactMessage>

const permissionsCall = declareCall({
  service: 'common',
  path: '/account/yetki',
  request: noFields,
  reply: envelope(permissions),
  spec: '§7 (public credential)',
})

export const getPermissions = (context: UpstreamContext, timeoutMs?: number) =>
  callEnvelope({ ...permissionsCall, timeoutMs }, context)

export const sendContactMessage = defineCall(
  {
    service: 'common',
    path: '/api/musteri/iletisim',
    request: contactMessage,
    reply: envelope(),
    spec: '§7 (contact message); §4 (SMSONAY after a verification)',
  },
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
  request: noFields,
  reply: envelope(clientInfo),
  spec: '§7; §4 (lookup lists)',
})
