import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { compareAndPrint, offersArrive } from './offers-flow.ts'
import { atResidenceStep } from './health-travel-flow.ts'
import { phonesOf } from './quote-helpers.ts'

// Issue 14: yabancı sağlık from its quote page (`/yabancisaglik/asyncteklif`) to the offers as
// the insurers answer, comparison and PDF, with JavaScript on and off (projects js and nojs).

const phoneFor = phonesOf('53')

test('yabancı: passport, nationality and permit period to offers, compared and printed', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  await atResidenceStep(
    page,
    phoneFor(testInfo.project.use.javaScriptEnabled !== false, 1),
    '21.09.1990',
  )
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pasaport ve ikamet bilgileri' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)

  // A foreigner ID number must start with 99; the passport is required.
  const foreignerId = page.getByLabel('Yabancı kimlik numarası (varsa)')
  await foreignerId.fill('12345678901')
  await page.getByLabel('Uyruk').selectOption({ label: 'Azerbaycan' })
  await page.getByRole('button', { name: 'Teklifleri Getir' }).click()
  await expect(
    page.getByText('Yabancı kimlik numarası 99 ile başlayan 11 haneli bir numaradır.', {
      exact: true,
    }),
  ).toBeVisible()
  await expect(foreignerId).toHaveValue('12345678901')
  await foreignerId.fill('')
  await page.getByLabel('Pasaport numarası').fill('c01234567')
  await page.getByRole('group', { name: 'İkamet izni süresi' }).getByLabel('2 yıl').check()
  await page.getByRole('button', { name: 'Teklifleri Getir' }).click()

  const offers = await offersArrive(page)
  // Issue 26: the passport number, read as capitals, is shown masked like a T.C. number.
  await expect(page.getByText(/Azerbaycan uyruklu, pasaport \*{8}567/).first()).toBeVisible()
  await expect(offers.first()).toContainText('2 yıl')
  const { listText } = await compareAndPrint(page, {
    list: ['ğ', 'ş', 'İ', 'ı', 'ç', 'ü'],
    compare: ['ş', 'ı', 'ğ'],
  })
  expect(listText).toMatch(/İkamet\s+izni\s+başvurusu\s+için/)
})

test('yabancı: an insurer whose age limit excludes the applicant says so in its row', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  const year = new Date().getFullYear() - 67
  await atResidenceStep(
    page,
    phoneFor(testInfo.project.use.javaScriptEnabled !== false, 2),
    `05.01.${year}`,
  )
  await page.getByLabel('Pasaport numarası').fill('K7654321')
  await page.getByLabel('Uyruk').selectOption({ label: 'İran' })
  await page.getByRole('button', { name: 'Teklifleri Getir' }).click()
  await expect(page.getByText('Tüm sigorta şirketleri yanıt verdi.')).toBeVisible({
    timeout: 30_000,
  })
  // Munzur Koruma takes no one over 60, Erciyes Teminat no one over 65; the others quote.
  for (const insurer of ['Munzur Koruma Sigorta A.Ş.', 'Erciyes Teminat Sigorta A.Ş.']) {
    await expect(
      page.getByRole('listitem').filter({ hasText: `${insurer}: Teklif alınamadı` }),
    ).toHaveCount(1)
  }
  await expect(page.getByTestId('teklif').filter({ hasText: 'Kalkanlı' }).first()).toBeVisible()
})
