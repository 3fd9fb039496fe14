import { expect, test, type Page } from '@playwright/test'
import { sandboxIdentities } from '../../server/agency/sandbox-codes.ts'
import { trDayInTurkey } from '../support/turkey-day.ts'
import { buyFirstOffer } from './checkout.ts'
import { offersArrive } from './offers-flow.ts'
import { lastOutboxId, outbox, saveInformationStep, sendEntryAndVerify } from './outbox.ts'
import { isJs, phonesOf } from './quote-helpers.ts'

// Spec §8: each quote-flow code, answered by the built-in back office itself for its sandbox
// identities (docs/decisions/035, README "Sandbox codes"), met in the browser with JavaScript on
// and off, on the cep telefonu line (no vehicle, no birth date asked at its entry).

const phoneFor = phonesOf('50')
const IMEI = '490154203237518'

/** A phone quote by `nationalNumber` up to its last step, the device filled in. */
async function atDeviceStep(page: Page, nationalNumber: string, phone: string) {
  await page.goto('/cep-telefonu-sigortasi')
  await page.getByLabel(/^T\.C\. kimlik/).fill(nationalNumber)
  await sendEntryAndVerify(page, phone)
  await saveInformationStep(page)
  await expect(page).toHaveURL(/\/cihaz$/)
  await page.getByLabel('IMEI numarası').fill(IMEI)
  await page.getByLabel('Satın alma tarihi').fill(trDayInTurkey(-40))
  await page.getByLabel('E-posta').fill('deniz@example.com')
  await page.getByLabel('Marka', { exact: true }).selectOption({ label: 'Apple' })
  if (!isJs()) await page.getByRole('button', { name: 'Modelleri Getir' }).click()
  await page.getByLabel('Model', { exact: true }).selectOption({ label: 'iPhone 17' })
}

const getOffers = (page: Page) => page.getByRole('button', { name: 'Teklifleri Getir' }).click()
const verificationDialog = (page: Page) => page.getByRole('dialog', { name: 'Telefon Doğrulama' })

/**
 * The SMS dialog a 1002 or 1004 opened: the new code, once one came after message `after`. The
 * back office sends a phone one code a minute, so the visitor asks again ("Yeniden Gönder") until
 * it comes, as a person would.
 */
async function verifyAgain(page: Page, phone: string, after: number) {
  const dialog = verificationDialog(page)
  await expect(dialog).toBeVisible()
  let code: string | undefined
  await expect(async () => {
    const message = (await outbox(page)).find((m) => m.id > after && m.recipient === phone)
    code = message ? /(\d{6})/.exec(message.body)?.[1] : undefined
    if (!code) {
      const resend = dialog.getByRole('button', { name: 'Yeniden Gönder' })
      if (await resend.isEnabled()) await resend.click()
    }
    expect(code).toMatch(/^\d{6}$/)
  }).toPass({ intervals: [5_000], timeout: 80_000 })
  await dialog.getByLabel('SMS kodu').fill(code!)
  await dialog.getByRole('button', { name: 'Onayla' }).click()
}

test('1006: the last step asks the birth date, and the quote opens with it', async ({ page }) => {
  test.setTimeout(90_000)
  await atDeviceStep(page, sandboxIdentities.birthDate, phoneFor(isJs(), 1))
  await expect(page.getByLabel('Doğum tarihi')).toHaveCount(0)
  await getOffers(page)
  await expect(
    page.getByText('Devam etmek için doğum tarihinizi girmeniz gerekiyor.'),
  ).toBeVisible()
  await expect(page.getByLabel('IMEI numarası')).toHaveValue(/4901\s?5420\s?3237\s?518/)
  await page.getByLabel('Doğum tarihi').fill('14.03.1985')
  await getOffers(page)
  await offersArrive(page)
})

test('1009: asked again after a wait, then the queue is named in Turkish, the form kept', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await atDeviceStep(page, sandboxIdentities.queue, phoneFor(isJs(), 2))
  const sent = Date.now()
  await getOffers(page)
  await expect(
    page.getByText('İşleminiz sırada bekliyor. Lütfen birkaç saniye sonra tekrar deneyin.'),
  ).toBeVisible({ timeout: 20_000 })
  // Two more tries, 1.5 s and 3 s later, before the message.
  expect(Date.now() - sent).toBeGreaterThan(4_000)
  await expect(page).toHaveURL(/\/cihaz$/)
  await expect(page.getByLabel('Model', { exact: true }).locator('option:checked')).toHaveText(
    'iPhone 17',
  )
})

test('1002: the phone is verified again, then the quote goes on', async ({ page }) => {
  test.setTimeout(150_000)
  const phone = phoneFor(isJs(), 3)
  await atDeviceStep(page, sandboxIdentities.tokenControl, phone)
  const before = await lastOutboxId(page)
  await getOffers(page)
  await verifyAgain(page, phone, before)
  await expect(page).toHaveURL(/\/cihaz$/)
  await getOffers(page)
  await offersArrive(page)
})

test('1004 from an insurer: a new code and the SMS dialog, then the offers go on', async ({
  page,
}) => {
  test.setTimeout(150_000)
  const phone = phoneFor(isJs(), 4)
  await atDeviceStep(page, sandboxIdentities.temporaryCode, phone)
  const before = await lastOutboxId(page)
  await getOffers(page)
  // The offers page leads to the SMS dialog as soon as the insurer has asked (at once with
  // JavaScript when it asked first, else when the page is next loaded).
  await page.waitForURL(/\/teklifler$|\?dogrulama=/)
  await expect(async () => {
    if (!(await verificationDialog(page).isVisible())) await page.reload()
    await expect(verificationDialog(page)).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  await verifyAgain(page, phone, before)
  await expect(page).toHaveURL(/\/teklifler$/)
  await expect(page.getByTestId('teklif').first()).toBeVisible({ timeout: 20_000 })
})

test('1011 at the final step: its message on the checkout, the offer kept and paid on the next try', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const phone = phoneFor(isJs(), 5)
  await atDeviceStep(page, sandboxIdentities.finalStep, phone)
  await getOffers(page)
  // The first try at the checkout meets 1011; buyFirstOffer then pays on the next one.
  await buyFirstOffer(page, phone, async () => {
    const checkout = page.url()
    await page.getByLabel('Poliçenin gönderileceği e-posta').fill('kart@ornek.com.tr')
    await page.getByRole('checkbox', { name: /Ön Bilgilendirme Formu/ }).check()
    await page.getByRole('button', { name: 'Ödemeye Geç' }).click()
    await expect(
      page.getByText('Poliçe düzenleme adımı tamamlanamadı; lütfen yeniden deneyin.'),
    ).toBeVisible()
    expect(page.url()).toBe(checkout)
    await expect(page.getByLabel('Poliçenin gönderileceği e-posta')).toHaveValue(
      'kart@ornek.com.tr',
    )
  })
})
