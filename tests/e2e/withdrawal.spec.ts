import { expect, test, type Page } from '@playwright/test'
import { inAgencyDatabase } from './agency-database.ts'
import { expectNoAxeViolations } from './axe.ts'
import { signUpMember } from '../support/members.ts'
import {
  demoPlateOffers,
  passThreeD,
  submitCard,
  SUCCESS_CARD,
  trafikCheckout,
} from './checkout.ts'
import { outbox } from './outbox.ts'
import { isJs, phonesOf } from './quote-helpers.ts'
import { untilNextPhoneCode } from './phone-codes.ts'

// Issue 28: the 14-day right of withdrawal from the policy e-mail's link, the channel the
// policy was bought through: one confirmation step showing the refund, then "cayıldı"; past the
// 14 days the button is gone and the page says how to cancel through the agency.

const phoneFor = phonesOf('57')

/** A trafik policy bought with the success card: its number and the e-mail's withdrawal link. */
async function boughtPolicy(page: Page, phone: string) {
  await trafikCheckout(page, phone)
  const before = await submitCard(page, SUCCESS_CARD)
  await passThreeD(page, phone, before)
  await expect(
    page.getByRole('heading', { name: 'Ödemeniz alındı, poliçeniz hazır' }),
  ).toBeVisible()
  const policyNumber = (await page.getByTestId('police-no').textContent())!.trim()
  const mail = (await outbox(page)).find(
    (m) => m.channel === 'email' && m.body.includes(policyNumber),
  )
  const link = /https?:\/\/\S+(\/police\/cayma\/[\w.-]+)/.exec(mail?.body ?? '')?.[1]
  expect(link, 'a withdrawal link in the policy e-mail').toBeDefined()
  return { policyNumber, link: link! }
}

const boughtDaysAgo = (policyNumber: string, days: number) =>
  inAgencyDatabase((db) =>
    db
      .prepare('UPDATE policies SET issued_at = ? WHERE policy_number = ?')
      .run(new Date(Date.now() - days * 86_400_000).toISOString(), policyNumber),
  )

test('a policy withdrawn within 14 days shows cayıldı and the refund; past them no button', async ({
  page,
}) => {
  test.setTimeout(150_000)
  const phone = phoneFor(isJs(), 8)
  const { policyNumber, link } = await boughtPolicy(page, phone)

  // Fifteen days after the purchase: no button, the agency's way instead.
  boughtDaysAgo(policyNumber, 15)
  await page.goto(link)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cayma hakkımı kullanmak istiyorum' }),
  ).toBeVisible()
  await expect(page.getByTestId('cayma-suresi-doldu')).toContainText('14 günlük cayma süresi')
  await expect(page.getByRole('link', { name: 'acentemizle iletişime geçin' })).toBeVisible()
  await expect(page.getByRole('button', { name: /poliçemi iptal et/ })).toHaveCount(0)
  await expectNoAxeViolations(page)

  // On the day of purchase: the premium's fate, then one confirmation.
  boughtDaysAgo(policyNumber, 0)
  await page.reload()
  await expect(
    page.getByText(/ödediğiniz primin tamamı iade edilir|kullanılmayan günlerin primi iade edilir/),
  ).toBeVisible()
  const refund = (await page.getByTestId('cayma-iade').textContent())!.trim()
  expect(refund).toMatch(/^\d[\d.]*,\d\d TL$/)
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Onaylıyorum, poliçemi iptal et' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Poliçeniz cayıldı' })).toBeVisible()
  await expect(page.getByTestId('cayma-sonucu')).toContainText('(cayıldı)')
  await expect(page.getByTestId('cayma-sonucu')).toContainText(refund)
  await expect(page.getByRole('button', { name: /poliçemi iptal et/ })).toHaveCount(0)
  await expectNoAxeViolations(page)

  // Confirmed by SMS and by e-mail.
  const confirmations = (await outbox(page)).filter((m) =>
    m.body.includes(`(${policyNumber}) cayma talebiniz üzerine`),
  )
  expect(confirmations.map((m) => m.channel).sort()).toEqual(['email', 'sms'])
  // The link again: withdrawn, nothing more to confirm.
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: 'Poliçeniz cayıldı' })).toBeVisible()
})

test('Poliçelerim: the button, one confirmation, then Cayıldı with the refund', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const phone = phoneFor(isJs(), 9)
  // Bought with the T.C. kimlik number the member signs up with below, so it is theirs.
  const offers = await demoPlateOffers(page, 'Trafik Sigortası', phone, '10000000146')
  // The quote's SMS code went out before its offers (under load, well after the test began).
  const quoteCodeAt = Date.now()
  await offers
    .first()
    .getByRole('link', { name: /^Satın Al/ })
    .click()
  const before = await submitCard(page, SUCCESS_CARD)
  await passThreeD(page, phone, before)
  const policyNumber = (await page.getByTestId('police-no').textContent())!.trim()
  // The phone's next SMS code (the sign-up's) only once the back office's interval is up.
  await page.waitForTimeout(untilNextPhoneCode(quoteCodeAt))
  await signUpMember(page.request, phone, 'Cayma1234')

  await page.goto('/hesabim/policelerim')
  const row = page.getByTestId('police').filter({ hasText: policyNumber })
  await row.getByRole('link', { name: /^Cayma hakkımı kullanmak istiyorum/ }).click()
  await expect(page).toHaveURL(/\/hesabim\/policelerim\/[^/]+\/cayma$/)
  await expect(
    page.getByRole('heading', { name: 'Cayma hakkımı kullanmak istiyorum' }),
  ).toBeVisible()
  const refund = (await page.getByTestId('cayma-iade').textContent())!.trim()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Onaylıyorum, poliçemi iptal et' }).click()

  await expect(page).toHaveURL(/\/hesabim\/policelerim$/)
  await expect(
    page.getByRole('status').filter({ hasText: 'Poliçeniz iptal edildi.' }),
  ).toBeVisible()
  const withdrawn = page.getByTestId('police').filter({ hasText: policyNumber })
  await expect(withdrawn).toContainText('Cayıldı')
  await expect(withdrawn.getByTestId('police-iade')).toHaveText(refund)
  await expect(withdrawn.getByRole('link', { name: /Cayma hakkımı/ })).toHaveCount(0)
  await expectNoAxeViolations(page)
})
