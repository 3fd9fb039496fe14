import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { demoPlateOffers, passThreeD, phoneFor, submitCard, SUCCESS_CARD } from './checkout.ts'
import { nationalNumberFor } from './quote-helpers.ts'

/** The README's test cards and the message each outcome shows. */
const declinedCards = [
  { card: '4000 0000 0000 0051', message: 'bakiyesi bu ödeme için yetersiz', threeD: 'code' },
  { card: '4000 0000 0000 0093', message: 'Bankanız bu işlemi onaylamadı', threeD: 'code' },
  { card: '4000 0000 0000 0432', message: 'kayıp ya da çalıntı', threeD: 'code' },
  { card: '4000 0000 0000 0549', message: 'kullanım süresi dolmuş', threeD: 'code' },
  { card: '4000 0000 0000 0820', message: 'güvenlik kodu (CVC) hatalı', threeD: 'code' },
  { card: '4000 0000 0000 0598', message: 'güvenlik şüphesiyle durdurdu', threeD: 'code' },
  {
    card: '4000 0000 0000 1000',
    message: '3D Secure doğrulaması başarısız oldu (mdStatus 0)',
    threeD: 'code',
  },
  {
    card: '4000 0000 0000 4004',
    message: '3D Secure ile ödemeye kayıtlı değil (mdStatus 4)',
    threeD: 'none',
  },
  { card: '4000 0000 0000 9003', message: '3D Secure doğrulaması başlatılamadı', threeD: 'none' },
] as const

test('every declining test card ends in its own message, the offer kept for another card', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000)
  const js = testInfo.project.use.javaScriptEnabled !== false
  const phone = phoneFor(js, 3)
  const offers = await demoPlateOffers(
    page,
    'Trafik Sigortası',
    phone,
    nationalNumberFor(phone.slice(1)),
  )
  const checkouts = []
  for (const n of [0, 1]) {
    const offer = offers.nth(n)
    checkouts.push({
      insurer: (await offer.locator('h3').textContent())!,
      href: (await offer.getByRole('link', { name: /^Satın Al/ }).getAttribute('href'))!,
    })
  }
  let { insurer, href: checkout } = checkouts[0]!
  await page.goto(checkout)

  for (const [tried, { card, message, threeD }] of declinedCards.entries()) {
    if (tried === 5) {
      // Five declines on one offer pause its card payments (card testing): no card page.
      await page.getByLabel('Poliçenin gönderileceği e-posta').fill('red@ornek.com.tr')
      await page.getByRole('checkbox', { name: /Ön Bilgilendirme Formu/ }).check()
      await page.getByRole('button', { name: 'Ödemeye Geç' }).click()
      await expect(page.getByText(/kartla ödeme 30 dakika durduruldu/)).toBeVisible()
      await expect(page.getByRole('heading', { level: 1, name: 'Ödeme' })).toBeVisible()
      // Another insurer's offer of the quote takes the remaining cards.
      ;({ insurer, href: checkout } = checkouts[1]!)
      await page.goto(checkout)
    }
    const before = await submitCard(page, card)
    if (threeD === 'code') await passThreeD(page, phone, before)
    else if (!js) await page.getByRole('button', { name: 'Mağazaya Dön' }).click()
    const failure = page.getByTestId('odeme-hata')
    await expect(failure, card).toContainText(message)
    await expect(failure).toContainText('başka bir kartla yeniden deneyebilirsiniz')
    // The same offer, ready for another card; no card field in the shop.
    await expect(page.getByTestId('odeme-sigortaci')).toHaveText(insurer)
    await expect(page.getByLabel('Kart numarası')).toHaveCount(0)
    expect(page.url(), card).toContain(`${checkout}?odeme=`)
  }
  await expectNoAxeViolations(page)

  // A wrong SMS code is refused with the tries left; then the right one pays.
  const before = await submitCard(page, SUCCESS_CARD)
  await page.getByLabel('SMS doğrulama kodu').fill('000000')
  await page.getByRole('button', { name: 'Onayla' }).click()
  await expect(page.getByRole('alert')).toContainText('Kalan deneme hakkınız: 2')
  await passThreeD(page, phone, before)
  await expect(page.getByTestId('police-no')).toHaveText(/^[A-Z]{3}-\d{4}-\d{8}$/)

  // A forged bank callback is refused without touching any payment.
  const forged = await page.request.post('/odeme/3d-sonuc', {
    form: { PaymentId: 'uydurma', mdStatus: '1', Signature: 'imza' },
    maxRedirects: 0,
  })
  expect(forged.status()).toBe(400)
  expect(await forged.text()).toContain('Ödeme doğrulanamadı')
})
