import { expect, test } from '@playwright/test'
import { phoneFor, trafikCheckout } from './checkout.ts'

// Issue 40: on a phone the checkout's first screen shows what is paid and the way to pay.
test.use({ viewport: { width: 360, height: 640 } })

test("a phone's first screen of the checkout shows the premium and 'Ödemeye Geç'", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  await trafikCheckout(page, phoneFor(testInfo.project.use.javaScriptEnabled !== false, 0))
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(page.getByTestId('odeme-tutar')).toBeInViewport({ ratio: 1 })
  await expect(page.getByTestId('odeme-tutar')).toContainText(/\d TL/)
  await expect(page.getByRole('button', { name: 'Ödemeye Geç' })).toBeInViewport({ ratio: 1 })
})
