import { expect, test, type Page } from '@playwright/test'
import { masked } from '../support/members.ts'
import { expectNoAxeViolations } from './axe.ts'
import { passThreeD, SUCCESS_CARD, submitCard } from './checkout.ts'
import { codeFromOutbox, lastOutboxId } from './outbox.ts'
import { untilNextPhoneCode } from './phone-codes.ts'
import { quoteAtOffers } from './quote-over-http.ts'
import { isJs, nationalNumberFor, phonesOf } from './quote-helpers.ts'
import { fillSignUp } from './sign-up.ts'
import { fillSupportRequest } from './support-request.ts'

// Issue 38: what the FAQ promises a member (Tekliflerim, a phone change by SMS code, a support
// request naming a policy), done by a new member on their own phone, in both projects.
const phoneFor = phonesOf('53')

async function logIn(page: Page, phone: string) {
  await page.goto('/?modal=giris')
  const dialog = page.getByRole('dialog', { name: 'Giriş Yap' })
  await dialog.getByLabel('Cep Telefonu').fill(masked(phone))
  await dialog.getByLabel('Şifre').fill('Gizli123')
  await dialog.getByRole('button', { name: 'Giriş Yap' }).click()
}

async function logOut(page: Page) {
  await page.goto('/hesabim')
  await page.getByRole('button', { name: 'Çıkış Yap' }).click()
  await expect(page).toHaveURL(/\/$/)
}

test('a member continues a quote from Tekliflerim, names a policy on a request and changes their phone', async ({
  browser,
  page,
}) => {
  // Sign-up, a quote on another browser, a purchase and a phone change: the longest member path.
  test.setTimeout(180_000)
  const phone = phoneFor(isJs(), 1)
  const newPhone = phoneFor(isJs(), 2)
  const nationalNumber = nationalNumberFor(phone)

  await page.goto('/uyeOl')
  await fillSignUp(page, {
    name: 'Teklif',
    surname: 'Sahibi',
    phone,
    nationalNumber,
    email: 'teklif.sahibi@ornek.com.tr',
    birthDate: '1990-05-06',
    gender: 'E',
  })
  const signUpCodeAt = Date.now()
  await page.getByRole('button', { name: 'Üye Ol' }).click()
  const verify = page.getByRole('dialog', { name: 'Telefon Doğrulama' })
  await verify.getByLabel('SMS kodu').fill(await codeFromOutbox(page, phone))
  await verify.getByRole('button', { name: 'Onayla' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Hoş geldiniz' })).toBeVisible()

  // The quote is got on another browser without logging in, with the member's number and phone.
  const elsewhere = await browser.newContext({ javaScriptEnabled: isJs() })
  const quoting = await elsewhere.newPage()
  await quoting.waitForTimeout(untilNextPhoneCode(signUpCodeAt))
  // Over HTTP there: Tekliflerim, not the journey (quote-vehicle.spec.ts), is the subject.
  const { entryCodeAt: quoteCodeAt } = await quoteAtOffers(quoting, 'trafik', phone, nationalNumber)
  await elsewhere.close()

  await page.goto('/hesabim')
  await page.getByRole('link', { name: 'Tekliflerim' }).click()
  await expect(page).toHaveURL(/\/hesabim\/tekliflerim$/)
  const quote = page.getByTestId('teklif')
  await expect(quote).toHaveCount(1)
  await expect(quote).toContainText('Trafik')
  await expect(quote).toContainText('66 ABC 123')
  await expect(quote).toContainText('Teklifler hazır')
  await expect(quote).toContainText(/\d TL/)
  await expectNoAxeViolations(page)
  await quote.getByRole('button', { name: /^Devam et/ }).click()
  // Nothing typed again: the offers of the quote got elsewhere, here.
  await expect(page).toHaveURL(/\/teklifler$/)
  await expect(page.getByText('Tüm sigorta şirketleri yanıt verdi.')).toBeVisible()
  await page
    .getByTestId('teklif')
    .first()
    .getByRole('link', { name: /^Satın Al/ })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Ödeme' })).toBeVisible()
  // The bank's code goes to the same phone as the quote's.
  await page.waitForTimeout(untilNextPhoneCode(quoteCodeAt))
  await passThreeD(page, phone, await submitCard(page, SUCCESS_CARD))
  await expect(
    page.getByRole('heading', { name: 'Ödemeniz alındı, poliçeniz hazır' }),
  ).toBeVisible()

  await page.goto('/hesabim/policelerim')
  const policyNumber = (await page
    .getByTestId('police')
    .locator('dt:text-is("Poliçe numarası") + dd')
    .textContent())!.trim()
  await page.goto('/hesabim/destek')
  await fillSupportRequest(page, {
    type: 'Poliçe İşlemleri',
    subject: 'Poliçemle ilgili',
    message: 'Poliçemin adres bilgisini güncellemek istiyorum.',
  })
  await page.getByLabel('İlgili Poliçe (isteğe bağlı)').selectOption(policyNumber)
  await page.getByRole('button', { name: 'Talep Oluştur' }).click()
  await expect(page).toHaveURL(/\/hesabim\/destek\/\d+$/)
  await expect(page.getByText(`İlgili poliçe: ${policyNumber}`)).toBeVisible()
  await expectNoAxeViolations(page)

  await page.goto('/hesabim')
  await page.getByRole('link', { name: 'Cep Telefonumu Değiştir' }).click()
  await expect(page).toHaveURL(/\/hesabim\/telefon-degisikligi$/)
  await expectNoAxeViolations(page)
  await page.getByLabel('Yeni Cep Telefonu').fill(masked(newPhone))
  const before = await lastOutboxId(page)
  await page.getByRole('button', { name: 'Doğrulama Kodu Gönder' }).click()
  await expect(page.getByText(/Doğrulama kodu .* numarasına gönderildi/)).toBeVisible()
  await expectNoAxeViolations(page)
  // A wrong code is refused on its field, the password not kept.
  await page.getByLabel('SMS kodu').fill('000000')
  await page.getByLabel('Mevcut Şifre').fill('Gizli123')
  await page.getByRole('button', { name: 'Telefonumu Değiştir' }).click()
  await expect(page.getByLabel('SMS kodu')).toHaveAttribute('aria-invalid', 'true')
  await page.getByLabel('SMS kodu').fill(await codeFromOutbox(page, newPhone, { afterId: before }))
  await page.getByLabel('Mevcut Şifre').fill('Gizli123')
  await page.getByRole('button', { name: 'Telefonumu Değiştir' }).click()
  await expect(page).toHaveURL(/\/hesabim$/)
  await expect(page.getByText(masked(newPhone))).toBeVisible()

  await logOut(page)
  await logIn(page, phone)
  // The old phone logs in no more.
  await expect(
    page.getByRole('alert').filter({ hasText: 'Kullanıcı adı veya şifre hatalı.' }),
  ).toBeVisible()
  await logIn(page, newPhone)
  await expect(page.getByRole('status').filter({ hasText: 'Hoş geldiniz' })).toBeVisible()
  // The policy went along with the phone.
  await page.goto('/hesabim/policelerim')
  await expect(page.getByText(policyNumber, { exact: true })).toBeVisible()
})
