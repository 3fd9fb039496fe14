import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { expectHydrated, scriptGate } from './hydration.ts'
import { fillSupportRequest, logInTo, pdfFile } from './support-request.ts'

// Issue 16 item 3: the support forms' upload widget (spec §3 entry, §4 statuses, §8 hint, §9
// thumbnail size). Demo members 0015 (JavaScript) and 0016 (no JavaScript), README.

const HINT = 'Buraya Sürükle Bırak Yapabilirsiniz'
const WRONG_TYPE = 'Yalnızca PDF, JPG veya PNG dosyası ekleyebilirsiniz.'
const TOO_LARGE = 'Dosya boyutu en fazla 2 MB olabilir.'
const MISMATCH = 'Dosyanın içeriği uzantısıyla uyuşmuyor.'
// A real 1×1 PNG: the back office checks a picture's first bytes against its type.
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

/**
 * A file the browser takes (named and typed as a picture) whose bytes are a PDF's: the server
 * refuses it, and the widget says so on the file's entry instead of "eklendi", while the request's
 * other fields stay as typed (issue 16 item 3).
 */
async function sendMismatchedFile(page: Page, js: boolean) {
  const field = page.getByLabel('Dosya Ekle (isteğe bağlı)')
  const zone = page.getByTestId('talep-dosya-alan')
  await fillRequest(page, 'Sahte fotoğraf')
  await field.setInputFiles({ ...pdfFile('kaza.png'), mimeType: 'image/png' })
  if (js) await expect(zone.getByRole('status')).toHaveText('kaza.png eklendi.')
  await page.getByRole('button', { name: 'Talep Oluştur' }).click()
  await expect(zone.getByRole('status')).toHaveText(MISMATCH)
  await expect(page.getByText('kaza.png eklendi.')).toHaveCount(0)
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(new RegExp(MISMATCH.replace('.', '\\.')))
  expect(await field.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0)
  await expect(page.getByLabel('Talep Türü').locator('option:checked')).toHaveText(
    'Poliçe İşlemleri',
  )
  await expect(page.getByLabel('Konu')).toHaveValue('Sahte fotoğraf')
  await expect(page.getByLabel('Mesajınız')).toHaveValue('Kaza tespit tutanağını ekledim.')
}

const fillRequest = (page: Page, subject: string) =>
  fillSupportRequest(page, {
    type: 'Poliçe İşlemleri',
    subject,
    message: 'Kaza tespit tutanağını ekledim.',
  })

