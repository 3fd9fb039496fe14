import { expect, test, type Page } from '@playwright/test'
import { phoneFor, submitCard, SUCCESS_CARD, trafikCheckout } from './checkout.ts'
import { codeFromOutbox } from './outbox.ts'

// A real bank's 3D Secure page lives on the bank's origin, not under the storefront's as the demo
// bank does: its result reaches /odeme/3d-sonuc as a cross-site post carrying the bank's Origin,
// or `Origin: null` from a sandboxed page. Here the built-in bank is opened on its own loopback
// origin (the back office's port), which is another site than `localhost` for the browser.

const bankOriginOf = (baseURL: string) => {
  const store = new URL(baseURL)
  return `http://127.0.0.1:${Number(store.port) + 1}`
}

/**
 * Up to "Ödemeyi Tamamla"; the post to the demo bank is turned into the bank's own page on its
 * own origin, which the visitor then uses as at a real bank.
 */
async function payAtBankOnItsOrigin(page: Page, phone: string, sandboxed: boolean) {
  const js = test.info().project.use.javaScriptEnabled !== false
  const bankOrigin = bankOriginOf(test.info().project.use.baseURL!)
  const { checkout } = await trafikCheckout(page, phone)
  // The checkout's CSP lets its form reach only the demo bank's address (a redirect elsewhere
  // would be blocked as well), so the post is caught there and the bank opened on its origin.
  let paReq = ''
  await page.route('**/demo/banka/3d', async (route) => {
    paReq = new URLSearchParams(route.request().postData() ?? '').get('PaReq') ?? ''
    await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>…</title>' })
  })
  await page.route(`${bankOrigin}/banka-giris`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="tr"><title>Banka</title><form method="post" action="/bank/3d"><input type="hidden" name="PaReq" value="${paReq}"><button>Bankaya Git</button></form>`,
    }),
  )
  if (sandboxed) {
    // The bank's result page in a sandbox: its post back carries `Origin: null`.
    await page.route(`${bankOrigin}/bank/dogrula`, async (route) => {
      const answer = await route.fetch()
      const headers = { ...answer.headers() }
      headers['content-security-policy'] =
        `${headers['content-security-policy']}; sandbox allow-forms allow-scripts`
      await route.fulfill({ response: answer, headers })
    })
  }
  const before = await submitCard(page, SUCCESS_CARD)
  await page.waitForURL('**/demo/banka/3d')
  await page.goto(`${bankOrigin}/banka-giris`)
  await page.getByRole('button', { name: 'Bankaya Git' }).click()
  await expect(page.getByRole('heading', { name: /3D Secure Doğrulama/ })).toBeVisible()
  expect(new URL(page.url()).origin).toBe(bankOrigin)
  const code = await codeFromOutbox(page, phone, { about: /3D Secure/, afterId: before })
  await page.getByLabel('SMS doğrulama kodu').fill(code)
  const callback = page.waitForRequest('**/odeme/3d-sonuc')
  await page.getByRole('button', { name: 'Onayla' }).click()
  if (!js) await page.getByRole('button', { name: 'Mağazaya Dön' }).click()
  return { checkout, callback: await callback }
}

test('a bank on its own origin posts the 3D result back and the policy is issued', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000)
  const js = testInfo.project.use.javaScriptEnabled !== false
  const { checkout, callback } = await payAtBankOnItsOrigin(page, phoneFor(js, 5), false)
  expect(await callback.headerValue('origin')).toBe(bankOriginOf(testInfo.project.use.baseURL!))
  await expect(page.getByTestId('police-no')).toHaveText(/^[A-Z]{3}-\d{4}-\d{8}$/)
  expect(page.url()).toContain(`${checkout}?odeme=`)

  // The same signed result again, as a server-side client without an Origin would send it:
  // the same outcome, and still one payment.
  const fields = new URLSearchParams(callback.postData() ?? '')
  const replay = await page.request.post('/odeme/3d-sonuc', {
    form: Object.fromEntries(fields),
    maxRedirects: 0,
  })
  expect(replay.status()).toBe(303)
  expect(replay.headers().location).toContain(`?odeme=${fields.get('PaymentId')}`)
})

test('a sandboxed bank page (Origin: null) pays too', async ({ page }, testInfo) => {
  test.setTimeout(150_000)
  const js = testInfo.project.use.javaScriptEnabled !== false
  const { callback } = await payAtBankOnItsOrigin(page, phoneFor(js, 6), true)
  expect(await callback.headerValue('origin')).toBe('null')
  await expect(page.getByTestId('police-no')).toHaveText(/^[A-Z]{3}-\d{4}-\d{8}$/)
})
