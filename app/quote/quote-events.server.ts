import { EventEmitter } from 'node:events'

/**
 * Tells whoever shows a draft's offers that its quote changed (a row arrived, the firm list came
 * back, the collection failed). In one process an emitter is enough; production mode carries the
 * same calls across processes.
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

let events: QuoteEvents | undefined
export const quoteEvents = (): QuoteEvents => (events ??= inProcessQuoteEvents())
