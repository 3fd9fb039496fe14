import { expect, test, type Page } from '@playwright/test'
import { masked } from '../support/members.ts'
import { freshPhone, onASlowPhone, scriptGate, send } from './hydration.ts'
import { codeFromOutbox } from './outbox.ts'
import { atStepAfterAddress } from './property-flow.ts'

onASlowPhone()

/**
 * The quote entry at `path` opened with its scripts held back (`gate`), filled (the line's own
 * fields by `fillOwn`) and sent before it hydrates: the fields its plain form post carried.
 */
async function entrySentBeforeHydration(
  page: Page,
  gate: Awaited<ReturnType<typeof scriptGate>>,
  path: string,
  phone: string,
  fillOwn: () => Promise<void> = async () => {},
) {
  await gate.open(path)
  await page.getByLabel(/^T\.C\. kimlik/).fill('10000000146')
  await page.getByLabel('Cep telefonu', { exact: true }).fill(masked(phone))
  await fillOwn()
  await page.getByRole('checkbox', { name: /Gizlilik politikası/ }).check()
  await page.getByRole('checkbox', { name: /aydınlatma metnini/ }).check()
  return send(page, page.getByRole('button', { name: 'Teklif Al' }), path)
}

test('a quote before each page hydrates: entry, SMS code, information and vehicle', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const gate = await scriptGate(page)
  const phone = freshPhone('54')
  const smsDialog = page.getByRole('dialog', { name: 'Telefon Doğrulama' })
  /** The fields a step's button posts to the step's own page (`stepPage`). */
  const sendStep = (button: string, stepPage: string) =>
    send(page, page.getByRole('button', { name: button }), new URL(stepPage).pathname)

  // Entry, sent before hydration.
  expect(
    await entrySentBeforeHydration(page, gate, '/zorunlu-trafik-sigortasi', phone, () =>
      page.getByLabel('Plaka', { exact: true }).fill('66 abc 123'),
    ),
  ).toMatchObject({
    NationalNumber: '10000000146',
    LicensePlateNumber: '66 abc 123',
    PrivacyPolicy: 'on',
    OpenDataAgreement: 'on',
  })
  await expect(smsDialog).toContainText('Lütfen telefonunuza gelen SMS kodunu giriniz')
  const code = await codeFromOutbox(page, phone)

  // The SMS dialog: typed while it hydrates, then (on a fresh load) sent before it does.
  const entryPage = page.url()
  await gate.typeWhileHydrating(smsDialog.getByLabel('SMS kodu'), code)
  await gate.open(entryPage)
  await smsDialog.getByLabel('SMS kodu').fill(code)
  expect(
    await send(
      page,
      smsDialog.getByRole('button', { name: 'Onayla' }),
      '/zorunlu-trafik-sigortasi',
    ),
  ).toMatchObject({ SmsActivationCode: code, intent: 'onayla' })
  await expect(page.getByRole('heading', { level: 1, name: 'Bilgileriniz' })).toBeVisible()

  // Step 2: a name and a city changed before hydration; the city's counties follow once it can.
  const informationPage = page.url()
  await gate.open(informationPage)
  await page.getByLabel('Ad', { exact: true }).fill('Deniz')
  await page.getByLabel('İl', { exact: true }).selectOption({ label: 'Yozgat' })
  await gate.typeWhileHydrating(page.getByLabel('E-posta (isteğe bağlı)'), 'deniz@ornek.com.tr')
  await expect(page.getByLabel('Ad', { exact: true })).toHaveValue('Deniz')
  await expect(page.getByLabel('İl', { exact: true })).toHaveValue('66')
  await expect(
    page.getByLabel('İlçe', { exact: true }).getByRole('option', { name: 'Sorgun' }),
  ).toHaveCount(1)

  await gate.open(informationPage)
  await page.getByLabel('Ad', { exact: true }).fill('Deniz')
  await page.getByLabel('E-posta (isteğe bağlı)').fill('deniz@ornek.com.tr')
  expect(await sendStep('Kaydet ve Devam Et', informationPage)).toMatchObject({
    Name: 'Deniz',
    Email: 'deniz@ornek.com.tr',
    intent: 'kaydet',
  })
  await expect(page.getByRole('heading', { level: 1, name: 'Araç bilgileri' })).toBeVisible()

  // Step 3: the registration document typed while the page hydrates, then sent before it does.
  const vehiclePage = page.url()
  await gate.open(vehiclePage)
  await page.getByLabel('Belge seri').fill('AB')
  await gate.typeWhileHydrating(page.getByLabel('Belge numarası'), '123456')
  await expect(page.getByLabel('Belge seri')).toHaveValue('AB')
  await expect(page.getByLabel('Plaka', { exact: true })).not.toHaveValue('')

  await gate.open(vehiclePage)
  await page.getByLabel('Belge seri').fill('AB')
  await page.getByLabel('Belge numarası').fill('123456')
  expect(await sendStep('Aracımı Sorgula', vehiclePage)).toMatchObject({
    LicensePermitSerial: 'AB',
    LicensePermitNumber: '123456',
    intent: 'sorgula',
  })
  gate.release()
  await expect(page.getByText('Renault')).toBeVisible()
})

test('a wrong SMS code refused before the dialog hydrates: the code typed next stays, and the focus with it', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const gate = await scriptGate(page)
  const phone = freshPhone('53')
  const smsDialog = page.getByRole('dialog', { name: 'Telefon Doğrulama' })
  await entrySentBeforeHydration(page, gate, '/cep-telefonu-sigortasi', phone)
  const code = await codeFromOutbox(page, phone)
  const wrong = code === '000000' ? '111111' : '000000'

  // The page the refusal answers with empties the field and puts the focus in it, as HTML.
  await smsDialog.getByLabel('SMS kodu').fill(wrong)
  await send(page, smsDialog.getByRole('button', { name: 'Onayla' }), '/cep-telefonu-sigortasi')
  await expect(smsDialog.getByLabel('SMS kodu')).toHaveValue('')

  // Hydrating that answer must not empty the field again, nor move the focus.
  await gate.typeWhileHydrating(smsDialog.getByLabel('SMS kodu'), code)
  await smsDialog.getByRole('button', { name: 'Onayla' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Bilgileriniz' })).toBeVisible()
})

test('a number field (− / + drawn once hydrated) typed in while the step hydrates keeps the number and the focus', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await atStepAfterAddress(page, '/zorunlu-deprem-sigortasi', freshPhone('55'))
  const gate = await scriptGate(page)
  await gate.open(page.url())
  const area = page.getByLabel('Dairenin brüt alanı (m²)')
  await area.fill('')
  await gate.typeWhileHydrating(area, '145')
  await expect(page.getByRole('button', { name: 'Artır' }).last()).toBeVisible()
})
