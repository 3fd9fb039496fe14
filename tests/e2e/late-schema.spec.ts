import { expect, test } from '@playwright/test'
import { nationalNumberFor, phonesOf } from './quote-helpers.ts'
import { saveInformationStep, sendEntryAndVerify } from './outbox.ts'

// A form's zod schema loads when the focus first enters the form (use-validated-form.ts). On a
// loaded phone it can arrive after the action has already answered the post: what only the action
// can tell must stay on screen then (CI once saw the address chain's message vanish this way).

const phoneFor = phonesOf('58')

test('the action’s message stays when the form’s schema arrives after its answer', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'js', 'without JavaScript no schema loads')
  const phone = phoneFor(true, 9)
  await page.goto('/zorunlu-deprem-sigortasi')
  await page.getByLabel(/^T\.C\. kimlik/).fill(nationalNumberFor(phone.slice(1)))
  await sendEntryAndVerify(page, phone)
  await saveInformationStep(page)
  await expect(page).toHaveURL(/\/adres$/)

  let letSchemasGo = () => {}
  const held = new Promise<void>((resolve) => (letSchemasGo = resolve))
  await page.route(/\/assets\/(zod-check|schemas)-.+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  // Going on without a flat: only the action knows which level of the chain is still to choose.
  await page.getByRole('button', { name: 'Bu Adresle Devam Et' }).click()
  const message = page.getByText('Lütfen il seçiniz.')
  await expect(message).toBeVisible()

  letSchemasGo()
  await page.waitForLoadState('networkidle')
  await expect(message).toBeVisible()
  await expect(page.getByLabel('İl', { exact: true })).toHaveAttribute('aria-invalid', 'true')
})
