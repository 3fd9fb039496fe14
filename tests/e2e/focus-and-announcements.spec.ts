import { expect, test, type Locator, type Page } from '@playwright/test'
import { masked } from '../support/members.ts'
import { contractsMessage } from '~/payment/checkout-schema.ts'
import { messages } from '~/validation/messages.ts'
import { expectNoAxeViolations } from './axe.ts'
import { phoneFor as checkoutPhoneFor } from './checkout.ts'
import { expectSummaryLeadsToFields } from './error-summary.ts'
import { expectHydrated, scriptGate } from './hydration.ts'
import { codeFromOutbox, sendEntryAndVerify } from './outbox.ts'
import { firstOfferCheckout } from './quote-over-http.ts'
import { isJs, nationalNumberFor, phonesOf } from './quote-helpers.ts'

// WCAG 2.2 AA (README, Accessibility): where the focus goes when the page changes without a page
// load, what a screen reader hears while offers arrive, and the modal dialogs' focus.

const phoneFor = phonesOf('57')

/** The offers status: the count and whether more may come, never the offers themselves. */
const offerStatus =
  /^(\d+ teklif geldi\.|Henüz teklif gelmedi\.) (Teklifler geliyor…|Tüm sigorta şirketleri yanıt verdi\.)$/

/** With JavaScript, the heading of the step just reached holds the focus. */
async function arrivedAt(page: Page, title: string) {
  const heading = page.getByRole('heading', { level: 1, name: title })
  await expect(heading).toBeVisible()
  if (isJs()) await expect(heading).toBeFocused()
}

test('each wizard step and the offers take the focus to their heading; offers are counted politely', async ({
  page,
}) => {
  const phone = phoneFor(isJs(), 1)
  await page.goto('/zorunlu-trafik-sigortasi')
  await page.getByLabel(/^T\.C\. kimlik/).fill(nationalNumberFor(phone))
  await page.getByLabel('Plaka', { exact: true }).fill('66 ABC 123')
  await sendEntryAndVerify(page, phone)
  await arrivedAt(page, 'Bilgileriniz')
  await page.getByRole('button', { name: 'Kaydet ve Devam Et' }).click()
  await arrivedAt(page, 'Araç bilgileri')
  await page.getByLabel('Belge seri').fill('AB')
  await page.getByLabel('Belge numarası').fill('123456')
  await page.getByRole('button', { name: 'Aracımı Sorgula' }).click()
  await page.getByRole('button', { name: 'Bilgiler Doğru, Teklifleri Getir' }).click()
  await arrivedAt(page, 'Teklifler')
  const status = page.getByRole('status').filter({ hasText: 'teklif' })
  await expect(status).toHaveText(offerStatus)
  await expect(status).toHaveText(/Tüm sigorta şirketleri yanıt verdi\.$/, { timeout: 20_000 })
  const count = await page.getByTestId('teklif').count()
  await expect(status).toHaveText(`${count} teklif geldi. Tüm sigorta şirketleri yanıt verdi.`)
  // A step reached again by the stepper's link is announced as well, and so is one gone back to.
  if (isJs()) {
    await page.getByRole('link', { name: /Bilgileriniz/ }).click()
    await arrivedAt(page, 'Bilgileriniz')
    await page.goBack()
    await arrivedAt(page, 'Teklifler')
  }
})

test('a step the browser loads itself leaves the scroll and focus to the visitor while it hydrates', async ({
  page,
}) => {
  test.skip(!isJs(), 'without JavaScript nothing hydrates')
  const phone = phoneFor(true, 3)
  await page.goto('/cep-telefonu-sigortasi')
  await page.getByLabel(/^T\.C\. kimlik/).fill(nationalNumberFor(phone))
  await sendEntryAndVerify(page, phone)
  await arrivedAt(page, 'Bilgileriniz')
  // Reloaded with its scripts held back: a slow phone, where the visitor scrolls down to the
  // button before the page has hydrated.
  const gate = await scriptGate(page)
  await page.reload({ waitUntil: 'commit' })
  // Parsed to the end (its scroll restoration has run), its scripts still held.
  await page.waitForFunction(() => document.readyState !== 'loading')
  const save = page.getByRole('button', { name: 'Kaydet ve Devam Et' })
  await save.scrollIntoViewIfNeeded()
  const scrolled = await page.evaluate(() => window.scrollY)
  expect(scrolled).toBeGreaterThan(0)
  gate.release()
  await expectHydrated(save)
  await page.waitForLoadState('networkidle')
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
  await expect(page.getByRole('heading', { level: 1 })).not.toBeFocused()
  await save.click()
  await arrivedAt(page, 'Telefon bilgileri')
})

/** Tab and Shift+Tab `times` each: the focus never leaves `dialog`. */
async function focusStaysIn(dialog: Locator, times = 12) {
  const page = dialog.page()
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < times; i++) {
      await page.keyboard.press(key)
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
    }
  }
}

