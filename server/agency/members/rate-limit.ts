import { createHash } from 'node:crypto'
import type { Redis } from 'ioredis'
import { redisAway } from '../../platform/redis.ts'

/** A fixed-window counter per key (a phone, an IP address), started by the key's first attempt. */
export interface RateLimiter {
  /** Counts one attempt; false when the key has used up its window. */
  take(key: string, now?: number): Promise<boolean>
  /** True while the key has used up its window, without counting an attempt. */
  spent(key: string, now?: number): Promise<boolean>
  /** Ends the key's window early (a right password ends a run of wrong ones). */
  forget(key: string): Promise<void>
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
    async spent(key, now = Date.now()) {
      const current = windows.get(key)
      return Boolean(
        current && now - current.startedAt < options.windowMs && current.count >= options.limit,
      )
    },
    async forget(key) {
      windows.delete(key)
    },
  }
}

// Counted and, on the first attempt, given its expiry in one step, so no key outlives its window.
const countInWindow = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`

/**
 * In Redis (REDIS_URL), so every backend process behind the storefronts counts together. While
 * Redis does not answer, each process counts in its own memory (`notShared` is told): the limits
 * still hold per process, and no login waits on Redis or fails for it.
 */
export function redisRateLimiter(
  redis: Redis,
  name: string,
  options: Window,
  notShared: (reason: string) => void,
): RateLimiter {
  // Hashed: phones stay out of the Redis key space an operator may list.
  const redisKey = (key: string) =>
    `${name}:${createHash('sha256').update(key).digest('base64url')}`
  const inMemory = memoryRateLimiter(options)
  const orInMemory = async <T>(inRedis: () => Promise<T>, here: () => Promise<T>) => {
    // A login makes several of these calls: while Redis is away, none waits on a reconnection.
    if (redisAway(redis)) {
      notShared(`Redis connection ${redis.status}`)
      return here()
    }
    try {
      return await inRedis()
    } catch (error) {
      notShared(error instanceof Error ? error.message : String(error))
      return here()
    }
  }
  return {
    take: (key, now) =>
      orInMemory(
        async () =>
          Number(await redis.eval(countInWindow, 1, redisKey(key), options.windowMs)) <=
          options.limit,
        () => inMemory.take(key, now),
      ),
    spent: (key, now) =>
      orInMemory(
        async () => Number(await redis.get(redisKey(key))) >= options.limit,
        () => inMemory.spent(key, now),
      ),
    async forget(key) {
      await inMemory.forget(key)
      await orInMemory(
        async () => void (await redis.del(redisKey(key))),
        async () => {},
      )
    },
  }
}
