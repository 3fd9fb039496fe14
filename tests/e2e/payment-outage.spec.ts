import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect } from '@playwright/test'
import { phoneFor, submitCard, SUCCESS_CARD, trafikCheckout } from './checkout.ts'
import { codeFromOutbox, outbox } from './outbox.ts'
import { ownStorefront, type OwnStorefront } from './own-storefront.ts'
import { isJs } from './quote-helpers.ts'

// Issue 37: the back office killed by its PID as the bank's 3D Secure result reaches the site.
// On a storefront of the spec's own (own-storefront.ts), so that the other specs' back office
// stays up. tests/integration/payment-callback-outage.test.ts kills it at more points.

/** The back office's PID as an operator finds it: the storefront logs it at each (re)start. */
function backOfficePid(storefront: OwnStorefront) {
  const log = readFileSync(path.join(storefront.dataDir, 'server.log'), 'utf8')
  return Number([...log.matchAll(/"agencyPid":(\d+)/g)].at(-1)![1])
}

async function killBackOffice(storefront: OwnStorefront) {
  process.kill(backOfficePid(storefront), 'SIGKILL')
  const answers = () =>
    fetch(`${storefront.agencyUrl}/healthz`).then(
      () => true,
      () => false,
    )
  await expect.poll(answers).toBe(false)
}

ownStorefront(
  'a payer whose back office dies as the bank posts back reads that the result is being verified, then gets the policy and one e-mail',
  async ({ page, storefront }) => {
    ownStorefront.setTimeout(180_000)
    const js = isJs()
    const phone = phoneFor(js, 9)
    await trafikCheckout(page, phone)
    const before = await submitCard(page, SUCCESS_CARD)
    await expect(page.getByRole('heading', { name: /3D Secure Doğrulama/ })).toBeVisible()
    await page
      .getByLabel('SMS doğrulama kodu')
      .fill(await codeFromOutbox(page, phone, { about: /3D Secure/, afterId: before }))
    // The bank has its verdict; the back office dies as the result arrives at the site.
    await page.route('**/odeme/3d-sonuc', async (route) => {
      if (route.request().method() === 'POST') await killBackOffice(storefront)
      await route.continue()
    })
    await page.getByRole('button', { name: 'Onayla' }).click()
    if (!js) await page.getByRole('button', { name: 'Mağazaya Dön' }).click()

    await expect(
      page.getByRole('heading', { level: 1, name: 'Ödemenizin sonucunu doğruluyoruz' }),
    ).toBeVisible()
    await expect(page.getByRole('status')).toContainText(
      'ödemenizin sonucunu sigorta sistemlerinden henüz öğrenemedik',
    )
    await expect(page.getByText(/işlenmedi|çekim yapılmadı/)).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Sonucu şimdi sorgula' })).toBeVisible()

    // The storefront starts the back office again; the page asks by itself until it answers.
    await expect(
      page.getByRole('heading', { name: 'Ödemeniz alındı, poliçeniz hazır' }),
    ).toBeVisible({ timeout: 60_000 })
    const policyNumber = (await page.getByTestId('police-no').textContent())!.trim()
    const policyEmails = async () =>
      (await outbox(page)).filter(
        (message) => message.channel === 'email' && message.body.includes(policyNumber),
      ).length
    await expect.poll(policyEmails).toBe(1)
  },
)
