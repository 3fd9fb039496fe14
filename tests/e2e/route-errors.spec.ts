import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'

// Issue 10: a page whose loader fails shows the failure inside the site's header and footer,
// with a way back, not on the bare root error screen.

async function expectFailureInsideShell(page: Page, message: string | RegExp) {
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Sayfa bulunamadı')
  await expect(main).toContainText(message)
  await expectNoAxeViolations(page)
}

test('a quote link with an unknown id goes to /404 (spec §8), inside the shell, with contact', async ({
  page,
}) => {
  const response = await page.goto('/trafik/teklif/bilinmeyen-teklif/bilgiler')
  expect(page.url()).toMatch(/\/404$/)
  expect(response?.status()).toBe(404)
  await expectFailureInsideShell(page, 'Aradığınız sayfa taşınmış, adı değişmiş ya da kaldırılmış')
  await page.getByRole('main').getByRole('link', { name: 'İletişim' }).click()
  await expect(page).toHaveURL(/\/iletisim$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('İletişim')
})
