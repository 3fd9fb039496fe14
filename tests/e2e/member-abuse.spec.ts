import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { freshPhone, latestSms, masked, signUpMember } from '../support/members.ts'
import { codeFromOutbox } from './outbox.ts'
import { isJs, nationalNumberFor, phonesOf, throughInformationStep } from './quote-helpers.ts'
import { fillSignUp } from './sign-up.ts'

// The red team's attacks on the storefront's member flows (issue 25), with JavaScript on and off.

const PASSWORD = 'Gizli123'
const pick = (js: string, nojs: string) => (isJs() ? js : nojs)
const quotePhone = phonesOf('56')

async function submitLogin(page: Page, phone: string, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Giriş Yap' })
  await dialog.getByLabel('Cep Telefonu').fill(masked(phone))
  await dialog.getByLabel('Şifre').fill(password)
  await dialog.getByRole('button', { name: 'Giriş Yap' }).click()
}

/** A new member whose device is this browser's, logged out again: their next login is 2000. */
async function loggedOutMember(page: Page) {
  const phone = freshPhone()
  await signUpMember(page.request, phone, PASSWORD)
  expect((await page.request.post('/cikis')).status()).toBeLessThan(400)
  return phone
}

const sessionCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === 'oturum')?.value

test('sign-up with a member’s phone is answered as a new one: the code dialog, no “already a member”', async ({
  page,
}) => {
  await page.goto('/uyeOl')
  await fillSignUp(page, {
    name: 'Başka',
    surname: 'Biri',
    // Demo members with verified phones (README, Demo members).
    phone: pick('5550000013', '5550000014'),
    nationalNumber: '10000000146',
    email: 'baska.biri@ornek.com.tr',
    birthDate: '1991-02-03',
    gender: 'E',
  })
  await page.getByRole('button', { name: 'Üye Ol' }).click()
  const dialog = page.getByRole('dialog', { name: 'Telefon Doğrulama' })
  await expect(dialog).toContainText('Telefon numaranız henüz doğrulanmadı')
  await expect(page.getByText(/kayıtlı bir üyelik/)).toHaveCount(0)
  await dialog.getByLabel('SMS kodu').fill('000000')
  await dialog.getByRole('button', { name: 'Onayla' }).click()
  await expect(dialog.getByRole('alert')).toContainText('doğrulama kodu hatalı')
})

test('a sign-up’s name must be letters: a right-to-left override is refused with the reason', async ({
  page,
}) => {
  await page.goto('/uyeOl')
  await fillSignUp(page, {
    name: 'x',
    surname: 'Üye',
    phone: freshPhone(),
    nationalNumber: '10000000146',
    email: 'harf@ornek.com.tr',
    birthDate: '1991-02-03',
    gender: 'E',
  })
  const name = page.getByLabel('Ad', { exact: true })
  await name.fill('Ali\u202Egnp.exe')
  if (isJs()) {
    // The field keeps only what a name may hold as it is typed.
    await expect(name).toHaveValue('Alignpexe')
    return
  }
  await page.getByRole('button', { name: 'Üye Ol' }).click()
  // The field's own message (the error summary above the form repeats it as a link).
  await expect(name).toHaveAccessibleDescription(
    /Ad ve soyad yalnızca harf, boşluk, kesme işareti ve kısa çizgi içerebilir\./,
  )
  await expect(page.getByRole('dialog', { name: 'Telefon Doğrulama' })).toHaveCount(0)
})

test('Enter in the two-step code dialog confirms the code instead of sending a new one', async ({
  page,
}) => {
  // Demo members with two-step login on (README, Demo members).
  const phone = pick('5550000006', '5550000007')
  await page.goto('/?modal=giris')
  await submitLogin(page, phone, 'Demo1234')
  const dialog = page.getByRole('dialog', { name: 'Telefon Doğrulama' })
  await expect(dialog).toContainText('Lütfen telefonunuza gelen SMS kodunu giriniz')
  const code = /(\d{6})/.exec(await latestSms(page.request, phone))![1]!
  await dialog.getByLabel('SMS Kodu').fill(code)
  await dialog.getByLabel('SMS Kodu').press('Enter')
  await expect(page.getByRole('status').filter({ hasText: /Hoş geldiniz/ })).toBeVisible()
})

