import { expect, type Page } from '@playwright/test'

export interface OutboxMessage {
  id: number
  channel: string
  recipient: string
  body: string
  attachment?: string
  attachmentUrl?: string
}

/** The demo outbox's messages, newest first. */
export async function outbox(page: Page): Promise<OutboxMessage[]> {
  const response = await page.request.get('/demo/outbox.json')
  expect(response.status()).toBe(200)
  return (await response.json()) as OutboxMessage[]
}

/** The newest message's id: codes sent after it are the ones an action just caused. */
export const lastOutboxId = async (page: Page) => (await outbox(page))[0]?.id ?? 0

/**
 * The 6-digit code of the newest outbox message to this phone, once it has arrived: of those
 * whose text matches `about` and which came after message `afterId`, when given. Ids, not counts:
 * in a full run the outbox lists only the newest messages, so older ones drop out.
 */
export async function codeFromOutbox(
  page: Page,
  phone: string,
  { about, afterId = 0 }: { about?: RegExp; afterId?: number } = {},
): Promise<string> {
  let code: string | undefined
  await expect
    .poll(
      async () => {
        const message = (await outbox(page)).find(
          (m) => m.id > afterId && m.recipient === phone && (about?.test(m.body) ?? true),
        )
        code = message ? /(\d{6})/.exec(message.body)?.[1] : undefined
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
  // The identity check fills both; a county list that did not load leaves the county empty.
  if (
    !(await city.inputValue()) ||
    !(await page.getByLabel('İlçe', { exact: true }).inputValue())
  ) {
    await city.selectOption({ label: 'Yozgat' })
    const js = await page.evaluate(() => true).catch(() => false)
    if (!js) await page.getByRole('button', { name: 'İlçeleri Getir' }).click()
    await page.getByLabel('İlçe', { exact: true }).selectOption({ label: 'Merkez' })
  }
  await page.getByRole('button', { name: 'Kaydet ve Devam Et' }).click()
}
