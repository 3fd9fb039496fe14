import { config } from '~/platform/config.server.ts'
import { failureTally } from '~/platform/visitor-limits.server.ts'

/**
 * Brakes on card testing: a script trying stolen card numbers on one offer learns each card's
 * decline reason. Failed payments are counted per offer, per quote owner (the browser session's
 * quotes, kept across its id changes) and per visitor IP over half an hour; past any limit, card
 * payments pause there until the window has moved on. Counted in memory, or in Redis across
 * processes with REDIS_URL.
 */
const WINDOW_MS = 30 * 60_000
const limits = { offer: 5, owner: 10, ip: config.cardFailureIpLimit }
const tally = failureTally('card', WINDOW_MS)

export const cardPauseMessage =
  'Bu ödeme için kısa sürede çok sayıda başarısız deneme yapıldı. Güvenliğiniz için kartla ödeme 30 dakika durduruldu; lütfen daha sonra yeniden deneyin.'

export interface CardPayer {
  offerId: string
  owner: string
  ip: string
}

const keysOf = ({ offerId, owner, ip }: CardPayer) =>
  [
    [`offer:${offerId}`, limits.offer],
    [`owner:${owner}`, limits.owner],
    [`ip:${ip}`, limits.ip],
  ] as const

export async function recordCardFailure(payer: CardPayer) {
  await Promise.all(keysOf(payer).map(([key]) => tally.record(key)))
}

/** True while any of the payer's offer, quote owner or IP is over its limit. */
export async function cardPaymentsPaused(payer: CardPayer) {
  const counts = await Promise.all(keysOf(payer).map(([key]) => tally.count(key)))
  return keysOf(payer).some(([, limit], i) => counts[i]! >= limit)
}
