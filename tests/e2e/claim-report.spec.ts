import { expect, test } from '@playwright/test'
import { outbox } from './outbox.ts'
import { freshPhone, signUpMember } from '../support/members.ts'
import { fillSupportRequest } from './support-request.ts'

// Issue 28: a claim (hasar ihbarı) reported online with a photo, from the "Hasar Anında" page's
// link: a support request of the claim type, its file number by SMS and on the request with the
// status timeline. A member of its own, so no other spec's demo member meets its logins.

// A real 1×1 PNG: the back office checks a picture's first bytes against its type.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

test('a claim reported with a photo shows its file number and timeline', async ({ page }) => {
  const phone = freshPhone()
  await page.goto('/hasar-aninda')
  await expect(page.getByRole('link', { name: 'Üyeyseniz hasar bildirin' })).toHaveAttribute(
    'href',
    '/hesabim/destek',
  )
  await signUpMember(page.request, phone, 'Hasar2026')
  await page.goto('/hesabim/destek')
  await fillSupportRequest(page, {
    type: 'Hasar Bildirimi',
    subject: 'Park halindeyken arkadan çarpıldı',
    message: 'Tarih: 20.11.2026 14:30. Yer: Yozgat / Merkez. Karşı tarafın plakası: 06 ABC 123.',
  })
  await page
    .getByLabel('Dosya Ekle (isteğe bağlı)')
    .setInputFiles({ name: 'arka-tampon.png', mimeType: 'image/png', buffer: PNG })
  await page.getByRole('button', { name: 'Talep Oluştur' }).click()

  await expect(page).toHaveURL(/\/hesabim\/destek\/\d+$/)
  await expect(page.getByText(/Hasar dosya numaranız: HSR-\d{4}-\d{6}\./)).toBeVisible()
  const file = page.getByTestId('hasar-dosyasi')
  await expect(file).toContainText(/Hasar dosya numarası: HSR-\d{4}-\d{6}/)
  const fileNumber = /HSR-\d{4}-\d{6}/.exec((await file.textContent()) ?? '')![0]
  const timeline = file.getByRole('list', { name: 'Hasar dosyasının durumu' })
  await expect(timeline.getByRole('listitem')).toHaveText([
    'Açık',
    'İnceleniyor',
    'Yanıtlandı',
    'Kapandı',
  ])
  await expect(timeline.locator('[aria-current="step"]')).toHaveText('Açık')
  await expect(page.getByText('Ek: arka-tampon.png')).toBeVisible()
  const sms = (await outbox(page)).find((m) => m.recipient === phone && m.body.includes(fileNumber))
  expect(sms?.body).toContain(`Dosya numaranız: ${fileNumber}.`)
})
