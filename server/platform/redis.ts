import { Redis } from 'ioredis'

/**
 * A Redis connection for work that has a fallback (limits, events), in the storefront and the
 * built-in backend alike. ioredis's defaults would retry a command twenty times while Redis is
 * away and wait on a server that stopped answering without end, holding the visitor's request:
 * here a command fails after one reconnection attempt, and after two seconds without an answer.
 * ioredis keeps reconnecting in the background; `onProblem` hears each connection error.
 */
export function openBoundedRedis(url: string, onProblem: (reason: string) => void): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 2_000,
  })
  redis.on('error', (error: Error & { code?: string }) => onProblem(error.code ?? error.message))
  return redis
}

/** Whether commands are being answered now: false while it connects again or gave up. */
export const redisAnswers = (redis: Redis) => redis.status === 'ready'

/**
 * Whether the connection was lost (and is being tried again) or given up: a command would only
 * wait for a reconnection to fail. One that is still connecting for the first time is not.
 */
export const redisAway = (redis: Redis) =>
  redis.status === 'reconnecting' || redis.status === 'close' || redis.status === 'end'
