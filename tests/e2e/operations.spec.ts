import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { demoPlateOffers, passThreeD, submitCard, SUCCESS_CARD } from './checkout.ts'
import { ownStorefront } from './own-storefront.ts'
import { isJs, nationalNumberFor, phonesOf } from './quote-helpers.ts'

// Issue 29: what operators see. Metrics on their own loopback ports (playwright.config.ts), one
// request id across both processes' logs.

const port = Number(process.env.E2E_PORT ?? 3210)
const storefrontMetrics = `http://127.0.0.1:${port + 2}/metrics`
const agencyMetrics = `http://127.0.0.1:${port + 3}/metrics`
const phoneFor = phonesOf('51')

const scrape = async (url: string) => (await fetch(url)).text()

/** A metric's series in a scrape's text: each one's labels and value. */
function seriesOf(text: string, name: string) {
  return text.split('\n').flatMap((line) => {
    const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (!match || match[1] !== name) return []
    const labels: Record<string, string> = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, k, v]) => [k, v]),
    )
    return [{ labels, value: Number(match[3]) }]
  })
}

/** The sum of a metric's series whose labels include `labels`. */
const valueOf = (text: string, name: string, labels: Record<string, string> = {}) =>
  seriesOf(text, name)
    .filter((series) => Object.entries(labels).every(([k, v]) => series.labels[k] === v))
    .reduce((sum, series) => sum + series.value, 0)

test('the metrics are on their own ports, never on the public one', async ({ request }) => {
  const answer = await request.get('/metrics')
  expect(answer.status()).toBe(404)
  expect(await answer.text()).not.toContain('storefront_')
  expect(await scrape(storefrontMetrics)).toContain('# TYPE storefront_funnel_events_total counter')
  expect(await scrape(storefrontMetrics)).toContain('process_cpu_user_seconds_total')
  expect(await scrape(agencyMetrics)).toContain('# TYPE agency_messages_total counter')
})

test('one request id runs through the storefront and the back office logs', async ({ request }) => {
  const requestId = `e2e-${test.info().project.name}-${Date.now()}`
  // Readiness asks the back office on every request (nothing cached), under the request's id.
  const answer = await request.get('/readyz', { headers: { 'X-Request-Id': requestId } })
  expect(answer.headers()['x-request-id']).toBe(requestId)
  const lines = () =>
    readFileSync(path.join(process.env.E2E_DATA_DIR!, 'server.log'), 'utf8')
      .split('\n')
      .filter((line) => line.includes(`"requestId":"${requestId}"`))
      .map((line) => JSON.parse(line) as { name: string; msg: string; path?: string })
  await expect
    .poll(() => lines().map((line) => `${line.name} ${line.msg} ${line.path}`))
    .toEqual(
      expect.arrayContaining(['storefront request /readyz', 'agency call /common/account/yetki']),
    )
  // Without one from the proxy, each request gets its own.
  const other = await request.get('/readyz')
  expect(other.headers()['x-request-id']).toMatch(/^[\da-f-]{36}$/)
})

ownStorefront(
  'a quote and a purchase move the funnel of their line by exactly one each',
  async ({ page, storefront }) => {
    test.setTimeout(120_000)
    // Both vehicle lines, one per project (any line counts the same way).
    const [line, lineName] = isJs() ? ['kasko', 'Kasko'] : ['trafik', 'Trafik Sigortası']
    const phone = phoneFor(isJs(), 1)
    const nationalNumber = nationalNumberFor(phone)
    const before = await scrape(storefront.metrics)
    const agencyBefore = await scrape(storefront.agencyMetrics)

    const offers = await demoPlateOffers(page, lineName, phone, nationalNumber)
    await offers
      .first()
      .getByRole('link', { name: /^Satın Al/ })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Ödeme' })).toBeVisible()
    await passThreeD(page, phone, await submitCard(page, SUCCESS_CARD))
    await expect(
      page.getByRole('heading', { name: 'Ödemeniz alındı, poliçeniz hazır' }),
    ).toBeVisible()

    const after = await scrape(storefront.metrics)
    const moved = (name: string, labels: Record<string, string>) =>
      valueOf(after, name, labels) - valueOf(before, name, labels)
    const stages = [
      'entry_submitted',
      'verified',
      'offers_shown',
      'checkout_opened',
      'payment_started',
      'paid',
      'declined',
    ]
    expect(
      Object.fromEntries(
        stages.map((stage) => [stage, moved('storefront_funnel_events_total', { line, stage })]),
      ),
    ).toEqual({
      entry_submitted: 1,
      verified: 1,
      offers_shown: 1,
      checkout_opened: 1,
      payment_started: 1,
      paid: 1,
      declined: 0,
    })
    expect(
      Object.fromEntries(
        ['bilgiler', 'arac', 'teklifler'].map((step) => [
          step,
          moved('storefront_funnel_steps_total', { line, step }),
        ]),
      ),
    ).toEqual({ bilgiler: 1, arac: 1, teklifler: 1 })
    // Every insurer of the demo (seven) was asked, each call timed under the insurer's code.
    const durations = 'storefront_upstream_request_duration_seconds_count'
    const insurersAsked = seriesOf(after, durations).filter(
      ({ labels }) =>
        labels.path === '/list/Offers/NewListOffer' &&
        labels.insurer !== '' &&
        moved(durations, labels) > 0,
    )
    expect(new Set(insurersAsked.map(({ labels }) => labels.insurer)).size).toBe(7)
    // The entry's SMS code and the policy's e-mail went out through the back office.
    const agencyAfter = await scrape(storefront.agencyMetrics)
    for (const channel of ['sms', 'email']) {
      const sent = { channel, result: 'sent' }
      expect(
        valueOf(agencyAfter, 'agency_messages_total', sent) -
          valueOf(agencyBefore, 'agency_messages_total', sent),
      ).toBeGreaterThanOrEqual(1)
    }

    // No label carries who bought: not the phone, the national ID, the plate or the e-mail.
    for (const text of [after, agencyAfter]) {
      for (const identity of [
        phone,
        nationalNumber,
        '66ABC123',
        '66 ABC 123',
        'kart@ornek.com.tr',
      ]) {
        expect(text).not.toContain(identity)
      }
    }
  },
)
