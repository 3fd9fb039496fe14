import { openOfferStreams } from '../../../server/metrics.ts'
import type { DraftQuote } from '../draft.ts'
import { draftStore } from '../draft.server.ts'
import { isComplete } from './offer-collection.server.ts'
import { quoteEvents } from './quote-events.server.ts'

/**
 * How far a quote's collection has come, as the offers page shows it: insurers answered, insurers
 * asked, and whether it failed. It changes exactly when the page would, so the page compares it
 * with its own and asks for new rows only then.
 */
export const quoteProgress = (quote: DraftQuote) =>
  `${quote.rows.length}/${quote.firms?.length ?? '-'}${quote.failure === undefined ? '' : '!'}`

/**
 * Every few seconds the stream reads the draft itself, so an event lost between processes only
 * delays the page; the same tick is the heartbeat that keeps proxies from closing an idle stream.
 */
export const RECHECK_MS = 3_000

/** The streams open in this process, ended when it stops (endOfferStreams). */
const open = new Set<() => void>()

/**
 * A stopping process ends its offer streams without `complete`: the browsers connect again at
 * once, through the proxy, to a process that keeps running, instead of holding this one until
 * its shutdown deadline.
 */
export function endOfferStreams() {
  for (const end of open) end()
}

/**
 * The offers page's server-sent events for one draft: a `progress` event whenever the collection's
 * progress changes, then `complete` and the end of the stream once every insurer has answered
 * (or the draft no longer has a quote). `recheck` runs on every tick before the draft is read: the
 * caller keeps the collection going there, as each reload of the page's loader does.
 */
export function offerStream(
  draftId: string,
  signal: AbortSignal,
  recheck: () => Promise<void>,
): ReadableStream<Uint8Array> {
  let stop = () => {}
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder()
      let sent: string | undefined
      let stopped = false
      const write = (text: string) => controller.enqueue(encoder.encode(text))
      const end = () => {
        if (stopped) return
        stop()
        controller.close()
      }

      const check = async () => {
        if (stopped) return
        const quote = (await draftStore().get(draftId))?.data.quote
        if (stopped) return
        const complete = !quote || isComplete(quote)
        const progress = quote ? quoteProgress(quote) : ''
        if (progress !== sent || complete) {
          write(`event: ${complete ? 'complete' : 'progress'}\ndata: ${progress}\n\n`)
          sent = progress
        }
        if (complete) end()
      }

      // One step at a time, so two reads never tell their progress out of order. A read that
      // fails (the store out of reach for a moment) ends the stream without `complete`, so the
      // browser connects again by itself, and nothing throws from a timer.
      let queue = Promise.resolve()
      const guarded = (step: () => Promise<void>) => () => {
        queue = queue.then(step).catch(end)
      }
      const unsubscribe = quoteEvents().subscribe(draftId, guarded(check))
      const timer = setInterval(
        guarded(async () => {
          await recheck()
          const before = sent
          await check()
          if (!stopped && sent === before) write(': \n\n')
        }),
        RECHECK_MS,
      )
      open.add(end)
      openOfferStreams.inc()
      stop = () => {
        // Both the end and the browser's cancel may come: the stream is counted out once.
        if (stopped) return
        stopped = true
        open.delete(end)
        openOfferStreams.dec()
        clearInterval(timer)
        unsubscribe()
        signal.removeEventListener('abort', end)
      }
      // The visitor left (or the connection dropped): nothing may keep listening for them.
      signal.addEventListener('abort', end)
      if (signal.aborted) return end()
      // Whatever changed between the page's render and this connection is told at once.
      guarded(check)()
    },
    cancel() {
      stop()
    },
  })
}
