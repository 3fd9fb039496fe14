import { createHash } from 'node:crypto'
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

const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1]

test('every rendered response carries the security headers with a fresh nonce', async ({
  request,
}) => {
  // A cookie the page cache does not know has every view rendered.
  const headers = { Cookie: 'baska=1' }
  const first = await request.get('/', { headers })
  const second = await request.get('/', { headers })
  const csp = first.headers()['content-security-policy']!
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
  expect(nonceOf(csp)).toBeTruthy()
  expect(nonceOf(second.headers()['content-security-policy']!)).not.toBe(nonceOf(csp))
  expect(first.headers()['x-content-type-options']).toBe('nosniff')
  expect(first.headers()['referrer-policy']).toBeTruthy()
  const html = await first.text()
  expect(html).toContain(`nonce="${nonceOf(csp)}"`)
  // The page's scripts wait for its first paint (decision 026): none is preloaded or imported
  // by the HTML itself.
  expect(html).not.toContain('<link rel="modulepreload"')
  expect(html).not.toMatch(/<script[^>]*type="module"/)
})

test('a page from the page cache allows by their hashes exactly the scripts its render allowed', async ({
  request,
}) => {
  // Decision 055: the same bytes for every view, so no nonce; every inline script the render
  // gave its nonce is allowed by its hash, and nothing else.
  const first = await request.get('/iletisim')
  const again = await request.get('/iletisim')
  const renderNonce = nonceOf(first.headers()['content-security-policy']!)!
  const policy = again.headers()['content-security-policy']!
  expect(nonceOf(policy)).toBeUndefined()
  const html = await again.text()
  expect(html).toBe(await first.text())
  const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
  const hashes = scripts
    .filter(([, attributes]) => attributes!.includes(`nonce="${renderNonce}"`))
    .map(([, , text]) => `'sha256-${createHash('sha256').update(text!).digest('base64')}'`)
  expect(hashes.length).toBeGreaterThan(3)
  expect(policy).toContain(`script-src ${[...new Set(hashes)].join(' ')} 'strict-dynamic';`)
})

test('a page from the page cache hydrates and navigates without a refused script', async ({
  page,
}) => {
  test.skip(!isJs(), 'scripts only run with JavaScript')
  const refused: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(message.text())
  })
  await page.goto('/hakkimizda')
  const response = await page.goto('/hakkimizda')
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'sha256-/)
  await expectHydrated(page.getByRole('heading', { level: 1 }))
  // A client-side navigation fetches the route's manifest and modules the page did not have.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Sıkça Sorulan Sorular' }).click()
  await expect(page).toHaveURL(/\/sss$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sıkça Sorulan')
  expect(refused).toEqual([])
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
