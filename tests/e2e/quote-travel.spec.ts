import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { compareAndPrint, offersArrive } from './offers-flow.ts'
import { fillTrip, travelVerified } from './health-travel-flow.ts'
import { saveInformationStep } from './outbox.ts'
import { isJs, phonesOf } from './quote-helpers.ts'
import { isoDayInTurkey } from '../support/turkey-day.ts'

// Issue 14: seyahat sağlık from its quote page to offers, comparison and PDF, with JavaScript on
// and off (the projects js and nojs); a passport holder goes straight to the travel step.

const phoneFor = phonesOf('55')

test('seyahat: a Schengen trip to offers, each saying whether it meets the visa minimum', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const phone = phoneFor(isJs(), 1)
  await travelVerified(page, phone)
  await saveInformationStep(page)
  await expect(page).toHaveURL(/\/seyahat$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Seyahat bilgileri' })).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'Almanya (Schengen)' })).toBeVisible()
  await expectNoAxeViolations(page)

  // The dates are native date pickers that offer no day before today for the start and none
  // before tomorrow for the return (issue 16).
  await expect(page.getByLabel('Gidiş tarihi')).toHaveAttribute('type', 'date')
  await expect(page.getByLabel('Gidiş tarihi')).toHaveAttribute('min', isoDayInTurkey(0))
  await expect(page.getByLabel('Dönüş tarihi')).toHaveAttribute('min', isoDayInTurkey(1))

  // Nothing chosen, a start in the past (typed past the picker), a purpose "Diğer" without its
  // text: each says so, and the dates stay as they were.
  await page.getByLabel('Gidiş tarihi').fill(isoDayInTurkey(-2))
  await page.getByLabel('Dönüş tarihi').fill(isoDayInTurkey(5))
  await page.getByLabel('Seyahat amacı', { exact: true }).selectOption({ label: 'Diğer' })
  await page.getByRole('button', { name: 'Teklifleri Getir' }).click()
  await expect(
    page.getByText('Lütfen gideceğiniz en az bir ülkeyi seçiniz.', { exact: true }),
  ).toBeVisible()
  await expect(
    page.getByText('Seyahat başlangıç tarihi geçmiş bir tarih olamaz.', { exact: true }),
  ).toBeVisible()
  await expect(page.getByText('Lütfen seyahat amacınızı yazınız.', { exact: true })).toBeVisible()
  await expect(page.getByLabel('Gidiş tarihi')).toHaveValue(isoDayInTurkey(-2))
  await expect(page.getByLabel('Dönüş tarihi')).toHaveValue(isoDayInTurkey(5))

  await fillTrip(
    page,
    [
      ['Schengen', 'Almanya'],
      ['Schengen', 'Fransa'],
    ],
    10,
    16,
  )
  const offers = await offersArrive(page)
  await expect(page.getByText(/Almanya, Fransa/).first()).toBeVisible()
  await expect(offers.filter({ hasText: 'Karşılıyor' }).first()).toBeVisible()
  // Erciyes's cheapest package stays under 30.000 EUR of medical cover.
  await expect(offers.filter({ hasText: 'Karşılamıyor' }).first()).toBeVisible()
  await expect(offers.first()).toContainText('Schengen ve Avrupa')
  const { listText, compareText } = await compareAndPrint(page, {
    list: ['ğ', 'ş', 'ı', 'ç', 'ü'],
    compare: ['ş', 'ı', 'ğ'],
  })
  expect(listText).toContain('Schengen vizesi şartı')
  expect(compareText).toContain('Schengen vizesi şartı')
})

test('seyahat: a passport holder goes straight to the travel step; the USA is priced worldwide', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const phone = phoneFor(isJs(), 2)
  await travelVerified(page, phone, `U${phone.slice(-8)}`)
  await expect(page).toHaveURL(/\/seyahat$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Seyahat bilgileri' })).toBeVisible()
  // No identity check named the traveller: they name themselves (issue 26).
  await page.getByLabel('Ad', { exact: true }).fill('John')
  await page.getByLabel('Soyad').fill('Doe')
  // A trip of more than a year is refused with the field's message.
  await fillTrip(page, [['ABD ve Kanada', 'ABD']], 3, 400)
  await expect(
    page.getByText('Seyahat süresi en fazla bir yıl olabilir.', { exact: true }),
  ).toBeVisible()
  // The one country ticked is still shown ticked, its group open, after the refused post.
  await expect(page.getByRole('checkbox', { name: 'ABD', exact: true })).toBeChecked()
  await page.getByLabel('Dönüş tarihi').fill(isoDayInTurkey(62))
  await page.getByRole('button', { name: 'Teklifleri Getir' }).click()
  const offers = await offersArrive(page)
  await expect(offers.first()).toContainText('Tüm dünya')
})
