import { expect, test, type Page } from '@playwright/test'
import { masked } from '../support/members.ts'
import { expectNoAxeViolations } from './axe.ts'
import { codeFromOutbox, sendEntryAndVerify } from './outbox.ts'

// The eight quote pages and what each entry form asks for besides identity and phone.
const pages = [
  { path: '/kasko-sigortasi', plate: true, birthDate: false },
  { path: '/zorunlu-trafik-sigortasi', plate: true, birthDate: false },
  { path: '/tamamlayici-saglik-sigortasi', plate: false, birthDate: true },
  { path: '/zorunlu-deprem-sigortasi', plate: false, birthDate: false },
  { path: '/konut-sigortasi', plate: false, birthDate: false },
  { path: '/seyahat-saglik-sigortasi', plate: false, birthDate: true },
  { path: '/evcil-hayvan-sigortasi', plate: false, birthDate: false },
  { path: '/cep-telefonu-sigortasi', plate: false, birthDate: false },
]

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Telefon Doğrulama' })

pages.forEach((quotePage, index) => {
  test(`${quotePage.path}: entry, SMS verification and step 2`, async ({ page }, testInfo) => {
    const js = testInfo.project.use.javaScriptEnabled !== false
    // Distinct phones per page and project keep the per-phone limits out of the way.
    const phone = `5${js ? 4 : 5}${String(index).padStart(2, '0')}${String(Date.now()).slice(-6)}`

    await page.goto(quotePage.path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoAxeViolations(page)

    // An invalid TC kimlik: its message, the other fields kept.
    const nationalNumber = page.getByLabel(/^T\.C\. kimlik/)
    await nationalNumber.fill('12345678901')
    await page.getByLabel('Cep telefonu', { exact: true }).fill(masked(phone))
    if (quotePage.plate) await page.getByLabel('Plaka', { exact: true }).fill('66 abc 123')
    if (quotePage.birthDate) await page.getByLabel('Doğum tarihi').fill('15.06.1985')
    await page.getByRole('checkbox', { name: /Gizlilik politikası/ }).check()
    await page.getByRole('checkbox', { name: /aydınlatma metnini/ }).check()
    await page.getByRole('button', { name: 'Teklif Al' }).click()
    await expect(page.getByText('Lütfen geçerli bir TC kimlik numarası giriniz.')).toBeVisible()
    await expect(nationalNumber).toBeFocused()
    await expect(page.getByLabel('Cep telefonu', { exact: true })).toHaveValue(masked(phone))
    if (quotePage.plate) {
      // Typed in lower case: kept as typed without JavaScript, upper-cased as typed with it.
      await expect(page.getByLabel('Plaka', { exact: true })).toHaveValue(
        js ? '66 ABC 123' : '66 abc 123',
      )
    }
    if (quotePage.birthDate) await expect(page.getByLabel('Doğum tarihi')).toHaveValue('15.06.1985')
    await expect(dialog(page)).toHaveCount(0)

    // A valid one opens the verification dialog.
    await nationalNumber.fill('10000000146')
    await page.getByRole('button', { name: 'Teklif Al' }).click()
    await expect(dialog(page)).toBeVisible()
    await expect(dialog(page)).toContainText('Lütfen telefonunuza gelen SMS kodunu giriniz')
    const codeField = dialog(page).getByLabel('SMS kodu')
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code')
    await expect(codeField).toHaveAttribute('inputmode', 'numeric')
    await expectNoAxeViolations(page)

    // An early resend is refused: by the server without JS, by the countdown with it.
    const resend = dialog(page).getByRole('button', { name: 'Yeniden Gönder' })
    if (js) {
      await expect(resend).toBeDisabled()
      await expect(dialog(page)).toContainText(/Yeni kodu \d+ saniye sonra isteyebilirsiniz/)
    } else {
      await expect(dialog(page)).toContainText(/Yeni kod \d\d:\d\d:\d\d sonra istenebilir/)
      await resend.click()
      await expect(dialog(page).getByRole('alert')).toContainText('Yeni kod henüz istenemez.')
    }

    // No code: the server answers with spec §5's message on the field, which takes the focus.
    await dialog(page).getByRole('button', { name: 'Onayla' }).click()
    await expect(dialog(page).getByText('Lütfen SMS kodu giriniz.')).toBeVisible()
    await expect(codeField).toHaveAttribute('aria-invalid', 'true')
    await expect(codeField).toBeFocused()

    // A wrong code shows the server's message and empties the field.
    const code = await codeFromOutbox(page, phone)
    const wrong = code === '000000' ? '111111' : '000000'
    await codeField.fill(wrong)
    await dialog(page).getByRole('button', { name: 'Onayla' }).click()
    await expect(dialog(page).getByRole('alert')).toContainText(
      'Girdiğiniz doğrulama kodu hatalı. Lütfen kontrol edip tekrar deneyin.',
    )
    await expect(codeField).toHaveValue('')

    // Cancel closes the dialog and keeps what was typed; the visitor can pick up where they left.
    await dialog(page).getByRole('link', { name: 'İptal Et' }).click()
    await expect(dialog(page)).toHaveCount(0)
    await expect(page.getByLabel('Cep telefonu', { exact: true })).toHaveValue(masked(phone))
    await page.getByRole('link', { name: 'Kaldığınız yerden devam edin' }).click()
    await expect(dialog(page)).toBeVisible()

    // The code from the outbox verifies and lands on step 2 with name and province filled in.
    await dialog(page).getByLabel('SMS kodu').fill(code)
    await dialog(page).getByRole('button', { name: 'Onayla' }).click()
    await expect(page).toHaveURL(/\/[\w-]{22}\/bilgiler$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Bilgileriniz' })).toBeVisible()
    await expect(page.getByLabel('Ad', { exact: true })).not.toHaveValue('')
    await expect(page.getByLabel('İl', { exact: true })).not.toHaveValue('')
    await expect(page.getByLabel('İlçe', { exact: true })).not.toHaveValue('')
    await expect(page.getByLabel('Cep telefonu (doğrulandı)')).toHaveValue(masked(phone))
    await expectNoAxeViolations(page)
  })
})

test('step 2 saves the edited information, follows the city with its counties, and survives a refresh', async ({
  page,
}, testInfo) => {
  const js = testInfo.project.use.javaScriptEnabled !== false
  const phone = `56${js ? 1 : 2}${String(Date.now()).slice(-7)}`
  await page.goto('/evcil-hayvan-sigortasi')
  await page.getByLabel(/^T\.C\. kimlik/).fill('12345678950')
  await sendEntryAndVerify(page, phone)
  await expect(page).toHaveURL(/\/bilgiler$/)

  await page.getByLabel('Ad', { exact: true }).fill('Deniz')
  await page.getByLabel('İl', { exact: true }).selectOption({ label: 'Yozgat' })
  if (!js) await page.getByRole('button', { name: 'İlçeleri Getir' }).click()
  await expect(
    page.getByLabel('İlçe', { exact: true }).getByRole('option', { name: 'Sorgun' }),
  ).toHaveCount(1)
  await expect(page.getByLabel('Ad', { exact: true })).toHaveValue('Deniz')
  await page.getByLabel('İlçe', { exact: true }).selectOption({ label: 'Sorgun' })
  await page.getByRole('button', { name: 'Kaydet ve Devam Et' }).click()
  // The pet line goes on to its own step; going back shows the information as saved.
  await expect(page).toHaveURL(/\/hayvan$/)
  const saved = page.url().replace(/\/hayvan$/, '/bilgiler')
  const expectSaved = async (tab: Page) => {
    await expect(tab.getByLabel('Ad', { exact: true })).toHaveValue('Deniz')
    await expect(tab.getByLabel('İl', { exact: true }).locator('option:checked')).toHaveText(
      'Yozgat',
    )
    await expect(tab.getByLabel('İlçe', { exact: true }).locator('option:checked')).toHaveText(
      'Sorgun',
    )
  }
  await page.goto(saved)
  await expectSaved(page)
  await page.reload()
  await expectSaved(page)
  await expectNoAxeViolations(page)

  // A second tab of the same session sees the same draft; another browser does not.
  const second = await page.context().newPage()
  await second.goto(saved)
  await expectSaved(second)
  await second.close()
  const stranger = await page.context().browser()!.newContext()
  const response = await (await stranger.newPage()).goto(saved)
  expect(response?.status()).toBe(404)
  await stranger.close()
})

test('a black-listed number is refused after verification with an error titled Hata', async ({
  page,
}, testInfo) => {
  const phone = `57${testInfo.project.use.javaScriptEnabled === false ? 2 : 1}${String(Date.now()).slice(-7)}`
  await page.goto('/konut-sigortasi')
  await page.getByLabel(/^T\.C\. kimlik/).fill('10000000214')
  await page.getByLabel('Cep telefonu', { exact: true }).fill(phone)
  await page.getByRole('checkbox', { name: /Gizlilik politikası/ }).check()
  await page.getByRole('checkbox', { name: /aydınlatma metnini/ }).check()
  await page.getByRole('button', { name: 'Teklif Al' }).click()
  await expect(dialog(page)).toBeVisible()
  await dialog(page)
    .getByLabel('SMS kodu')
    .fill(await codeFromOutbox(page, phone))
  await dialog(page).getByRole('button', { name: 'Onayla' }).click()
  const alert = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Hata' }) })
  await expect(alert).toContainText('Bu kimlik numarası için çevrimiçi işlem yapılamıyor.')
  await expect(dialog(page)).toHaveCount(0)
  await expect(page.getByLabel(/^T\.C\. kimlik/)).toHaveValue('10000000214')
  await expectNoAxeViolations(page)
})

test('a passport holder on the travel line verifies without the identity check', async ({
  page,
}, testInfo) => {
  const phone = `58${testInfo.project.use.javaScriptEnabled === false ? 2 : 1}${String(Date.now()).slice(-7)}`
  await page.goto('/seyahat-saglik-sigortasi')
  await page.getByLabel('Kimlik türü').selectOption('2')
  await page.getByLabel('Pasaport numarası').fill('u 1234567')
  await page.getByLabel('Doğum tarihi').fill('01.02.1990')
  await sendEntryAndVerify(page, phone)
  // Spec §4: no identity check can fill the user information, so step 3 comes directly.
  await expect(page).toHaveURL(/\/outgoing\/teklif\/[\w-]+\/seyahat$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Seyahat bilgileri' })).toBeVisible()
})

for (const path of ['/saglik/teklif', '/yabancisaglik/asyncteklif']) {
  test(`${path} starts its flow with the entry form`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByLabel(/^T\.C\. kimlik numarası/)).toBeVisible()
    await expect(page.getByLabel('Doğum tarihi')).toBeVisible()
    await expect(page.getByLabel('Plaka', { exact: true })).toHaveCount(0)
    await expectNoAxeViolations(page)
  })
}

test('the home picker leads to each entry page', async ({ page }) => {
  await page.goto('/')
  await page
    .getByRole('navigation', { name: 'Sigorta türleri' })
    .getByRole('link', { name: 'Kasko' })
    .click()
  await expect(page).toHaveURL(/\/kasko-sigortasi$/)
  await expect(page.getByLabel('Plaka', { exact: true })).toBeVisible()
})
