import { expect, type Page } from '@playwright/test'

/** A file the upload widget takes as a PDF: its name, type and a PDF's first bytes. */
export const pdfFile = (name: string, note = 'deneme') => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n%${note}\n`),
})

/** The support request form's own fields, on /destek-talebi and in Hesabım alike. */
export async function fillSupportRequest(
  page: Page,
  request: { type: string; subject: string; message: string },
) {
  await page.getByLabel('Talep Türü').selectOption({ label: request.type })
  await page.getByLabel('Konu', { exact: true }).fill(request.subject)
  await page.getByLabel('Mesajınız').fill(request.message)
}

/** A demo member (password Demo1234) logged in through the dialog `path` opens for a visitor. */
export async function logInTo(page: Page, path: string, phone: string) {
  await page.goto(path)
  const dialog = page.getByRole('dialog', { name: 'Giriş Yap' })
  await dialog.getByLabel('Cep Telefonu').fill(`(555)000-${phone.slice(-4)}`)
  await dialog.getByLabel('Şifre').fill('Demo1234')
  await dialog.getByRole('button', { name: 'Giriş Yap' }).click()
  await expect(page).toHaveURL(new RegExp(`${path}$`))
}
