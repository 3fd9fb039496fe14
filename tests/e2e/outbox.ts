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
