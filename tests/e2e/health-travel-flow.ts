import { expect, type Page } from '@playwright/test'
import { isoDayInTurkey } from '../support/turkey-day.ts'
import { saveInformationStep, sendEntryAndVerify } from './outbox.ts'
import { nationalNumberFor } from './quote-helpers.ts'

/**
 * The travel quote page → the entry (a passport, or a T.C. kimlik number: the phone's own unless
 * given) → SMS verification.
 */
export async function travelVerified(
  page: Page,
  phone: string,
  passport?: string,
  nationalNumber = nationalNumberFor(phone.slice(1)),
) {
  await page.goto('/seyahat-saglik-sigortasi')
  if (passport) {
    await page.getByLabel('Kimlik türü').selectOption({ label: 'Pasaport' })
    await page.getByLabel('Pasaport numarası').fill(passport)
  } else {
    await page.getByLabel(/^T\.C\. kimlik/).fill(nationalNumber)
  }
  await page.getByLabel('Doğum tarihi').fill('14.03.1988')
  await sendEntryAndVerify(page, phone)
}

/**
 * Ticks each country (its name starts the label), opening its group when it is closed; the
 * dates `start` and `end` days from today, as the native date pickers hold them (YYYY-MM-DD).
 */
export async function fillTrip(
  page: Page,
  countries: [group: string, name: string][],
  start: number,
  end: number,
) {
  // The step drawn first: the address can change before a client navigation renders, and a
  // group toggled then would close the one that is open.
  await expect(page.getByLabel('Gidiş tarihi')).toBeVisible()
  for (const [group, name] of countries) {
    const box = page.getByRole('checkbox', { name: new RegExp(`^${name}( \\(Schengen\\))?$`) })
    if ((await box.count()) === 0) await page.locator('summary', { hasText: group }).click()
    await box.check()
  }
  await page.getByLabel('Gidiş tarihi').fill(isoDayInTurkey(start))
  await page.getByLabel('Dönüş tarihi').fill(isoDayInTurkey(end))
  await page.getByLabel('Seyahat amacı', { exact: true }).selectOption({ label: 'Turizm' })
  await page.getByRole('button', { name: 'Teklifleri Getir' }).click()
}

/** Yabancı sağlık: quote page → entry → SMS → information saved → the residence step. */
export async function atResidenceStep(page: Page, phone: string, birthDate: string) {
  await page.goto('/yabancisaglik/asyncteklif')
  await page.getByLabel(/^T\.C\. kimlik/).fill(nationalNumberFor(phone.slice(1)))
  await page.getByLabel('Doğum tarihi').fill(birthDate)
  await sendEntryAndVerify(page, phone)
  await saveInformationStep(page)
  await expect(page).toHaveURL(/\/ikamet$/)
}
