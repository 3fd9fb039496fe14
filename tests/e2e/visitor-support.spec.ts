import { expect, test } from '@playwright/test'
import { masked } from '../support/members.ts'
import { expectNoAxeViolations } from './axe.ts'
import { codeFromOutbox, lastOutboxId } from './outbox.ts'
import { fillSignUp } from './sign-up.ts'
import { fillSupportRequest, pdfFile } from './support-request.ts'
import { untilNextPhoneCode } from './phone-codes.ts'

// Spec §4 create-support mode: a visitor verifies their phone by SMS and opens a support request
// without an account; after signing up with that phone it is among their requests.

const installmentQuestion = {
  type: 'Ödeme ve Taksit',
  subject: 'Taksit sorusu',
  message: 'Kartımdan iki kez çekim yapıldı.',
}

test('a visitor opens a support request with a file after SMS verification and sees it after signing up', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000)
  const js = testInfo.project.use.javaScriptEnabled !== false
  const phone = `553${js ? 6 : 7}${String(Date.now()).slice(-6)}`

  await page.goto('/_app')
  await page.getByRole('link', { name: 'Destek talebi' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Destek talebi' })).toBeVisible()
  // The agreements are asked before any code is sent.
  await page.getByLabel('Cep Telefonu').fill(masked(phone))
  await page.getByRole('button', { name: 'Doğrulama Kodu Gönder' }).click()
  await expect(
    page.getByText('Lütfen gizlilik politikasını ve kullanım koşullarını kabul ediniz.'),
  ).toBeVisible()
  await expect(page.getByLabel('Cep Telefonu')).toHaveValue(masked(phone))
  await expectNoAxeViolations(page)
  await page.getByRole('checkbox', { name: /Gizlilik politikası/ }).check()
  await page.getByRole('checkbox', { name: /aydınlatma metnini/ }).check()
  await page.getByRole('button', { name: 'Doğrulama Kodu Gönder' }).click()
  const codeSentAt = Date.now()

  const dialog = page.getByRole('dialog', { name: 'Telefon Doğrulama' })
  await expect(dialog).toContainText(`Kod ${masked(phone)} numarasına gönderildi.`)
  await expect(page).toHaveURL(/\/destek-talebi$/)
  await expectNoAxeViolations(page)
  await dialog.getByLabel('SMS kodu').fill(await codeFromOutbox(page, phone))
  await dialog.getByRole('button', { name: 'Onayla' }).click()

  // Verified: the flow stops here and the support form follows, no quote and no account.
  await expect(dialog).toHaveCount(0)
  await expect(page.getByTestId('dogrulanan')).toContainText(
    `${masked(phone)} numarası doğrulandı.`,
  )
  await page.getByRole('button', { name: 'Talep Oluştur' }).click()
  await expect(page.getByLabel('Konu', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expectNoAxeViolations(page)
  await fillSupportRequest(page, installmentQuestion)
  await page.getByLabel('Dosya Ekle (isteğe bağlı)').setInputFiles(pdfFile('dekont.pdf', 'dekont'))
  await page.getByRole('button', { name: 'Talep Oluştur' }).click()
  await expect(page.getByText(/Destek talebiniz alındı\. Talep numaranız: \d+\./)).toBeVisible()
  expect(page.url()).not.toContain(phone)

  // Later, the visitor signs up with the same phone.
  await page.goto('/uyeOl')
  await fillSignUp(page, {
    name: 'Destek',
    surname: 'Ziyaretçi',
    phone,
    nationalNumber: '10000000146',
    email: 'destek.ziyaretci@ornek.com.tr',
    birthDate: '1991-05-06',
    gender: 'E',
  })
  await page.waitForTimeout(untilNextPhoneCode(codeSentAt))
  await page.getByRole('button', { name: 'Üye Ol' }).click()
  await expect(dialog).toContainText('Telefon numaranız henüz doğrulanmadı')
  await dialog.getByLabel('SMS kodu').fill(await codeFromOutbox(page, phone))
  await dialog.getByRole('button', { name: 'Onayla' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Hoş geldiniz, Destek Ziyaretçi.' }),
  ).toBeVisible()

  await page.goto('/hesabim/destek')
  await page.getByRole('link', { name: /Taksit sorusu/ }).click()
  await expect(page.getByRole('heading', { name: /Taksit sorusu/ })).toBeVisible()
  await expect(page.getByText('Kartımdan iki kez çekim yapıldı.')).toBeVisible()
  await expect(page.getByText('Ek: dekont.pdf')).toBeVisible()
  await expectNoAxeViolations(page)
})

test('a request sent once the verification is gone keeps what was typed through the new verification', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(90_000)
  const js = testInfo.project.use.javaScriptEnabled !== false
  const stamp = String(Date.now()).slice(-6)
  const verify = async (phone: string) => {
    await page.getByLabel('Cep Telefonu').fill(masked(phone))
    await page.getByRole('checkbox', { name: /Gizlilik politikası/ }).check()
    await page.getByRole('checkbox', { name: /aydınlatma metnini/ }).check()
    const beforeCode = await lastOutboxId(page)
    await page.getByRole('button', { name: 'Doğrulama Kodu Gönder' }).click()
    const dialog = page.getByRole('dialog', { name: 'Telefon Doğrulama' })
    await dialog
      .getByLabel('SMS kodu')
      .fill(await codeFromOutbox(page, phone, { afterId: beforeCode }))
    await dialog.getByRole('button', { name: 'Onayla' }).click()
    await expect(page.getByTestId('dogrulanan')).toContainText(
      `${masked(phone)} numarası doğrulandı.`,
    )
  }

  await page.goto('/destek-talebi')
  await verify(`552${js ? 1 : 2}${stamp}`)
  await fillSupportRequest(page, installmentQuestion)
  // The session is gone (its cookie lost or expired): the request is refused like one sent after
  // the 25 minutes of the verification, and the phone is asked for again.
  await context.clearCookies()
  await page.getByRole('button', { name: 'Talep Oluştur' }).click()
  await expect(
    page.getByText('Telefon doğrulamanızın süresi doldu. Lütfen numaranızı yeniden doğrulayın.'),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Doğrulama Kodu Gönder' })).toBeVisible()

  await verify(`552${js ? 3 : 4}${stamp}`)
  await expect(page.getByLabel('Talep Türü').locator('option:checked')).toHaveText(
    'Ödeme ve Taksit',
  )
  await expect(page.getByLabel('Konu', { exact: true })).toHaveValue('Taksit sorusu')
  await expect(page.getByLabel('Mesajınız')).toHaveValue('Kartımdan iki kez çekim yapıldı.')
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Talep Oluştur' }).click()
  await expect(page.getByText(/Destek talebiniz alındı\. Talep numaranız: \d+\./)).toBeVisible()
})
