import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'

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
  // The page's scripts are preloaded behind its first paint (decision 025).
  const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? []
  expect(preloads.length).toBeGreaterThan(2)
  for (const preload of preloads) expect(preload).toContain('fetchpriority="low"')
  // The second view comes from the page cache (decision 024), with its own nonce in place.
  const again = await second.text()
  expect(again).toContain(`nonce="${nonce(second.headers()['content-security-policy']!)}"`)
  expect(again).not.toContain(nonce(csp))
})

test('health and readiness answer', async ({ request }) => {
  expect((await request.get('/healthz')).status()).toBe(200)
  const ready = await request.get('/readyz')
  expect(ready.status()).toBe(200)
  expect(await ready.json()).toMatchObject({ status: 'ok' })
})
