import { expect, type Page } from '@playwright/test'

/** The newest code the demo outbox holds for this phone, once it has arrived. */
export async function codeFromOutbox(page: Page, phone: string): Promise<string> {
  let code: string | undefined
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/demo/outbox.json')
        expect(response.status()).toBe(200)
        const messages = (await response.json()) as { recipient: string; body: string }[]
        code = /(\d{6})/.exec(messages.find((m) => m.recipient === phone)?.body ?? '')?.[1]
        return code
      },
      { message: `a code for ${phone} in the outbox`, timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/)
  return code!
}

/**
 * The rest of a quote entry once its own fields are filled: the phone, the required consents,
 * "Teklif Al", then the SMS code from the outbox in the verification dialog.
 */
export async function sendEntryAndVerify(page: Page, phone: string) {
  await page.getByLabel('Cep telefonu', { exact: true }).fill(phone)
  await page.getByRole('checkbox', { name: /Gizlilik politikası/ }).check()
  await page.getByRole('checkbox', { name: /aydınlatma metnini/ }).check()
  await page.getByRole('button', { name: 'Teklif Al' }).click()
  const dialog = page.getByRole('dialog', { name: 'Telefon Doğrulama' })
  await dialog.getByLabel('SMS kodu').fill(await codeFromOutbox(page, phone))
  await dialog.getByRole('button', { name: 'Onayla' }).click()
}

/** The information step (bilgiler) saved as prefilled, a city and district chosen if none is. */
export async function saveInformationStep(page: Page) {
  await expect(page).toHaveURL(/\/bilgiler$/)
  const city = page.getByLabel('İl', { exact: true })
  if (!(await city.inputValue())) {
    await city.selectOption({ label: 'Yozgat' })
    const js = await page.evaluate(() => true).catch(() => false)
    if (!js) await page.getByRole('button', { name: 'İlçeleri Getir' }).click()
    await page.getByLabel('İlçe', { exact: true }).selectOption({ label: 'Merkez' })
  }
  await page.getByRole('button', { name: 'Kaydet ve Devam Et' }).click()
}
