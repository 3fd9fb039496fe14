import type { Page } from '@playwright/test'

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
