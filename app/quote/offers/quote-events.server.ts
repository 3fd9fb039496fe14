import { EventEmitter } from 'node:events'
import { openRedis } from '~/platform/shared-state.server.ts'
import { config } from '~/platform/config.server.ts'

/**
 * Tells whoever shows a draft's offers that its quote changed (a row arrived, the firm list came
 * back, the collection failed). In one process an emitter is enough; with REDIS_URL the same calls
 * cross processes over Redis pub/sub, since the visitor may be connected to any of them.
 */
export interface QuoteEvents {
  publish(draftId: string): void
  /** Calls `listener` on every change of the draft's quote until the returned function is called. */
  subscribe(draftId: string, listener: () => void): () => void
}

function inProcessQuoteEvents(): QuoteEvents {
  const emitter = new EventEmitter()
  // One listener per open offers page: many visitors, no leak.
  emitter.setMaxListeners(0)
  return {
    publish: (draftId) => void emitter.emit(draftId),
    subscribe(draftId, listener) {
      emitter.on(draftId, listener)
      return () => void emitter.off(draftId, listener)
    },
  }
}

const channelPrefix = 'quote-events:'

/**
 * Over Redis: a publish reaches every process, this one included (through Redis, not directly,
 * so a listener hears each change once). A process subscribes to a draft's channel only while one
 * of its visitors is watching that draft.
 */
export function redisQuoteEvents(url: string): QuoteEvents {
  const publisher = openRedis(url)
  // A subscribed connection can only listen, so publishing has its own.
  const subscriber = openRedis(url)
  const listeners = new EventEmitter()
  listeners.setMaxListeners(0)
  subscriber.on('message', (channel: string) => {
    if (channel.startsWith(channelPrefix)) listeners.emit(channel.slice(channelPrefix.length))
  })
  return {
    publish(draftId) {
      // Lost events only delay the page until its next poll; they must not fail a collection.
      publisher.publish(channelPrefix + draftId, '').catch(() => {})
    },
    subscribe(draftId, listener) {
      if (listeners.listenerCount(draftId) === 0) {
        subscriber.subscribe(channelPrefix + draftId).catch(() => {})
      }
      listeners.on(draftId, listener)
      return () => {
        listeners.off(draftId, listener)
        if (listeners.listenerCount(draftId) === 0) {
          subscriber.unsubscribe(channelPrefix + draftId).catch(() => {})
        }
      }
    },
  }
}

let events: QuoteEvents | undefined
export const quoteEvents = (): QuoteEvents =>
  (events ??= config.redisUrl ? redisQuoteEvents(config.redisUrl) : inProcessQuoteEvents())
