import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { buyFromComparison } from './checkout.ts'
import { compareAndPrint, offersArrive } from './offers-flow.ts'
import { saveInformationStep, sendEntryAndVerify } from './outbox.ts'
import { isJs, nationalNumberFor, phonesOf } from './quote-helpers.ts'

// Issue 14: tamamlayıcı and bireysel sağlık, with JavaScript on and off (projects js and nojs):
// the family list `fam` (rows added and removed, nothing typed lost), the health declaration,
// per-person prices, a person one insurer declines, comparison and PDF.

const phoneFor = phonesOf('54')

/** DD.MM.YYYY of someone `years` old today (born on the 1st of last month). */
function bornYearsAgo(years: number): string {
  const date = new Date()
  date.setDate(1)
  date.setMonth(date.getMonth() - 1)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `01.${pad(date.getMonth() + 1)}.${date.getFullYear() - years}`
}

/** Quote page → entry → SMS → information saved → the insured-people step. */
async function atPeopleStep(page: Page, quotePage: string, phone: string) {
  await page.goto(quotePage)
  await page.getByLabel(/^T\.C\. kimlik/).fill(nationalNumberFor(phone.slice(1)))
  await page.getByLabel('Doğum tarihi').fill(bornYearsAgo(38))
  await sendEntryAndVerify(page, phone)
  await saveInformationStep(page)
  await expect(page).toHaveURL(/\/sigortalilar$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sigortalılar ve sağlık beyanı' }),
  ).toBeVisible()
}

const row = (page: Page, n: number) => page.getByRole('group', { name: `${n}. aile bireyi` })

async function fillRow(
  page: Page,
  n: number,
  person: { relation: string; name: string; seed: string; age: number; gender: string },
) {
  const fields = row(page, n)
  await fields.getByLabel('Yakınlık').selectOption({ label: person.relation })
  await fields.getByLabel('Adı ve soyadı').fill(person.name)
  await fields.getByLabel('T.C. kimlik numarası').fill(nationalNumberFor(person.seed))
  await fields.getByLabel('Doğum tarihi').fill(bornYearsAgo(person.age))
  await fields.getByLabel('Cinsiyet').selectOption({ label: person.gender })
}

async function declareHealthy(page: Page, height: string, weight: string) {
  await page.getByLabel('Boyunuz (cm)').fill(height)
  await page.getByLabel('Kilonuz (kg)').fill(weight)
  await page
    .getByRole('group', { name: /Kronik bir hastalığınız/ })
    .getByLabel('Hayır')
    .check()
  await page
    .getByRole('group', { name: /Devam eden bir tedaviniz/ })
    .getByLabel('Hayır')
    .check()
}