test('with JavaScript a file is dropped or chosen, checked at once, previewed, removed and sent', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, 'the enhanced widget')
  await logInTo(page, '/hesabim/destek', '5550000015')
  const field = page.getByLabel('Dosya Ekle (isteğe bağlı)')
  const zone = page.getByTestId('talep-dosya-alan')
  // The hint is drawn once the page has hydrated, when dropping a file works.
  await expect(zone.getByText(HINT, { exact: true })).toBeVisible()
  const posts: string[] = []
  page.on('request', (r) => {
    if (r.method() !== 'GET') posts.push(r.url())
  })

  // Refused on the spot, in the server's words, and not kept on the input.
  await field.setInputFiles({
    name: 'kur.exe',
    mimeType: 'application/x-msdownload',
    buffer: Buffer.from('MZ'),
  })
  await expect(field).toHaveAccessibleDescription(new RegExp(WRONG_TYPE.replace('.', '\\.')))
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await field.setInputFiles({
    name: 'buyuk.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(3 * 1024 * 1024, 1),
  })
  await expect(zone.getByRole('status')).toHaveText(TOO_LARGE)
  expect(await field.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0)
  expect(posts).toEqual([])

  // Chosen, then removed: the entry says removed and the input is empty again.
  await field.setInputFiles(pdfFile('tutanak.pdf'))
  await expect(zone.getByRole('status')).toHaveText('tutanak.pdf eklendi.')
  await expect(field).not.toHaveAttribute('aria-invalid', 'true')
  await expect(zone.getByRole('img')).toHaveCount(0)
  await zone.getByRole('button', { name: 'Kaldır tutanak.pdf' }).click()
  await expect(zone.getByRole('status')).toHaveText('tutanak.pdf kaldırıldı.')
  await expect(field).toBeFocused()
  expect(await field.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0)

  await sendMismatchedFile(page, true)
  expect(posts).toHaveLength(1)
  posts.length = 0

  // Dropped onto the widget: the picture is previewed at the thumbnail size.
  const dropped = await page.evaluateHandle((base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
    const transfer = new DataTransfer()
    transfer.items.add(new File([bytes], 'kaza.png', { type: 'image/png' }))
    return transfer
  }, PNG_BASE64)
  await zone.dispatchEvent('dragover', { dataTransfer: dropped })
  await zone.dispatchEvent('drop', { dataTransfer: dropped })
  await expect(zone.getByRole('status')).toHaveText('kaza.png eklendi.')
  const preview = zone.getByRole('img', { name: 'kaza.png önizlemesi' })
  await expect(preview).toBeVisible()
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)
  expect(await preview.boundingBox()).toMatchObject({ width: 200, height: 200 })
  await expectNoAxeViolations(page)
  expect(posts).toEqual([])

  await fillRequest(page, 'Kaza fotoğrafı')
  await page.getByRole('button', { name: 'Talep Oluştur' }).click()
  await expect(page.getByText(/Destek talebiniz alındı/)).toBeVisible()
  await expect(page.getByRole('heading', { name: /Kaza fotoğrafı/ })).toBeVisible()
  await expect(page.getByText('Ek: kaza.png')).toBeVisible()

  // A reply's file is sent the same way, and the field is empty again for the next reply.
  const replyField = page.getByLabel('Dosya Ekle (isteğe bağlı)')
  await page.getByLabel('Yanıtınız').fill('Ekspertiz raporu ekte.')
  await replyField.setInputFiles(pdfFile('ekspertiz.pdf'))
  await expect(page.getByText('ekspertiz.pdf eklendi.')).toBeVisible()
  await page.getByRole('button', { name: 'Yanıt Gönder' }).click()
  await expect(page.getByText('Yanıtınız gönderildi.')).toBeVisible()
  await expect(page.getByText('Ek: ekspertiz.pdf')).toBeVisible()
  await expect(page.getByText('ekspertiz.pdf eklendi.')).toHaveCount(0)
  await expectNoAxeViolations(page)

  // On a slow phone the refusal comes back as a page, before any script runs: a file chosen
  // before that page hydrates stays chosen, and is named once it has.
  const gate = await scriptGate(page)
  await gate.open('/hesabim/destek')
  await fillRequest(page, 'Yavaş telefondan')
  await field.setInputFiles({ ...pdfFile('kaza.png'), mimeType: 'image/png' })
  await page.getByRole('button', { name: 'Talep Oluştur' }).click()
  await expect(zone.getByRole('status')).toHaveText(MISMATCH)
  await field.setInputFiles(pdfFile('tutanak.pdf'))
  gate.release()
  await expectHydrated(field)
  await expect(zone.getByRole('status')).toHaveText('tutanak.pdf eklendi.')
  expect(await field.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(1)
})

test('without JavaScript the plain file input sends the file and the server checks it', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled !== false, 'the plain file input')
  await logInTo(page, '/hesabim/destek', '5550000016')
  await expect(page.getByText(HINT)).toBeHidden()
  const field = page.getByLabel('Dosya Ekle (isteğe bağlı)')

  await fillRequest(page, 'Yanlış dosya')
  await field.setInputFiles({
    name: 'kur.exe',
    mimeType: 'application/x-msdownload',
    buffer: Buffer.from('MZ'),
  })
  await page.getByRole('button', { name: 'Talep Oluştur' }).click()
  await expect(page.getByText(WRONG_TYPE)).toBeVisible()
  await expect(page.getByLabel('Konu')).toHaveValue('Yanlış dosya')
  await expectNoAxeViolations(page)
  await sendMismatchedFile(page, false)
  await expectNoAxeViolations(page)

  await fillRequest(page, 'Kaza tutanağı')
  await field.setInputFiles(pdfFile('tutanak.pdf'))
  await page.getByRole('button', { name: 'Talep Oluştur' }).click()
  await expect(page.getByText(/Destek talebiniz alındı/)).toBeVisible()
  await expect(page.getByRole('heading', { name: /Kaza tutanağı/ })).toBeVisible()
  await expect(page.getByText('Ek: tutanak.pdf')).toBeVisible()
  await expectNoAxeViolations(page)
})