test.describe('with JavaScript', () => {
  test.skip(() => !isJs(), 'without JavaScript the dialog is part of the page, not modal')

  test('the SMS dialog of a quote traps the focus and gives it back to Teklif Al', async ({
    page,
  }) => {
    const phone = phoneFor(true, 2)
    await page.goto('/zorunlu-trafik-sigortasi')
    await page.waitForFunction(() => '__reactRouterDataRouter' in window)
    await page.getByLabel(/^T\.C\. kimlik/).fill(nationalNumberFor(phone))
    await page.getByLabel('Plaka', { exact: true }).fill('66 ABC 123')
    await page.getByLabel('Cep telefonu', { exact: true }).fill(phone)
    await page.getByRole('checkbox', { name: /Gizlilik politikası/ }).check()
    await page.getByRole('checkbox', { name: /aydınlatma metnini/ }).check()
    const send = page.getByRole('button', { name: 'Teklif Al' })
    await send.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Telefon Doğrulama' })
    await expect(dialog.getByLabel('SMS kodu')).toBeFocused()
    await codeFromOutbox(page, phone)
    await focusStaysIn(dialog)
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(send).toBeFocused()
  })

  test("the login's SMS dialog traps the focus and gives it back to Giriş Yap", async ({
    page,
  }) => {
    await page.goto('/')
    await page.waitForFunction(() => '__reactRouterDataRouter' in window)
    const login = page.getByRole('link', { name: 'Giriş Yap' })
    await login.focus()
    await page.keyboard.press('Enter')
    const popover = page.getByRole('dialog', { name: 'Giriş Yap' })
    await expect(popover.getByLabel('Cep Telefonu')).toBeFocused()
    await page.keyboard.type(masked('5550000017'))
    await page.keyboard.press('Tab')
    await page.keyboard.type('Demo1234')
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Telefon Doğrulama' })
    await expect(dialog.getByLabel('SMS Kodu')).toBeFocused()
    await focusStaysIn(dialog)
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(login).toBeFocused()
  })
})

test('a refused sign-up lists its errors, each a link to its field; the first invalid field has the focus', async ({
  page,
}) => {
  await page.goto('/uyeOl')
  await page.getByLabel('Soyad', { exact: true }).fill('Yılmaz')
  await page.getByRole('button', { name: 'Üye Ol' }).focus()
  await page.keyboard.press('Enter')
  const summary = page.getByRole('alert').filter({ hasText: 'Formda düzeltilmesi gereken' })
  await expect(summary.getByRole('heading', { level: 2 })).toHaveText(
    /^Formda düzeltilmesi gereken \d+ alan var$/,
  )
  const name = page.getByLabel('Ad', { exact: true })
  await expect(name).toBeFocused()
  await expect(page.getByLabel('Soyad', { exact: true })).toHaveValue('Yılmaz')
  const links = summary.getByRole('link')
  expect(await links.count()).toBeGreaterThan(3)
  // Each message names its field's problem and leads to that field.
  for (const link of await links.all()) {
    const target = (await link.getAttribute('href'))!.slice(1)
    const field = page.locator(`[id="${target}"]`)
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    // The link says the field's label, then its message.
    const message = (await link.innerText()).split(': ')[1]!
    await expect(page.locator(`[id="${target}-error"]`)).toHaveText(message)
  }
  await links.nth(1).focus()
  await page.keyboard.press('Enter')
  await expect(
    page.locator(`[id="${(await links.nth(1).getAttribute('href'))!.slice(1)}"]`),
  ).toBeFocused()
  await expectNoAxeViolations(page)
})

test('a checkout sent empty lists its errors, each a link to its field; the first invalid field has the focus', async ({
  page,
}) => {
  test.setTimeout(90_000)
  // The quote over HTTP: the checkout, not the journey, is this test's subject.
  const phone = checkoutPhoneFor(isJs(), 8)
  const { checkout } = await firstOfferCheckout(page, 'trafik', phone, nationalNumberFor(phone))
  await page.goto(checkout)
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url())
  })
  // The e-mail starts from the quote's.
  const email = page.getByLabel('Poliçenin gönderileceği e-posta')
  // Opened as a whole page (not by "Satın Al" on an app already running): with JavaScript, what
  // follows is about the hydrated form, whose checks load on the first focus React sees.
  if (isJs()) await expectHydrated(email)
  await email.fill('')
  // Left for the next field: a field is checked when the focus leaves it.
  await page.getByRole('checkbox', { name: /Ön Bilgilendirme Formu/ }).focus()
  // With JavaScript the form's checks arrive after the first focus in it (a busy machine may take
  // seconds): once the e-mail left empty is marked, the submit below is the browser's to refuse.
  if (isJs()) await expect(email).toHaveAttribute('aria-invalid', 'true')
  await page.getByRole('button', { name: 'Ödemeye Geç' }).click()
  await expectSummaryLeadsToFields(page, {
    'Poliçenin gönderileceği e-posta': messages.required,
    Sözleşmeler: contractsMessage,
  })
  // With JavaScript the browser's check refused it; without, the action.
  expect(posts).toHaveLength(isJs() ? 0 : 1)
  await expectNoAxeViolations(page)
  // The summary stays as the submit left it while a field is fixed, and the next submit renews it.
  const summary = page.getByRole('alert').filter({ hasText: 'Formda düzeltilmesi gereken' })
  await email.fill('ali@ornek.com.tr')
  await page.getByRole('checkbox', { name: /Ön Bilgilendirme Formu/ }).focus()
  if (isJs()) await expect(email).not.toHaveAttribute('aria-invalid')
  await expect(summary.getByRole('link')).toHaveCount(2)
  await page.getByRole('button', { name: 'Ödemeye Geç' }).click()
  await expect(summary.getByRole('heading')).toHaveText('Formda düzeltilmesi gereken 1 alan var')
  await expect(email).toHaveValue('ali@ornek.com.tr')
})
