import { describe, expect, it } from 'vitest'
import { collectOffers, OFFER_UNAVAILABLE, type FirmAnswer } from './collect-offers.ts'

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const firm = (name: string, delayMs: number, answer: FirmAnswer<string> | 'throw' | 'never') => ({
  name,
  delayMs,
  answer,
})
type TestFirm = ReturnType<typeof firm>

async function ask(f: TestFirm, signal: AbortSignal): Promise<FirmAnswer<string>> {
  if (f.answer === 'never') {
    await new Promise((resolve) => signal.addEventListener('abort', resolve))
    return { ok: false, message: 'iptal' }
  }
  await wait(f.delayMs)
  if (f.answer === 'throw') throw new Error('bağlantı koptu')
  return f.answer
}

describe('collectOffers', () => {
  it('yields each insurer as it answers, fastest first, not in request order', async () => {
    const firms = [
      firm('yavaş', 400, { ok: true, offers: ['y1'] }),
      firm('hızlı', 5, { ok: true, offers: ['h1', 'h2'] }),
      firm('orta', 100, { ok: true, offers: ['o1'] }),
    ]
    const started = Date.now()
    const arrivals: { name: string; at: number }[] = []
    for await (const row of collectOffers(firms, ask, { perInsurerTimeoutMs: 1000 })) {
      arrivals.push({ name: row.firm.name, at: Date.now() - started })
    }
    expect(arrivals.map((a) => a.name)).toEqual(['hızlı', 'orta', 'yavaş'])
    // Yielded as it answers: the fastest is out before the slowest has answered.
    expect(arrivals[0]!.at).toBeLessThan(400)
  })

  it('turns a silent insurer into a timeout row, without waiting for it', async () => {
    const firms = [firm('sessiz', 0, 'never'), firm('hızlı', 5, { ok: true, offers: ['h1'] })]
    const started = Date.now()
    const rows = []
    for await (const row of collectOffers(firms, ask, { perInsurerTimeoutMs: 50 })) rows.push(row)
    expect(Date.now() - started).toBeLessThan(500)
    expect(rows[0]).toMatchObject({ status: 'ok', offers: ['h1'] })
    expect(rows[1]).toMatchObject({
      firm: { name: 'sessiz' },
      status: 'unavailable',
      reason: 'timeout',
      message: OFFER_UNAVAILABLE,
    })
  })

  it('turns failures and exceptions into rows and keeps their message', async () => {
    const firms = [
      firm('hatalı', 5, { ok: false, message: 'Ilgaz Güvence şu anda teklif veremiyor.' }),
      firm('kopuk', 10, 'throw'),
    ]
    const rows = []
    for await (const row of collectOffers(firms, ask, { perInsurerTimeoutMs: 1000 })) rows.push(row)
    expect(rows).toMatchObject([
      { status: 'unavailable', reason: 'error', detail: 'Ilgaz Güvence şu anda teklif veremiyor.' },
      { status: 'unavailable', reason: 'error', detail: 'bağlantı koptu' },
    ])
  })

  it('aborts the insurers still pending when the consumer stops early', async () => {
    const signals: AbortSignal[] = []
    const firms = [firm('hızlı', 1, { ok: true, offers: [] }), firm('sessiz', 0, 'never')]
    const spy = (f: TestFirm, signal: AbortSignal) => {
      signals.push(signal)
      return ask(f, signal)
    }
    for await (const row of collectOffers(firms, spy, { perInsurerTimeoutMs: 10_000 })) {
      expect(row.firm.name).toBe('hızlı')
      break
    }
    expect(signals[1]!.aborted).toBe(true)
  })

  it('ends at once for no firms', async () => {
    const rows = []
    for await (const row of collectOffers([], ask, { perInsurerTimeoutMs: 10 })) rows.push(row)
    expect(rows).toEqual([])
  })
})
