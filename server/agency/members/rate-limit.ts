import { createHash } from 'node:crypto'
import type { Redis } from 'ioredis'

/** A fixed-window counter per key (a phone, an IP address), started by the key's first attempt. */
export interface RateLimiter {
  /** Counts one attempt; false when the key has used up its window. */
  take(key: string, now?: number): Promise<boolean>
}

interface Window {
  limit: number
  windowMs: number
}

/**
 * In memory, when the built-in backend is one process: a restart forgetting the windows only gives
 * an attacker one more window.
 */
export function memoryRateLimiter(options: Window): RateLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>()
  return {
    async take(key, now = Date.now()) {
      const current = windows.get(key)
      if (!current || now - current.startedAt >= options.windowMs) {
        if (windows.size > 50_000) windows.clear()
        windows.set(key, { startedAt: now, count: 1 })
        return true
      }
      current.count += 1
      return current.count <= options.limit
    },
  }
}

// Counted and, on the first attempt, given its expiry in one step, so no key outlives its window.
const countInWindow = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`

/** In Redis (REDIS_URL), so every backend process behind the storefronts counts together. */
export function redisRateLimiter(redis: Redis, name: string, options: Window): RateLimiter {
  return {
    async take(key) {
      // Hashed: phones stay out of the Redis key space an operator may list.
      const hashed = createHash('sha256').update(key).digest('base64url')
      const count = await redis.eval(countInWindow, 1, `${name}:${hashed}`, options.windowMs)
      return Number(count) <= options.limit
    },
  }
}
