import { describe, expect, it } from 'vitest'
import type { UpstreamFailure, UpstreamResult } from '~/upstream/client.server.ts'
import { failureOutcome, withQueueRetry } from './flow-outcome.ts'

const failure = (StatusCode: number, message = 'Sağlayıcının mesajı'): UpstreamFailure => ({
  ok: false,
  kind: 'http',
  status: 400,
  body: { Success: false, StatusCode, Messages: [message] },
  message,
})

describe('quote-flow failures', () => {
  it('sends 1004 back to verification and asks for the birth date on 1006', () => {
    expect(failureOutcome(failure(1004)).action).toBe('verify')
    expect(failureOutcome(failure(1006))).toEqual({
      action: 'ask-birth-date',
      message: 'Devam etmek için doğum tarihinizi girmeniz gerekiyor.',
    })
    expect(failureOutcome(failure(1009)).action).toBe('retry')
  })

  it('shows a hard error with the provider’s own message', () => {
    expect(failureOutcome(failure(1007, 'Mevcut poliçeniz bitiyor.'))).toEqual({
      action: 'stop',
      message: 'Mevcut poliçeniz bitiyor.',
    })
    expect(failureOutcome({ ok: false, kind: 'timeout', message: 'Yanıt yok.' })).toEqual({
      action: 'stop',
      message: 'Yanıt yok.',
    })
  })
})

describe('queue retry (1009)', () => {
  const ok: UpstreamResult<string> = { ok: true, status: 200, body: 'tamam' }
  const queued = failure(1009) as UpstreamResult<string>

  it('asks again while the provider says the request is queued', async () => {
    const answers = [queued, queued, ok]
    const waits: number[] = []
    const result = await withQueueRetry(async () => answers.shift()!, {
      delayMs: 10,
      wait: async (ms) => void waits.push(ms),
    })
    expect(result).toBe(ok)
    expect(waits).toEqual([10, 20])
  })

  it('gives up after the last attempt and does not retry other failures', async () => {
    let calls = 0
    const result = await withQueueRetry(async () => (calls++, queued), {
      attempts: 2,
      wait: async () => {},
    })
    expect(result).toBe(queued)
    expect(calls).toBe(2)
    calls = 0
    await withQueueRetry(async () => (calls++, failure(1007) as UpstreamResult<string>), {
      wait: async () => {},
    })
    expect(calls).toBe(1)
  })
})
