import { expect, test, type Page } from '@playwright/test'
import { inAgencyDatabase } from './agency-database.ts'
import { expectNoAxeViolations } from './axe.ts'
import { buyFirstOffer, vehicleFound } from './checkout.ts'
import { codeFromOutbox, lastOutboxId, outbox } from './outbox.ts'
import { isJs, nationalNumberFor, phonesOf } from './quote-helpers.ts'
import { masked, signUpMember } from '../support/members.ts'
import { isoDayInTurkey } from '../support/turkey-day.ts'
import { untilNextPhoneCode } from './phone-codes.ts'

// Issue 28: a claim (hasar ihbarı) reported on a policy with a photo: from Poliçelerim for a
// member, by policy number after SMS verification for a visitor. It goes as a support request
// of the claim type; its file number comes by SMS and, for the member, with the status timeline
// and the report on the request's page. Members and policies of their own: the purchase's SMS
// code and the next one to the same phone are the back office's interval apart.

const phoneFor = phonesOf('57')

// A real 1×1 PNG: the back office checks a picture's first bytes against its type.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** A trafik policy of the demo plate bought by `nationalNumber` and `phone`, in force for ten days. */
async function policyInForce(page: Page, phone: string, nationalNumber: string) {
  await vehicleFound(page, 'Trafik Sigortası', phone, nationalNumber, '66 ABC 123')
  await page.getByRole('button', { name: 'Bilgiler Doğru, Teklifleri Getir' }).click()
  await buyFirstOffer(page, phone, async () => {})
  const policyNumber = (await page.getByTestId('police-no').textContent())!.trim()
  inAgencyDatabase((db) =>
    db
      .prepare('UPDATE policies SET starts_on = ? WHERE policy_number = ?')
      .run(isoDayInTurkey(-10), policyNumber),
  )
  return policyNumber
}

/** The claim form filled as a person fills it: the place first (its counties without JavaScript). */
async function fillClaim(page: Page) {
  const photo = { name: 'arka-tampon.png', mimeType: 'image/png', buffer: PNG }
  const file = page.getByLabel('Dosya Ekle (isteğe bağlı)')
  await page.getByLabel('İl', { exact: true }).selectOption({ label: 'Yozgat' })
  if (!isJs()) {
    // The photo chosen first: the page that brings the counties asks for it again.
    await file.setInputFiles(photo)
    await page.getByRole('button', { name: 'İlçeleri Getir' }).click()
    await expect(
      page.getByText(
        'İlçeler getirilirken seçtiğiniz dosya (arka-tampon.png) saklanamadı. Lütfen dosyayı yeniden seçin.',
      ),
    ).toBeVisible()
  }
  await page.getByLabel('İlçe', { exact: true }).selectOption({ label: 'Merkez' })
  await page.getByLabel('Olay tarihi').fill(isoDayInTurkey(-1))
  await page.getByLabel('Olay saati').fill('14:30')
  await page.getByLabel('Karşı tarafın plakası (isteğe bağlı)').fill('06 ABC 123')
  await page.getByLabel('Ne oldu?').fill('Park halindeyken arkadan çarpıldı; arka tampon kırıldı.')
  await file.setInputFiles(photo)
}

const fileNumberIn = (text: string | null) => /HSR-\d{4}-\d{6}/.exec(text ?? '')?.[0]

