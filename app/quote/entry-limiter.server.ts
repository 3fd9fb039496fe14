/**
 * The storefront's own brake on the entry form: a visitor IP may submit (send or resend) at most
 * QUOTE_ENTRY_IP_LIMIT times per QUOTE_ENTRY_WINDOW_SECONDS. In memory is enough: the back office
 * enforces the lasting, table-based SMS limits; this only stops a script before it reaches them.
 */
import { config } from '~/config.server.ts'

const { entryIpLimit: limit, entryWindowMs: windowMs } = config.quote
const hits = new Map<string, number[]>()

export const entryLimitMessage =
  'Kısa sürede çok fazla deneme yapıldı. Lütfen birkaç dakika sonra tekrar deneyin.'

/** Counts this attempt; false when the IP is over its limit. */
export function allowEntryAttempt(ip: string, now = Date.now()): boolean {
  const recent = (hits.get(ip) ?? []).filter((t) => now - t < windowMs)
  if (recent.length >= limit) {
    hits.set(ip, recent)
    return false
  }
  recent.push(now)
  hits.set(ip, recent)
  if (hits.size > 10_000) {
    // Forget idle visitors so the map cannot grow without bound.
    for (const [key, times] of hits) if (times.every((t) => now - t >= windowMs)) hits.delete(key)
  }
  return true
}
