import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { expectHydrated } from './hydration.ts'
import { isJs } from './quote-helpers.ts'

test('the home page is Turkish, lists the ten product lines and passes axe', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sigortanızı')
  await expect(
    page.getByRole('navigation', { name: 'Sigorta türleri' }).getByRole('link'),
  ).toHaveCount(10)
  await expectNoAxeViolations(page)
})

test('every response carries the security headers with a fresh nonce', async ({ request }) => {
  const first = await request.get('/')
  const second = await request.get('/')
  const csp = first.headers()['content-security-policy']!
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
  const nonce = (value: string) => /'nonce-([^']+)'/.exec(value)?.[1]
  expect(nonce(csp)).toBeTruthy()
  expect(nonce(second.headers()['content-security-policy']!)).not.toBe(nonce(csp))
  expect(first.headers()['x-content-type-options']).toBe('nosniff')
  expect(first.headers()['referrer-policy']).toBeTruthy()
  const html = await first.text()
  expect(html).toContain(`nonce="${nonce(csp)}"`)
  // The page's scripts wait for its first paint (decision 026): none is preloaded or imported
  // by the HTML itself.
  expect(html).not.toContain('<link rel="modulepreload"')
  expect(html).not.toMatch(/<script[^>]*type="module"/)
  // The second view comes from the page cache (decision 024), with its own nonce in place.
  const again = await second.text()
  expect(again).toContain(`nonce="${nonce(second.headers()['content-security-policy']!)}"`)
  expect(again).not.toContain(nonce(csp))
})

test('the page paints before its scripts are fetched, then hydrates', async ({ page }) => {
  test.skip(!isJs(), 'scripts only run with JavaScript')
  await page.goto('/')
  await expectHydrated(page.getByRole('heading', { level: 1 }))
  const { paint, scripts } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/assets/') && entry.name.endsWith('.js'))
      .map((entry) => entry.startTime),
  }))
  expect(paint).toBeDefined()
  expect(scripts.length).toBeGreaterThan(2)
  for (const start of scripts) expect(start).toBeGreaterThanOrEqual(paint!)
})

test('health and readiness answer', async ({ request }) => {
  expect((await request.get('/healthz')).status()).toBe(200)
  const ready = await request.get('/readyz')
  expect(ready.status()).toBe(200)
  expect(await ready.json()).toMatchObject({ status: 'ok' })
})