test('a login’s redirect with a tab in it (/%09/evil.example) stays on this site', async ({
  page,
  baseURL,
}) => {
  const phone = await loggedOutMember(page)
  await page.goto('/?modal=giris&redirectTo=/%09/evil.example')
  await submitLogin(page, phone, PASSWORD)
  await expect(page.getByRole('status').filter({ hasText: /Hoş geldiniz/ })).toBeVisible()
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin)
})

test('verifying the quote’s phone gives the session a new id, the draft kept', async ({
  page,
  browser,
  baseURL,
}) => {
  const phone = quotePhone(isJs(), 1)
  await page.goto('/evcil-hayvan-sigortasi')
  await page.getByLabel(/^T\.C\. kimlik/).fill(nationalNumberFor(phone.slice(1)))
  await page.getByLabel('Cep telefonu', { exact: true }).fill(phone)
  await page.getByRole('checkbox', { name: /Gizlilik politikası/ }).check()
  await page.getByRole('checkbox', { name: /aydınlatma metnini/ }).check()
  await page.getByRole('button', { name: 'Teklif Al' }).click()
  const dialog = page.getByRole('dialog', { name: 'Telefon Doğrulama' })
  await expect(dialog).toBeVisible()
  // The session that holds the draft while the code is on its way.
  const beforeVerification = await sessionCookie(page.context())
  expect(beforeVerification).toBeTruthy()
  await dialog.getByLabel('SMS kodu').fill(await codeFromOutbox(page, phone))
  await dialog.getByRole('button', { name: 'Onayla' }).click()
  await expect(page).toHaveURL(/\/bilgiler$/)
  await expect(page.getByRole('button', { name: 'Kaydet ve Devam Et' })).toBeVisible()
  const afterVerification = await sessionCookie(page.context())
  expect(afterVerification).toBeTruthy()
  expect(afterVerification).not.toBe(beforeVerification)
  // The id the session had before the verification no longer opens the quote.
  const stale = await browser.newContext({ baseURL })
  await stale.addCookies([
    { name: 'oturum', value: beforeVerification!, url: baseURL!, httpOnly: true },
  ])
  // A quote that is not the session's is a not-found inside the flow: /404 (spec §8).
  const refused = await stale.request.get(page.url(), { maxRedirects: 0 })
  expect(refused.status()).toBe(302)
  expect(refused.headers().location).toBe('/404')
  await stale.close()
})

test('logging in partway through a quote keeps the quote the visitor’s', async ({ page }) => {
  const member = await loggedOutMember(page)
  await throughInformationStep(page, '/evcil-hayvan-sigortasi', quotePhone(isJs(), 2))
  await expect(page).toHaveURL(/\/hayvan$/)
  const quoteStep = page.url()
  await page.goto(`${quoteStep}?modal=giris`)
  await submitLogin(page, member, PASSWORD)
  await expect(page.getByRole('status').filter({ hasText: /Hoş geldiniz/ })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Sayfa bulunamadı' })).toHaveCount(0)
  await page.goto(quoteStep)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Evcil hayvan bilgileri' }),
  ).toBeVisible()
})

test('changing the password ends the member’s other sessions, not this one', async ({
  page,
  browser,
  baseURL,
}) => {
  const phone = freshPhone()
  await signUpMember(page.request, phone, PASSWORD)
  // The other browser shares the device, so its login needs no two-step code.
  const device = (await page.context().cookies()).find((c) => c.name === 'cihaz')!
  const other = await browser.newContext({ baseURL })
  await other.addCookies([device])
  const login = await other.request.post('/giris', {
    form: { Username: masked(phone), Password: PASSWORD, returnTo: '/', redirectTo: '/' },
  })
  expect(login.status()).toBeLessThan(400)
  expect((await other.request.get('/hesabim', { maxRedirects: 0 })).status()).toBe(200)

  await page.goto('/hesabim/sifre-degisikligi')
  await page.getByLabel('Mevcut Şifre').fill(PASSWORD)
  await page.getByLabel('Yeni Şifre', { exact: true }).fill('Yeni5678')
  await page.getByLabel('Yeni Şifre (Tekrar)').fill('Yeni5678')
  await page.getByRole('button', { name: 'Şifremi Değiştir' }).click()
  await expect(page.getByText('Şifreniz başarıyla değiştirildi.')).toBeVisible()

  expect((await other.request.get('/hesabim', { maxRedirects: 0 })).status()).toBe(302)
  await other.close()
  await page.goto('/hesabim')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hesabım')
})
