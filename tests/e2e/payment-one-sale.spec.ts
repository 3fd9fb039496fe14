import { expect, test, type Page } from '@playwright/test'
import { passThreeD, phoneFor, submitCard, SUCCESS_CARD, trafikCheckout } from './checkout.ts'
import { scriptGate } from './hydration.ts'

async function payWith(page: Page, card: string) {
  const before = await submitCard(page, card)
  await expect(page.getByRole('heading', { name: /3D Secure Doğrulama/ })).toBeVisible()
  return before
}

/**
 * The posts the page has sent to the provider's card page so far: the checkout's session, then
 * the card, which the card page sends on to the bank's 3D Secure page.
 */
function postsToBank(page: Page) {
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/demo/banka/kart') {
      posts.push(request.url())
    }
  })
  return posts
}

test('back from the bank with another card, that card is asked for; then the quote is insured once', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000)
  const js = testInfo.project.use.javaScriptEnabled !== false
  const phone = phoneFor(js, 7)
  const { checkout, otherCheckout } = await trafikCheckout(page, phone)
  const toBank = postsToBank(page)

  // The first card reaches the bank's page; the visitor comes back and gives another card. Each
  // time the card page is opened once and the card posted once.
  await payWith(page, SUCCESS_CARD)
  await expect(page.getByText('Visa **** 0002')).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(toBank).toHaveLength(2)
  await page.goto(checkout)
  const before = await payWith(page, '5555 5555 5555 4444')
  await expect(page.getByText('Mastercard **** 4444')).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(toBank).toHaveLength(4)
  await passThreeD(page, phone, before)
  const policyNumber = page.getByTestId('police-no')
  await expect(policyNumber).toHaveText(/^[A-Z]{3}-\d{4}-\d{8}$/)
  const bought = (await policyNumber.textContent())!

  // Another insurer's offer of the same quote can no longer be bought: the page names the policy.
  await page.goto(otherCheckout)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bu teklif için poliçeniz zaten var' }),
  ).toBeVisible()
  await expect(page.getByTestId('alinan-police-no')).toHaveText(bought)
  await expect(page.getByRole('button', { name: 'Ödemeye Geç' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Satın aldığım poliçeyi göster' }).click()
  await expect(page.getByTestId('police-no')).toHaveText(bought)
})

test('a checkout sent before the page hydrates goes to the card page by itself, once', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'js', 'without JavaScript the visitor takes the button')
  test.setTimeout(150_000)
  const phone = phoneFor(true, 8)
  const { checkout } = await trafikCheckout(page, phone)
  const toBank = postsToBank(page)

  // The checkout and the page its post answers with, their scripts held back: a slow phone.
  const gate = await scriptGate(page)
  await gate.open(checkout)
  const before = await submitCard(page, SUCCESS_CARD)
  await expect(page.getByRole('heading', { name: /3D Secure Doğrulama/ })).toBeVisible()
  gate.release()
  await page.waitForLoadState('networkidle')
  expect(toBank).toHaveLength(2)
  await passThreeD(page, phone, before)
  await expect(page.getByTestId('police-no')).toHaveText(/^[A-Z]{3}-\d{4}-\d{8}$/)
})
