import { createHash, createHmac } from 'node:crypto'
import { z } from 'zod'
import { sameSecret } from '../http.ts'

/**
 * A payment session: what the storefront asked to be paid, sealed by the provider so the card
 * page can trust it when the payer's browser posts it back. It holds no card data and no secret
 * of the payer's; it travels in a hidden form field, never in an address.
 */
const sessionFields = z.object({
  /** The storefront's one-time key: every card tried under it is one attempt of one checkout. */
  AttemptKey: z.string().regex(/^[\w-]{16,64}$/),
  HeaderGuid: z.string(),
  OfferId: z.string(),
  Installments: z.number().int().min(1).max(12),
  Email: z.string(),
  InsuredName: z.string(),
  TextHash: z.string(),
  ReturnUrl: z.string(),
  /** The checkout the payer leaves from, for "back to the shop" on the card page. */
  CancelUrl: z.string(),
  ClientRef: z.string(),
  ExpiresAt: z.number(),
})
export type CardSession = z.output<typeof sessionFields>

/** How long the card page takes a session: long enough to find the card, short enough to end. */
export const CARD_SESSION_MS = 30 * 60_000

export function sessionSealer(siteCredential: string) {
  const key = createHash('sha256').update(`card-session:${siteCredential}`).digest()
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url')
  return {
    seal(session: Omit<CardSession, 'ExpiresAt'>, now = Date.now()): string {
      const payload = Buffer.from(
        JSON.stringify({ ...session, ExpiresAt: now + CARD_SESSION_MS }),
      ).toString('base64url')
      return `${payload}.${mac(payload)}`
    },
    /** The session a posted token carries, or why not: forged, altered or run out. */
    open(token: string | undefined, now = Date.now()): CardSession | 'invalid' | 'expired' {
      const [payload = '', signature = ''] = (token ?? '').split('.')
      if (!payload || !sameSecret(mac(payload), signature)) return 'invalid'
      let json: unknown
      try {
        json = JSON.parse(Buffer.from(payload, 'base64url').toString())
      } catch {
        return 'invalid'
      }
      const session = sessionFields.safeParse(json)
      if (!session.success) return 'invalid'
      return session.data.ExpiresAt < now ? 'expired' : session.data
    },
  }
}
