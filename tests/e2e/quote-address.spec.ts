import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { compareAndPrint, offersArrive } from './offers-flow.ts'
import { nationalNumberFor, phonesOf } from './quote-helpers.ts'
import { saveInformationStep, sendEntryAndVerify } from './outbox.ts'

// Issue 13: the address step DASK and konut share, each of its three ways, with JavaScript on
// and off (the projects js and nojs).

const phoneFor = phonesOf('58')

/** The DASK quote page → SMS verification → information saved → the address step. */
async function atAddressStep(page: Page, phone: string, identifier: string) {
  await page.goto('/zorunlu-deprem-sigortasi')
  await page.getByLabel(/^T\.C\. kimlik/).fill(identifier)
  await sendEntryAndVerify(page, phone)
  await expect(page).toHaveURL(/\/bilgiler$/)
  if (identifier.length === 10) await page.getByLabel('Şirket unvanı').fill('Bozok Yapı A.Ş.')
  await saveInformationStep(page)
  await expect(page).toHaveURL(/\/adres$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Adres bilgileri' })).toBeVisible()
}

/** Chooses the option whose text holds `text` in the chain's select `label`. */
async function choose(page: Page, js: boolean, label: string, text: string) {
  const select = page.getByLabel(label, { exact: true })
  const option = select.locator('option', { hasText: text }).first()
  await expect(option).toHaveCount(1)
  await select.selectOption((await option.getAttribute('value'))!)
  if (!js) await page.getByRole('button', { name: 'Listeyi Getir' }).click()
}

/** After the step the wizard has moved on; the step itself then shows the home it found. */
async function expectChosen(page: Page, address: RegExp, code: string | RegExp) {
  await expect(page).not.toHaveURL(/\/adres$/)
  await page.goBack()
  await page.reload()
  const chosen = page.getByRole('region', { name: 'Sigortalanacak adres' })
  await expect(chosen).toContainText(address)
  await expect(chosen).toContainText(code)
}

test('DASK: the home chosen by the UAVT chain, il to daire, then the building and the offers', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const js = testInfo.project.use.javaScriptEnabled !== false
  const phone = phoneFor(js, 1)
  await atAddressStep(page, phone, nationalNumberFor(phone.slice(1)))
  await expectNoAxeViolations(page)

  // Going on without a flat names the level still to choose.
  await page.getByRole('button', { name: 'Bu Adresle Devam Et' }).click()
  await expect(page.getByText('Lütfen il seçiniz.')).toBeVisible()

  await choose(page, js, 'İl', 'Yozgat')
  await choose(page, js, 'İlçe', 'Merkez')
  await choose(page, js, 'Belde / bucak', 'Merkez')
  await choose(page, js, 'Mahalle / köy', 'Medrese')
  // The choices above stay as they were while the list goes deeper.
  await expect(page.getByLabel('İl', { exact: true }).locator('option:checked')).toHaveText(
    'Yozgat',
  )
  await choose(page, js, 'Cadde / sokak', 'Lise Caddesi')
  await choose(page, js, 'Bina', 'No: 12')
  await choose(page, js, 'Daire', '4403156956')
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Bu Adresle Devam Et' }).click()

  // On through the building step, as the register has it, to the offers and their PDFs.
  await expect(page).toHaveURL(/\/bina$/)
  await page.getByRole('button', { name: 'Teklifleri Getir' }).click()
  await offersArrive(page)
  const { listText } = await compareAndPrint(page)
  expect(listText).toContain('Medrese Mahallesi, Lise Caddesi')

  // Back on the address step, the chain is as it was chosen.
  await page
    .getByRole('navigation', { name: 'Teklif adımları' })
    .getByRole('link', { name: /Adres bilgileri/ })
    .click()
  const chosen = page.getByRole('region', { name: 'Sigortalanacak adres' })
  await expect(chosen).toContainText(/Lise Caddesi.*Dış Kapı No: 12, İç Kapı No: 3/)
  await expect(chosen).toContainText('4403156956')

  // A new province empties the levels below it.
  if (js) {
    await choose(page, js, 'İl', 'İstanbul')
    await expect(page.getByLabel('Mahalle / köy', { exact: true })).toHaveCount(0)
  }
})

test('DASK: the home found by its UAVT code', async ({ page }, testInfo) => {
  const js = testInfo.project.use.javaScriptEnabled !== false
  const phone = phoneFor(js, 2)
  await atAddressStep(page, phone, nationalNumberFor(phone.slice(1)))
  const code = page.getByLabel('UAVT adres kodu', { exact: true })
  await code.fill('51226')
  await page.getByRole('button', { name: 'Adresi Bul' }).click()
  await expect(page.getByText('UAVT adres kodu 10 haneli bir sayıdır.')).toBeVisible()
  await expect(code).toBeFocused()
  await expect(code).toHaveAttribute('aria-invalid', 'true')

  // A code the register does not know: its message under the field, the code kept.
  await code.fill('1234567890')
  await page.getByRole('button', { name: 'Adresi Bul' }).click()
  await expect(code).toHaveAttribute('aria-invalid', 'true')
  await expect(code).toHaveValue('1234567890')

  await code.fill('5122 687 179')
  await page.getByRole('button', { name: 'Adresi Bul' }).click()
  await expectChosen(page, /Moda Caddesi.*Dış Kapı No: 41, İç Kapı No: 3/, '5122687179')
})

test('DASK: the owner’s registered home; a company uses the chain or the code', async ({
  page,
}, testInfo) => {
  const js = testInfo.project.use.javaScriptEnabled !== false
  const phone = phoneFor(js, 3)
  await atAddressStep(page, phone, nationalNumberFor(phone.slice(1)))
  const birthDate = page.getByLabel('Doğum tarihi')
  await birthDate.fill('31.02.1985')
  await page.getByRole('button', { name: 'Kayıtlı Adresimi Getir' }).click()
  await expect(birthDate).toHaveAttribute('aria-invalid', 'true')
  await expect(birthDate).toHaveValue('31.02.1985')
  await birthDate.fill('15.06.1985')
  await page.getByRole('button', { name: 'Kayıtlı Adresimi Getir' }).click()
  await expectChosen(page, /Mahallesi, .*Dış Kapı No: \d+/, /UAVT adres kodu \d{10}/)

  const company = await page.context().newPage()
  const companyPhone = phoneFor(js, 4)
  await atAddressStep(company, companyPhone, '1234567890')
  await expect(
    company.getByText('Vergi kimlik numarasıyla nüfus kaydı sorgulanamaz.'),
  ).toBeVisible()
  await expect(company.getByRole('button', { name: 'Kayıtlı Adresimi Getir' })).toHaveCount(0)
  await company.close()
})
