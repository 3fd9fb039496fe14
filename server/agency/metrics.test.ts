import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Hono } from 'hono'
import { register } from 'prom-client'
import { describe, expect, it, vi } from 'vitest'
import { createLogger } from '../platform/logger.ts'
import { DeliveryFailed, type Messenger } from './delivery/messenger.ts'
import { countedMessenger, observedCalls } from './metrics.ts'

const messagesOf = async (channel: string, result: string) =>
  ((await register.getSingleMetric('agency_messages_total')?.get())?.values ?? []).find(
    (v) => v.labels.channel === channel && v.labels.result === result,
  )?.value ?? 0

describe("the back office's metrics", () => {
  it('count SMS and e-mail sent and failed by channel, never by recipient', async () => {
    const operator: Messenger = {
      sms: async ({ phone }) => {
        if (phone.endsWith('9')) throw new DeliveryFailed('sms', 'operatör reddetti')
      },
      email: async () => {},
    }
    const messenger = countedMessenger(operator)
    const before = {
      sent: await messagesOf('sms', 'sent'),
      failed: await messagesOf('sms', 'failed'),
    }
    await messenger.sms({ phone: '5321234560', text: 'Kodunuz 123456' })
    await expect(messenger.sms({ phone: '5321234569', text: 'Kodunuz 654321' })).rejects.toThrow(
      DeliveryFailed,
    )
    await messenger.email({ to: 'ayse@ornek.com.tr', subject: 'Poliçeniz', text: 'Ekte' })
    expect(await messagesOf('sms', 'sent')).toBe(before.sent + 1)
    expect(await messagesOf('sms', 'failed')).toBe(before.failed + 1)
    const scrape = await register.metrics()
    expect(scrape).not.toMatch(/532123456|ayse@ornek/)
  })

  it("time each call by service and log it under the storefront's request id", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'agency-log-')), 'log')
    const log = createLogger('agency', { level: 'info', file })
    const app = new Hono()
    app.post('/offers/list/Offers/NewListOffer', (c) => {
      log.warn('inside the service')
      return c.json({ Success: true })
    })
    const fetch = observedCalls(app.fetch, log)
    await fetch(
      new Request('http://127.0.0.1/offers/list/Offers/NewListOffer', {
        method: 'POST',
        headers: { 'X-Request-Id': 'ziyaret-12345678' },
      }),
    )
    const lines = await vi.waitFor(() => {
      const written = readFileSync(file, 'utf8').trim().split('\n')
      expect(written).toHaveLength(2)
      return written.map((line) => JSON.parse(line) as Record<string, unknown>)
    })
    expect(lines).toEqual([
      expect.objectContaining({ msg: 'inside the service', requestId: 'ziyaret-12345678' }),
      expect.objectContaining({
        msg: 'call',
        requestId: 'ziyaret-12345678',
        path: '/offers/list/Offers/NewListOffer',
        status: 200,
      }),
    ])
    expect(
      await register.getSingleMetricAsString('agency_http_request_duration_seconds'),
    ).toContain('agency_http_request_duration_seconds_count{service="offers",status_class="2xx"} 1')
  })
})
