import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DraftQuote } from '../draft.ts'
import { quoteEvents } from './quote-events.server.ts'
import { endOfferStreams, offerStream, RECHECK_MS } from './offer-stream.server.ts'

// The draft store is another module's concern: here it is a map the test changes by hand.
const quotes = new Map<string, DraftQuote>()
let storeDown = false
vi.mock('../draft.server.ts', () => ({
  draftStore: () => ({
    get: async (id: string) => {
      if (storeDown) throw new Error('SQLITE_BUSY')
      const quote = quotes.get(id)
      return quote ? { id, data: { quote: structuredClone(quote) } } : null
    },
  }),
}))

const firm = (Id: number) => ({ Id, Code: `F${Id}`, Name: `Şirket ${Id}`, ShortName: `Ş${Id}` })
const firms = [firm(1), firm(2)]
const answer = (Id: number) => ({ firm: firm(Id), status: 'ok' as const, offers: [] })

/** Listeners on the draft right now, counted through the real subscribe. */
let listening = 0
beforeEach(() => {
  vi.useFakeTimers()
  listening = 0
  const events = quoteEvents()
  const subscribe = events.subscribe.bind(events)
  vi.spyOn(events, 'subscribe').mockImplementation((draftId, listener) => {
    listening++
    const unsubscribe = subscribe(draftId, listener)
    return () => {
      listening--
      unsubscribe()
    }
  })
})
afterEach(() => {
  // No stream outlives its test (the ones that keep waiting end here).
  endOfferStreams()
  vi.useRealTimers()
  vi.restoreAllMocks()
  quotes.clear()
  storeDown = false
})

/** What the stream has written so far, as text. */
function reading(stream: ReadableStream<Uint8Array>) {
  const reader = stream.getReader()
  const decoder = new TextDecoder()
  let text = ''
  let ended = false
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return void (ended = true)
      text += decoder.decode(value)
    }
  })()
  return {
    text: async () => {
      await vi.advanceTimersByTimeAsync(0)
      return text
    },
    ended: () => ended,
  }
}

describe('offerStream', () => {
  it('tells the progress at once and on each change, then completes and stops listening', async () => {
    quotes.set('d1', { HeaderGuid: 'h', createdAt: '', firms, rows: [] })
    const stream = reading(offerStream('d1', new AbortController().signal, async () => {}))
    expect(await stream.text()).toBe('event: progress\ndata: 0/2\n\n')
    expect(listening).toBe(1)

    // An event with nothing new sends nothing.
    quoteEvents().publish('d1')
    expect(await stream.text()).toBe('event: progress\ndata: 0/2\n\n')

    quotes.get('d1')!.rows.push(answer(1))
    quoteEvents().publish('d1')
    expect(await stream.text()).toMatch(/event: progress\ndata: 1\/2\n\n$/)

    quotes.get('d1')!.rows.push(answer(2))
    quoteEvents().publish('d1')
    expect(await stream.text()).toMatch(/event: complete\ndata: 2\/2\n\n$/)
    expect(stream.ended()).toBe(true)
    expect(listening).toBe(0)
  })

  it('finds a change whose event was lost on its next tick, and keeps the line alive otherwise', async () => {
    quotes.set('d2', { HeaderGuid: 'h', createdAt: '', firms, rows: [] })
    const recheck = vi.fn()
    const stream = reading(offerStream('d2', new AbortController().signal, recheck))
    await stream.text()

    await vi.advanceTimersByTimeAsync(RECHECK_MS)
    expect(recheck).toHaveBeenCalledOnce()
    expect(await stream.text()).toMatch(/data: 0\/2\n\n: \n\n$/)

    quotes.get('d2')!.rows.push(answer(1))
    await vi.advanceTimersByTimeAsync(RECHECK_MS)
    expect(await stream.text()).toMatch(/event: progress\ndata: 1\/2\n\n$/)
  })

  it('stops listening and ticking when the visitor leaves', async () => {
    quotes.set('d3', { HeaderGuid: 'h', createdAt: '', firms, rows: [] })
    const visitor = new AbortController()
    const recheck = vi.fn()
    const stream = reading(offerStream('d3', visitor.signal, recheck))
    await stream.text()
    expect(listening).toBe(1)

    visitor.abort()
    await vi.advanceTimersByTimeAsync(RECHECK_MS * 3)
    expect(listening).toBe(0)
    expect(recheck).not.toHaveBeenCalled()
    expect(stream.ended()).toBe(true)
  })

  it('completes at once for a quote already answered, or a draft without one', async () => {
    quotes.set('d4', { HeaderGuid: 'h', createdAt: '', firms, rows: [answer(1), answer(2)] })
    const answered = reading(offerStream('d4', new AbortController().signal, async () => {}))
    expect(await answered.text()).toBe('event: complete\ndata: 2/2\n\n')
    expect(answered.ended()).toBe(true)

    const missing = reading(offerStream('yok', new AbortController().signal, async () => {}))
    expect(await missing.text()).toBe('event: complete\ndata: \n\n')
    expect(missing.ended()).toBe(true)
    expect(listening).toBe(0)
  })

  it('ends without completing when the draft cannot be read, for the browser to connect again', async () => {
    quotes.set('d5', { HeaderGuid: 'h', createdAt: '', firms, rows: [] })
    const stream = reading(offerStream('d5', new AbortController().signal, async () => {}))
    expect(await stream.text()).toBe('event: progress\ndata: 0/2\n\n')

    storeDown = true
    quoteEvents().publish('d5')
    expect(await stream.text()).toBe('event: progress\ndata: 0/2\n\n')
    expect(stream.ended()).toBe(true)
    expect(listening).toBe(0)
  })

  it('ends every open stream, without completing, when the process stops', async () => {
    quotes.set('d6', { HeaderGuid: 'h', createdAt: '', firms, rows: [] })
    const stream = reading(offerStream('d6', new AbortController().signal, async () => {}))
    expect(await stream.text()).toBe('event: progress\ndata: 0/2\n\n')
    expect(listening).toBe(1)

    endOfferStreams()
    expect(await stream.text()).toBe('event: progress\ndata: 0/2\n\n')
    expect(stream.ended()).toBe(true)
    expect(listening).toBe(0)
  })
})
