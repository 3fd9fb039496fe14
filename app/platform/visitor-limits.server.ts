/**
 * The storefront's brakes per visitor IP: the quote entry (send or resend) at most
 * QUOTE_ENTRY_IP_LIMIT times per QUOTE_ENTRY_WINDOW_SECONDS, the contact form CONTACT_IP_LIMIT
 * messages per CONTACT_WINDOW_SECONDS. The back office enforces the lasting, table-based SMS
 * limits; these stop a script before it reaches them or fills the agency's inbox. One process
 * counts in memory; with REDIS_URL every process counts in the same Redis sorted set per IP.
 */
import type { Redis } from 'ioredis'
import { randomBytes } from 'node:crypto'
import { config } from '~/platform/config.server.ts'
import { messageOf, sharedRedis, stateLog } from '~/platform/shared-state.server.ts'

export const entryLimitMessage =
  'Kısa sürede çok fazla deneme yapıldı. Lütfen birkaç dakika sonra tekrar deneyin.'

interface Window {
  limit: number
  windowMs: number
}

export const contactLimitMessage =
  'Kısa sürede çok fazla mesaj gönderildi. Lütfen bir süre sonra tekrar deneyin.'

/** Counts this attempt; false when the IP is over its limit. */
export type VisitorLimiter = (ip: string, now?: number) => Promise<boolean>

/**
 * Timestamps per key within a sliding window, in this process's memory. Synchronous, so a check and
 * its count cannot be split by another request's.
 */
function slidingWindows(windowMs: number) {
  const times = new Map<string, number[]>()
  return {
    recent(key: string, now: number) {
      const kept = (times.get(key) ?? []).filter((t) => now - t < windowMs)
      times.set(key, kept)
      return kept
    },
    add(key: string, now: number) {
      this.recent(key, now).push(now)
      if (times.size > 10_000) {
        // Forget idle keys so the map cannot grow without bound.
        for (const [k, kept] of times) if (kept.every((t) => now - t >= windowMs)) times.delete(k)
      }
    },
  }
}

function memoryVisitorLimiter({ limit, windowMs }: Window): VisitorLimiter {
  const windows = slidingWindows(windowMs)
  return async (ip, now = Date.now()) => {
    if (windows.recent(ip, now).length >= limit) return false
    windows.add(ip, now)
    return true
  }
}

// The same sliding window as in memory, checked and counted in one step so that processes
// counting at the same moment cannot both slip under the limit.
const slidingWindow = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1] - ARGV[2])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`

export function redisVisitorLimiter(
  redis: Redis,
  name: string,
  { limit, windowMs }: Window,
): VisitorLimiter {
  return async (ip, now = Date.now()) => {
    const attempt = `${now}-${randomBytes(4).toString('hex')}`
    try {
      const allowed = await redis.eval(
        slidingWindow,
        1,
        `${name}-limit:${ip}`,
        now,
        windowMs,
        limit,
        attempt,
      )
      return allowed === 1
    } catch (error) {
      // Without Redis the visitor is let through rather than every quote and message refused:
      // the back office still holds each phone to its SMS limits.
      stateLog.warn({ limit: name, error: messageOf(error) }, 'not counted: Redis did not answer')
      return true
    }
  }
}

const redis = sharedRedis()
const limiter = (name: string, window: Window) =>
  redis ? redisVisitorLimiter(redis, name, window) : memoryVisitorLimiter(window)

export const allowEntryAttempt = limiter('entry', {
  limit: config.quote.entryIpLimit,
  windowMs: config.quote.entryWindowMs,
})
export const allowContactMessage = limiter('contact', config.contactLimit)
/**
 * Failures counted per key (a card payment's offer, quote owner or IP) over a sliding window, read
 * before the next attempt: unlike the limiters above, only what failed is counted.
 */
export interface FailureTally {
  record(key: string, now?: number): Promise<void>
  count(key: string, now?: number): Promise<number>
}

export function memoryFailureTally(windowMs: number): FailureTally {
  const windows = slidingWindows(windowMs)
  return {
    async record(key, now = Date.now()) {
      windows.add(key, now)
    },
    async count(key, now = Date.now()) {
      return windows.recent(key, now).length
    },
  }
}

export function redisFailureTally(redis: Redis, name: string, windowMs: number): FailureTally {
  const keyOf = (key: string) => `${name}-failures:${key}`
  const notCounted = (error: unknown) =>
    stateLog.warn({ failures: name, error: messageOf(error) }, 'not counted: Redis did not answer')
  return {
    async record(key, now = Date.now()) {
      try {
        await redis
          .multi()
          .zadd(keyOf(key), now, `${now}-${randomBytes(4).toString('hex')}`)
          .pexpire(keyOf(key), windowMs)
          .exec()
      } catch (error) {
        notCounted(error)
      }
    },
    async count(key, now = Date.now()) {
      try {
        await redis.zremrangebyscore(keyOf(key), '-inf', now - windowMs)
        return await redis.zcard(keyOf(key))
      } catch (error) {
        // As with the limiters: without Redis the payer is let through, the bank still decides.
        notCounted(error)
        return 0
      }
    },
  }
}

export const failureTally = (name: string, windowMs: number) =>
  redis ? redisFailureTally(redis, name, windowMs) : memoryFailureTally(windowMs)
