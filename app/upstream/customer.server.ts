import { callEnvelope, type UpstreamContext } from './client.server.ts'

export interface ClientInfo {
  IPAddress: string
  UserAgent: string
  Country: string
  Language: string
}

export interface Permissions {
  Role: 'visitor' | 'member'
  Permissions: string[]
}

/** ILETISIM from the contact page; SMSONAY after a phone is verified (spec §4). */
export interface ContactMessage {
  Type: 'ILETISIM' | 'SMSONAY'
  Name?: string
  Email?: string
  Phone?: string
  Subject?: string
  Message?: string
}

export const getClientInfo = (context: UpstreamContext) =>
  callEnvelope<ClientInfo>(
    { service: 'common', path: '/musteri/Get-Client-Info', method: 'GET' },
    context,
  )

export const getPermissions = (context: UpstreamContext, timeoutMs?: number) =>
  callEnvelope<Permissions>({ service: 'common', path: '/account/yetki', timeoutMs }, context)

export const sendContactMessage = (message: ContactMessage, context: UpstreamContext) =>
  callEnvelope({ service: 'common', path: '/api/musteri/iletisim', body: { ...message } }, context)
