import { expect, test, type Page } from '@playwright/test'
import { passThreeD, phoneFor, submitCard, SUCCESS_CARD, trafikCheckout } from './checkout.ts'

async function payWith(page: Page, card: string) {
  const before = await submitCard(page, card)
  await expect(page.getByRole('heading', { name: /3D Secure Doğrulama/ })).toBeVisible()
  return before
}

test('back from the bank with another card, that card is asked for; then the quote is insured once', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000)
  const js = testInfo.project.use.javaScriptEnabled !== false
  const phone = phoneFor(js, 7)
  const { checkout, otherCheckout } = await trafikCheckout(page, phone)

  // The first card reaches the bank's page; the visitor comes back and gives another card.
  await payWith(page, SUCCESS_CARD)
  await expect(page.getByText('Visa **** 0002')).toBeVisible()
  await page.goto(checkout)
  const before = await payWith(page, '5555 5555 5555 4444')
  await expect(page.getByText('Mastercard **** 4444')).toBeVisible()
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
  await expect(page.getByRole('button', { name: 'Ödemeyi Tamamla' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Satın aldığım poliçeyi göster' }).click()
  await expect(page.getByTestId('police-no')).toHaveText(bought)
})
