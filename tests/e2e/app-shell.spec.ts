import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'

test('/_app answers as a page of its own: the quote lines, the account and help', async ({
  page,
}) => {
  const response = await page.goto('/_app')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveURL(/\/_app$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Hızlı erişim' })).toBeVisible()
  const lines = page.getByRole('region', { name: 'Teklif alın' })
  await expect(lines.getByRole('link')).toHaveCount(10)
  await expect(page.getByRole('region', { name: 'Hesabınız' })).toContainText('Üye Ol')
  await expectNoAxeViolations(page)
  await lines.getByRole('link', { name: 'DASK' }).click()
  await expect(page).toHaveURL(/\/zorunlu-deprem-sigortasi$/)
})
