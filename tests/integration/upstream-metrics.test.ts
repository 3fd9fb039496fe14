import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { register } from 'prom-client'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { pointStorefrontAt } from '../support/agency.ts'

// The upstream client times every call by service, path, insurer and outcome, counts the faults,
// and sends the request id: against a provider that answers each path its own way.

const seen: IncomingHttpHeaders[] = []
const provider = createServer((req, res) => {
  seen.push(req.headers)
  const json = (status: number, body: unknown) =>
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
  if (req.url === '/common/teklif') return json(200, { Success: true, Results: [] })
  if (req.url === '/common/red')
    return json(500, { Success: false, StatusCode: 1007, Messages: ['Teklif verilemiyor.'] })
  res.writeHead(502, { 'Content-Type': 'text/html' }).end('<h1>Bad gateway</h1>')
})
await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', () => resolve()))
afterAll(() => provider.close())
pointStorefrontAt({
  url: `http://127.0.0.1:${(provider.address() as AddressInfo).port}`,
  siteCredential: 'test-site-credential',
  dataDir: mkdtempSync(path.join(tmpdir(), 'upstream-metrics-')),
})
const { callEnvelope, envelope } = await import('~/upstream/client.server.ts')
const { withRequestId } = await import('../../server/platform/request-id.ts')

const call = (path: string, body?: Record<string, unknown>) =>
  callEnvelope(
    { service: 'common', path, body, reply: envelope(z.unknown(), z.unknown()) },
    { member: null },
  )

const countOf = async (metric: string, labels: Record<string, string>) =>
  ((await register.getSingleMetric(metric)?.get())?.values ?? [])
    // A histogram's values are its buckets, sum and count: only the count is wanted.
    .filter((v) => (v as { metricName?: string }).metricName?.endsWith('_count') ?? true)
    .filter((v) => Object.entries(labels).every(([k, value]) => v.labels[k] === value))
    .reduce((sum, v) => sum + v.value, 0)

describe('the upstream client', () => {
  it('times each call by service, path, insurer and outcome, and counts only faults as faults', async () => {
    await call('/teklif', { InsuranceFirm: 3, Phone: '5321234567' })
    await call('/red', { InsuranceFirm: 3 })
    await call('/kapali')
    const durations = 'storefront_upstream_request_duration_seconds'
    expect(
      await countOf(durations, { path: '/teklif', insurer: '3', outcome: 'ok' }),
    ).toBeGreaterThan(0)
    expect(await countOf(durations, { path: '/red', insurer: '3', outcome: 'refused' })).toBe(1)
    expect(await countOf(durations, { path: '/kapali', insurer: '', outcome: 'http' })).toBe(1)
    const faults = 'storefront_upstream_faults_total'
    expect(await countOf(faults, { path: '/red' })).toBe(0)
    expect(await countOf(faults, { service: 'common', path: '/kapali', kind: 'http' })).toBe(1)
    expect(await register.metrics()).not.toContain('5321234567')
  })

  it("sends the visit's request id with the call, and none outside a request", async () => {
    seen.length = 0
    await withRequestId('ziyaret-87654321', () => call('/teklif'))
    await call('/teklif')
    expect(seen.map((headers) => headers['x-request-id'])).toEqual(['ziyaret-87654321', undefined])
  })
})
