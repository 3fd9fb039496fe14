import { expect, test, type Page } from '@playwright/test'
import { phoneFor, SUCCESS_CARD, trafikCheckout } from './checkout.ts'
import { codeFromOutbox } from './outbox.ts'
import { payOnProviderOrigin, providerOriginOf } from './provider-origin.ts'

// A real provider's card page and bank's 3D Secure page live on the provider's origin: the
// bank's result reaches /odeme/3d-sonuc as a cross-site post carrying that Origin, or
// `Origin: null` from a sandboxed page (provider-origin.ts).

/** Up to the bank's page on the provider's origin, which the visitor then uses as a real bank. */
async function payAtBankOnItsOrigin(page: Page, phone: string, sandboxed: boolean) {
  const js = test.info().project.use.javaScriptEnabled !== false
  const bankOrigin = providerOriginOf(test.info().project.use.baseURL!)
  const { checkout } = await trafikCheckout(page, phone)
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
  await page.getByLabel('Poliçenin gönderileceği e-posta').fill('kart@ornek.com.tr')
  await page.getByRole('checkbox', { name: /Ön Bilgilendirme Formu/ }).check()
  const before = await payOnProviderOrigin(page, SUCCESS_CARD)
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
  expect(await callback.headerValue('origin')).toBe(providerOriginOf(testInfo.project.use.baseURL!))
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
