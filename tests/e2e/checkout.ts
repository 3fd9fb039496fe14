import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { guardCardData } from './card-data-guard.ts'
import { offersArrive } from './offers-flow.ts'
import { codeFromOutbox, lastOutboxId, sendEntryAndVerify } from './outbox.ts'
import { nationalNumberFor, pdfText, phonesOf } from './quote-helpers.ts'

// README "Buying a policy": test cards and the demo bank's 3D Secure page.
export const SUCCESS_CARD = '4000 0000 0000 0002'

export const phoneFor = phonesOf('58')

/**
 * Entry, SMS and details of a vehicle line (a company's title given when the identity check has
 * none), then the plate queried with its document: the vehicle found is shown.
 */
export async function vehicleFound(
  page: Page,
  lineName: string,
  phone: string,
  nationalNumber: string,
  plate: string,
) {
  await page.goto('/')
  await page
    .getByRole('navigation', { name: 'Sigorta türleri' })
    .getByRole('link', { name: lineName, exact: true })
    .click()
  await page.getByLabel(/^T\.C\. kimlik/).fill(nationalNumber)
  await page.getByLabel('Plaka', { exact: true }).fill(plate)
  await sendEntryAndVerify(page, phone)
  await expect(page.getByRole('heading', { level: 1, name: 'Bilgileriniz' })).toBeVisible()
  const title = page.getByLabel('Şirket unvanı')
  if ((await title.count()) && !(await title.inputValue())) await title.fill('Bozok Lojistik A.Ş.')
  await page.getByRole('button', { name: 'Kaydet ve Devam Et' }).click()
  await page.getByLabel('Belge seri').fill('AB')
  await page.getByLabel('Belge numarası').fill('123456')
  await page.getByRole('button', { name: 'Aracımı Sorgula' }).click()
}

/** Entry, SMS, details and vehicle of the demo plate, up to the complete offer list. */
export async function demoPlateOffers(
  page: Page,
  lineName: string,
  phone: string,
  nationalNumber: string,
) {
  await vehicleFound(page, lineName, phone, nationalNumber, '66 ABC 123')
  if (lineName === 'Kasko') await page.getByLabel('Meslek').selectOption({ index: 1 })
  await page.getByRole('button', { name: 'Bilgiler Doğru, Teklifleri Getir' }).click()
  await expect(page.getByText('Tüm sigorta şirketleri yanıt verdi.')).toBeVisible({
    timeout: 20_000,
  })
  await page.waitForLoadState('load')
  return page.getByTestId('teklif')
}

/** The checkout of the demo plate's first trafik offer, and the address of the second's. */
export async function trafikCheckout(page: Page, phone: string) {
  const offers = await demoPlateOffers(page, 'Trafik Sigortası', phone, nationalNumberFor(phone))
  const otherCheckout = (await offers
    .nth(1)
    .getByRole('link', { name: /^Satın Al/ })
    .getAttribute('href'))!
  await offers
    .first()
    .getByRole('link', { name: /^Satın Al/ })
    .click()
  await expect(page).toHaveURL(/\/odeme\/[\w-]+\/[\w-]+$/)
  return { checkout: page.url(), otherCheckout }
}

/**
 * "Ödemeye Geç" on a filled checkout: the browser is posted to the provider's card page (by
 * itself with JavaScript, by its button without), which is shown.
 */
export async function toCardPage(page: Page) {
  await page.getByRole('button', { name: 'Ödemeye Geç' }).click()
  if (test.info().project.name === 'nojs') {
    await page.getByRole('button', { name: 'Ödeme Sayfasına Git' }).click()
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Kart bilgileri' })).toBeVisible()
}

/**
 * Fills the checkout, goes on to the provider's card page and pays there with a card, towards the
 * bank's page. Returns the outbox position before the bank's SMS code.
 */
export async function submitCard(page: Page, card: string, cvc = '123') {
  await page.getByLabel('Poliçenin gönderileceği e-posta').fill('kart@ornek.com.tr')
  await page.getByRole('checkbox', { name: /Ön Bilgilendirme Formu/ }).check()
  await toCardPage(page)
  await fillCard(page, card, cvc)
  const before = await lastOutboxId(page)
  await page.getByRole('button', { name: 'Ödemeyi Tamamla' }).click()
  return before
}

/**
 * The offers' first one bought with the success card, once `atCheckout` has checked its checkout;
 * ends on the result page.
 */
export async function buyFirstOffer(page: Page, phone: string, atCheckout: () => Promise<void>) {
  const offers = await offersArrive(page)
  await offers
    .first()
    .getByRole('link', { name: /^Satın Al/ })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Ödeme' })).toBeVisible()
  await atCheckout()
  const before = await submitCard(page, SUCCESS_CARD)
  await passThreeD(page, phone, before)
  await expect(
    page.getByRole('heading', { name: 'Ödemeniz alındı, poliçeniz hazır' }),
  ).toBeVisible()
}

/**
 * On the comparison, the cheapest offer's "Satın Al", paid with a card that pays (the README's
 * Visa, Mastercard or Troy test card), towards the result page.
 */
export async function buyFromComparison(page: Page, phone: string, card = SUCCESS_CARD) {
  await page
    .getByRole('table')
    .getByRole('link', { name: /^Satın Al/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Ödeme' })).toBeVisible()
  await passThreeD(page, phone, await submitCard(page, card))
  await expect(
    page.getByRole('heading', { name: 'Ödemeniz alındı, poliçeniz hazır' }),
  ).toBeVisible()
}

/** The first offer bought as `buyFirstOffer` does: the policy PDF's text from the result page. */
export async function buyFirstOfferPdf(page: Page, phone: string, atCheckout: () => Promise<void>) {
  await buyFirstOffer(page, phone, atCheckout)
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Poliçeyi PDF olarak indir' }).click()
  return pdfText(await download)
}

/**
 * The provider's card page filled with a card (number, expiry two years on, security code); from
 * here to the test's end no request to the storefront may carry them (card-data-guard.ts).
 */
export async function fillCard(page: Page, number: string, cvc = '123') {
  guardCardData(page.context(), { card: number, cvc })
  await page.getByLabel('Kart üzerindeki ad soyad').fill('Ayşe Işıklı Çelik')
  await page.getByLabel('Kart numarası').fill(number)
  await page.getByLabel('Son kullanma tarihi').fill(`12/${(new Date().getFullYear() + 2) % 100}`)
  await page.getByLabel('Güvenlik kodu (CVC)').fill(cvc)
}

/** The demo bank's page: the SMS code from the outbox, then back to the shop. */
export async function passThreeD(page: Page, phone: string, after: number, checkAxe = false) {
  await expect(page.getByRole('heading', { name: /3D Secure Doğrulama/ })).toBeVisible()
  if (checkAxe) await expectNoAxeViolations(page)
  const code = await codeFromOutbox(page, phone, { about: /3D Secure/, afterId: after })
  await page.getByLabel('SMS doğrulama kodu').fill(code)
  await page.getByRole('button', { name: 'Onayla' }).click()
  if (test.info().project.name === 'nojs') {
    await page.getByRole('button', { name: 'Mağazaya Dön' }).click()
  }
}