test('a claim reported from a policy with a photo shows its file number and timeline', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const phone = phoneFor(isJs(), 5)
  const quoteCodeAt = Date.now()
  // Bought with the T.C. kimlik number the member signs up with below, so it is theirs.
  const policyNumber = await policyInForce(page, phone, '10000000146')
  await page.waitForTimeout(untilNextPhoneCode(quoteCodeAt))
  await signUpMember(page.request, phone, 'Hasar2026')

  await page.goto('/hasar-aninda')
  await page.getByRole('link', { name: 'Üyeyseniz Poliçelerim’den hasar bildirin' }).click()
  await expect(page).toHaveURL(/\/hesabim\/policelerim$/)
  const row = page.getByTestId('police').filter({ hasText: policyNumber })
  await row.getByRole('link', { name: /^Hasar Bildir/ }).click()
  await expect(page).toHaveURL(/\/hesabim\/policelerim\/[^/]+\/hasar$/)
  await expect(page.getByTestId('hasar-policesi')).toContainText(policyNumber)
  await expectNoAxeViolations(page)

  // A moment ahead of now is refused, what was typed stays.
  await fillClaim(page)
  await page.getByLabel('Olay tarihi').fill(isoDayInTurkey(1))
  await page.getByRole('button', { name: 'Hasarı Bildir' }).click()
  await expect(page.getByText('Olayın tarihi ve saati ileride olamaz.')).toBeVisible()
  await expect(page.getByLabel('Ne oldu?')).toHaveValue(/^Park halindeyken/)
  await page.getByLabel('Olay tarihi').fill(isoDayInTurkey(-1))
  await page
    .getByLabel('Dosya Ekle (isteğe bağlı)')
    .setInputFiles({ name: 'arka-tampon.png', mimeType: 'image/png', buffer: PNG })
  await page.getByRole('button', { name: 'Hasarı Bildir' }).click()

  await expect(page).toHaveURL(/\/hesabim\/destek\/\d+$/)
  await expect(page.getByText(/Hasar dosya numaranız: HSR-\d{4}-\d{6}\./)).toBeVisible()
  const file = page.getByTestId('hasar-dosyasi')
  await expect(file).toContainText(/Hasar dosya numarası: HSR-\d{4}-\d{6}/)
  const fileNumber = fileNumberIn(await file.textContent())!
  const timeline = file.getByRole('list', { name: 'Hasar dosyasının durumu' })
  await expect(timeline.getByRole('listitem')).toHaveText([
    'Açık',
    'İnceleniyor',
    'Yanıtlandı',
    'Kapandı',
  ])
  await expect(timeline.locator('[aria-current="step"]')).toHaveText('Açık')
  const report = page.getByTestId('hasar-bildirimi')
  await expect(report).toContainText(policyNumber)
  await expect(report).toContainText(`${isoDayInTurkey(-1).split('-').reverse().join('.')} 14:30`)
  await expect(report).toContainText('Yozgat / Merkez')
  await expect(report).toContainText('06ABC123')
  await expect(page.getByText('Ek: arka-tampon.png')).toBeVisible()
  const sms = (await outbox(page)).find((m) => m.recipient === phone && m.body.includes(fileNumber))
  expect(sms?.body).toContain(`Dosya numaranız: ${fileNumber}.`)
})

test('a visitor reports a claim by policy number after SMS verification', async ({ page }) => {
  test.setTimeout(240_000)
  const phone = phoneFor(isJs(), 6)
  const nationalNumber = nationalNumberFor(phone)
  const quoteCodeAt = Date.now()
  const policyNumber = await policyInForce(page, phone, nationalNumber)
  await page.waitForTimeout(untilNextPhoneCode(quoteCodeAt))

  await page.goto('/hasar-aninda')
  await page.getByRole('link', { name: 'Üye olmadan poliçe numaranızla hasar bildirin' }).click()
  await expect(page).toHaveURL(/\/hasar-bildir$/)
  // Another person's T.C. kimlik number: verified, then refused without telling whose it is.
  const stranger = nationalNumber === '10000000146' ? '10000000078' : '10000000146'
  await page.getByLabel('Poliçe numarası').fill(policyNumber)
  await page.getByLabel('TC Kimlik Numarası').fill(stranger)
  await page.getByLabel('Cep Telefonu').fill(masked(phone))
  await page.getByRole('checkbox', { name: /Gizlilik politikası/ }).check()
  await page.getByRole('checkbox', { name: /aydınlatma metnini/ }).check()
  // The purchase's 3D Secure code went to this phone too: the code sent after this click.
  const beforeCode = await lastOutboxId(page)
  await page.getByRole('button', { name: 'Doğrulama Kodu Gönder' }).click()
  const dialog = page.getByRole('dialog', { name: 'Telefon Doğrulama' })
  await expect(dialog).toContainText(`Kod ${masked(phone)} numarasına gönderildi.`)
  await dialog
    .getByLabel('SMS kodu')
    .fill(await codeFromOutbox(page, phone, { about: /doğrulama kodunuz/, afterId: beforeCode }))
  await dialog.getByRole('button', { name: 'Onayla' }).click()
  await expect(page.getByText(/^Bu bilgilerle eşleşen bir poliçe bulamadık\./)).toBeVisible()
  await expect(page.getByLabel('Poliçe numarası')).toHaveValue(policyNumber)
  await expectNoAxeViolations(page)

  // The right number: the phone is verified already, no second code.
  await page.getByLabel('TC Kimlik Numarası').fill(nationalNumber)
  await page.getByRole('checkbox', { name: /Gizlilik politikası/ }).check()
  await page.getByRole('checkbox', { name: /aydınlatma metnini/ }).check()
  await page.getByRole('button', { name: 'Doğrulama Kodu Gönder' }).click()
  await expect(page.getByTestId('dogrulanan')).toContainText(
    `${masked(phone)} numarası doğrulandı.`,
  )
  await expect(page.getByTestId('hasar-policesi')).toContainText(policyNumber)
  await fillClaim(page)
  await page.getByRole('button', { name: 'Hasarı Bildir' }).click()

  const filed = page.getByTestId('hasar-alindi')
  await expect(filed).toContainText(/Hasar dosya numaranız: HSR-\d{4}-\d{6}\./)
  const fileNumber = fileNumberIn(await filed.textContent())!
  expect(page.url()).not.toContain(phone)
  const sms = (await outbox(page)).find((m) => m.recipient === phone && m.body.includes(fileNumber))
  expect(sms?.body).toContain(`Dosya numaranız: ${fileNumber}.`)
})
