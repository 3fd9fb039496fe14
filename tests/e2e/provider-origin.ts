import { expect, test, type Page } from '@playwright/test'
import { fillCard } from './checkout.ts'
import { lastOutboxId } from './outbox.ts'

// A provider's card page and its bank's 3D Secure page live on the provider's origin, not under
// the storefront's as the built-in ones do in demo. Here the built-in back office is opened on its
// own loopback origin (its port), which is another site than `localhost` for the browser.

export const providerOriginOf = (baseURL: string) => {
  const store = new URL(baseURL)
  return `http://127.0.0.1:${Number(store.port) + 1}`
}

/**
 * "Ödemeye Geç" on a filled checkout, the payment session's post to the demo card page turned
 * into the same post to the card page on the provider's own origin, where the card is paid
 * towards the bank's 3D Secure page. Returns the outbox position before the bank's SMS code.
 */
export async function payOnProviderOrigin(page: Page, card: string, cvc = '123') {
  const providerOrigin = providerOriginOf(test.info().project.use.baseURL!)
  // The checkout's CSP lets its form reach only the demo card page's address, so the post is
  // caught there and the card page opened on the provider's origin with the same session.
  let session = ''
  await page.route('**/demo/banka/kart', async (route) => {
    session = new URLSearchParams(route.request().postData() ?? '').get('Session') ?? ''
    await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>…</title>' })
  })
  await page.route(`${providerOrigin}/odeme-giris`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="tr"><title>Ödeme kuruluşu</title><form method="post" action="/bank/kart"><input type="hidden" name="Session" value="${session}"><button>Kart Sayfasına Git</button></form>`,
    }),
  )
  await page.getByRole('button', { name: 'Ödemeye Geç' }).click()
  if (test.info().project.name === 'nojs') {
    await page.getByRole('button', { name: 'Ödeme Sayfasına Git' }).click()
  }
  await page.waitForURL('**/demo/banka/kart')
  await page.unroute('**/demo/banka/kart')
  await page.goto(`${providerOrigin}/odeme-giris`)
  await page.getByRole('button', { name: 'Kart Sayfasına Git' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Kart bilgileri' })).toBeVisible()
  expect(new URL(page.url()).origin).toBe(providerOrigin)
  await fillCard(page, card, cvc)
  const before = await lastOutboxId(page)
  await page.getByRole('button', { name: 'Ödemeyi Tamamla' }).click()
  return before
}
