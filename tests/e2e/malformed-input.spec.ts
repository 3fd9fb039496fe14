import { expect, test } from '@playwright/test'

// Issue 10: a half-typed or impossible birth date on a health or travel quote page used to answer
// HTTP 500 and replace the page with the error screen. Now it gets the date message, the rest kept.

for (const path of ['/tamamlayici-saglik-sigortasi', '/seyahat-saglik-sigortasi']) {
  test(`${path}: a half-typed birth date is refused with its message, the rest kept`, async ({
    page,
  }, testInfo) => {
    // With JavaScript the date mask keeps only ASCII digits, so the Arabic-Indic one is not typed.
    const js = testInfo.project.use.javaScriptEnabled !== false
    const dates = ['12.0', '31.02.2020', ...(js ? [] : ['٢٨.٠١.١٩٦٢'])]
    await page.goto(path)
    const birthDate = page.getByLabel('Doğum tarihi')
    const phone = page.getByLabel('Cep telefonu', { exact: true })
    for (const typed of dates) {
      await page.getByLabel(/^T\.C\. kimlik numarası/).fill('10000000146')
      await phone.fill('(559)123-4567')
      await birthDate.fill(typed)
      await page.getByRole('checkbox', { name: /Gizlilik politikası/ }).check()
      await page.getByRole('checkbox', { name: /aydınlatma metnini/ }).check()
      await page.getByRole('button', { name: 'Teklif Al' }).click()
      await expect(page.getByText('Lütfen tarihi GG.AA.YYYY biçiminde giriniz.')).toBeVisible()
      await expect(birthDate).toHaveAttribute('aria-invalid', 'true')
      await expect(birthDate).toBeFocused()
      await expect(birthDate).toHaveValue(typed)
      await expect(phone).toHaveValue('(559)123-4567')
      await expect(page.getByRole('heading', { level: 1 })).toContainText('teklifi alın')
    }
  })
}
