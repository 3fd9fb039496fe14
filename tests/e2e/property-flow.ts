import { expect, type Page } from '@playwright/test'
import { throughInformationStep } from './quote-helpers.ts'

/** The step after the address of each line that asks for a home. */
const stepAfterAddress = {
  '/zorunlu-deprem-sigortasi': { segment: 'bina', title: 'Bina bilgileri' },
  '/konut-sigortasi': { segment: 'ev', title: 'Konut bilgileri' },
}

/** Verified, information saved, the home found by its UAVT code: the line's next step. */
export async function atStepAfterAddress(
  page: Page,
  quotePage: keyof typeof stepAfterAddress,
  phone: string,
) {
  const step = stepAfterAddress[quotePage]
  await throughInformationStep(page, quotePage, phone)
  await expect(page).toHaveURL(/\/adres$/)
  await page.getByLabel('UAVT adres kodu', { exact: true }).fill('4403156956')
  await page.getByRole('button', { name: 'Adresi Bul' }).click()
  await expect(page).toHaveURL(new RegExp(`/${step.segment}$`))
  await expect(page.getByRole('heading', { level: 1, name: step.title })).toBeVisible()
  const home = page.getByRole('region', { name: 'Sigortalanacak adres' })
  await expect(home).toContainText('Lise Caddesi')
  await expect(home).toContainText('4403156956')
  await expect(home).toContainText(/[1-7]\. grup/)
}