test('bireysel: a family of three priced per person, rows added and removed', async ({ page }) => {
  test.setTimeout(120_000)
  const phone = phoneFor(isJs(), 1)
  await atPeopleStep(page, '/saglik/teklif', phone)
  await page.getByRole('group', { name: 'Cinsiyetiniz' }).getByLabel('Kadın').check()

  await page.getByRole('button', { name: 'Ekle' }).click()
  await fillRow(page, 1, {
    relation: 'Eş',
    name: 'Mehmet Yılmaz',
    seed: `1${phone.slice(2)}`,
    age: 40,
    gender: 'Erkek',
  })
  await page.getByRole('button', { name: 'Ekle' }).click()
  await fillRow(page, 2, {
    relation: 'Çocuk',
    name: 'Zeynep Yılmaz',
    seed: `2${phone.slice(2)}`,
    age: 9,
    gender: 'Kadın',
  })
  await page.getByRole('button', { name: 'Ekle' }).click()
  await row(page, 3).getByLabel('Adı ve soyadı').fill('Silinecek Kişi')
  // The rows typed before each "Ekle" are all still there, and a row goes with its "Kaldır".
  await expect(row(page, 1).getByLabel('Adı ve soyadı')).toHaveValue('Mehmet Yılmaz')
  await page.getByRole('button', { name: '3. aile bireyini kaldır' }).click()
  await expect(row(page, 3)).toHaveCount(0)
  await expect(row(page, 2).getByLabel('Adı ve soyadı')).toHaveValue('Zeynep Yılmaz')
  await expect(row(page, 2).getByLabel('Doğum tarihi')).toHaveValue(bornYearsAgo(9))
  await expectNoAxeViolations(page)

  // A body-mass index out of bounds says so with the computed value.
  await declareHealthy(page, '170', '150')
  await page.getByRole('button', { name: 'Teklifleri Getir' }).click()
  await expect(page.getByText(/^Boy ve kilonuza göre vücut kitle indeksiniz 51,9/)).toBeVisible()
  await page.getByLabel('Kilonuz (kg)').fill('64')
  await page.getByRole('button', { name: 'Teklifleri Getir' }).click()

  const offers = await offersArrive(page)
  // Each offer names the three people with a premium of their own.
  const first = offers.first()
  await expect(first).toContainText(/\(Sigorta ettiren, 38 yaş\): [\d.]+,\d{2} TL/)
  await expect(first).toContainText(/Mehmet Yılmaz \(Eş, 40 yaş\): [\d.]+,\d{2} TL/)
  await expect(first).toContainText(/Zeynep Yılmaz \(Çocuk, 9 yaş\): [\d.]+,\d{2} TL/)
  const { listText } = await compareAndPrint(page, {
    list: ['ğ', 'ş', 'ı', 'ç', 'ü'],
    compare: ['ş', 'ı', 'ğ'],
  })
  expect(listText).toMatch(/Zeynep\s+Yılmaz\s+\(Çocuk,\s+9\s+yaş\)/)
})

test('tamamlayıcı: SGK must be active; an insurer declines one person, not the quote; bought', async ({
  page,
}) => {
  test.setTimeout(150_000)
  const phone = phoneFor(isJs(), 2)
  await atPeopleStep(page, '/tamamlayici-saglik-sigortasi', phone)
  await page.getByRole('group', { name: 'Cinsiyetiniz' }).getByLabel('Erkek').check()
  await page.getByRole('button', { name: 'Ekle' }).click()
  await fillRow(page, 1, {
    relation: 'Baba',
    name: 'Hasan Demir',
    seed: `3${phone.slice(2)}`,
    age: 58,
    gender: 'Erkek',
  })
  await declareHealthy(page, '180', '82')
  await page
    .getByRole('group', { name: /Kronik bir hastalığınız/ })
    .getByLabel('Evet')
    .check()
  const sgk = page.getByRole('group', { name: /SGK/ })
  await sgk.getByLabel('Hayır').check()
  await page
    .getByLabel('Hastane ağı', { exact: true })
    .selectOption({ label: 'Standart ağ: zincir hastaneler hariç' })
  await page.getByRole('button', { name: 'Teklifleri Getir' }).click()
  await expect(
    page.getByText(/^Tamamlayıcı sağlık sigortası yalnızca SGK kaydı aktif olanlara yapılır/),
  ).toBeVisible()
  await expect(page.getByText('Lütfen kısaca açıklayınız.', { exact: true })).toBeVisible()
  await expect(row(page, 1).getByLabel('Adı ve soyadı')).toHaveValue('Hasan Demir')
  await expectNoAxeViolations(page)

  await page
    .getByRole('group', { name: /Kronik bir hastalığınız/ })
    .getByLabel('Hayır')
    .check()
  await sgk.getByLabel('Evet').check()
  await page.getByRole('button', { name: 'Teklifleri Getir' }).click()
  const offers = await offersArrive(page)
  // Munzur Koruma takes no one over 55: the father's row says so, the son is still priced.
  const munzur = offers.filter({ hasText: 'Munzur Koruma' }).first()
  await expect(munzur).toContainText(/Hasan Demir \(Baba, 58 yaş\): Teklif alınamadı: 55 yaşın/)
  await expect(munzur).toContainText(/\(Sigorta ettiren, 38 yaş\): [\d.]+,\d{2} TL/)
  await compareAndPrint(page, { list: ['ğ', 'ş', 'ı', 'ç', 'ü'], compare: ['ş', 'ı', 'ğ'] })
  // Paid with the README's Troy test card.
  await buyFromComparison(page, phone, '9792 0000 0000 0003')
})
