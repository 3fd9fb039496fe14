import { expect, test, type Page } from '@playwright/test'
import { inAgencyDatabase } from './agency-database.ts'
import { expectNoAxeViolations } from './axe.ts'
import { signUpMember } from '../support/members.ts'
import { buyFirstOffer } from './checkout.ts'
import { fillTrip, travelVerified } from './health-travel-flow.ts'
import { outbox, saveInformationStep } from './outbox.ts'
import { firstOfferCheckout, paidAtCheckout, paidPolicy } from './quote-over-http.ts'
import { isJs, nationalNumberFor, phonesOf } from './quote-helpers.ts'
import { untilNextPhoneCode } from './phone-codes.ts'

// Issue 28: the 14-day right of withdrawal from the policy e-mail's link, the channel the
// policy was bought through: one confirmation step showing the refund, then "cayıldı"; past the
// 14 days the button is gone and the page says how to cancel through the agency.
// Issue 38: by line, as the regulation says (docs/decisions/063): no withdrawal of a travel
// policy shorter than a month; trafik and DASK with a replacement policy declared.

const phoneFor = phonesOf('57')

/** The policy of the result page: its number, its e-mail and the e-mail's withdrawal link. */
const issuedPolicy = async (page: Page) =>
  policyEmail(page, (await page.getByTestId('police-no').textContent())!.trim())

/** A policy's number, its e-mail and the e-mail's withdrawal link. */
async function policyEmail(page: Page, policyNumber: string) {
  const mail = (await outbox(page)).find(
    (m) => m.channel === 'email' && m.body.includes(policyNumber),
  )
  const link = /https?:\/\/\S+(\/police\/cayma\/[\w.-]+)/.exec(mail?.body ?? '')?.[1]
  expect(link, 'a withdrawal link in the policy e-mail').toBeDefined()
  return { policyNumber, mail: mail!.body, link: link! }
}

const confirmButton = (page: Page) =>
  page.getByRole('button', { name: 'Onaylıyorum, poliçemi iptal et' })

const boughtDaysAgo = (policyNumber: string, days: number) =>
  inAgencyDatabase((db) =>
    db
      .prepare('UPDATE policies SET issued_at = ? WHERE policy_number = ?')
      .run(new Date(Date.now() - days * 86_400_000).toISOString(), policyNumber),
  )

test('a policy withdrawn within 14 days shows cayıldı and the refund; past them no button', async ({
  page,
}) => {
  const phone = phoneFor(isJs(), 8)
  const bought = await paidPolicy(page, 'trafik', phone, nationalNumberFor(phone))
  const { policyNumber, link } = await policyEmail(page, bought.policyNumber)

  // Fifteen days after the purchase: no button, the agency's way instead.
  boughtDaysAgo(policyNumber, 15)
  await page.goto(link)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cayma hakkımı kullanmak istiyorum' }),
  ).toBeVisible()
  await expect(page.getByTestId('cayma-yok')).toContainText('14 günlük cayma süresi')
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
  // A compulsory line: withdrawn once the buyer declares a replacement (decision 063).
  await page.getByRole('checkbox', { name: /başka bir zorunlu trafik sigortası poliçesi/ }).check()
  await confirmButton(page).click()
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
  const phone = phoneFor(isJs(), 9)
  // Bought with the T.C. kimlik number the member signs up with below, so it is theirs.
  const { policyNumber, entryCodeAt } = await paidPolicy(page, 'trafik', phone, '10000000146')
  // The phone's next SMS code (the sign-up's) only once the back office's interval is up.
  await page.waitForTimeout(untilNextPhoneCode(entryCodeAt))
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
  await page.getByRole('checkbox', { name: /başka bir zorunlu trafik sigortası poliçesi/ }).check()
  await confirmButton(page).click()

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

test('an 11-day seyahat policy: no withdrawal, and why, on the e-mail link and in Poliçelerim', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const phone = phoneFor(isJs(), 6)
  // Bought with the T.C. kimlik number the member signs up with below, so it is theirs.
  await travelVerified(page, phone, undefined, '10000000146')
  const quoteCodeAt = Date.now()
  await saveInformationStep(page)
  await fillTrip(page, [['Schengen', 'Almanya']], 5, 15)
  // The pre-information form says it before the card, as the FAQ does.
  const exception =
    /[Ss]üresi bir aydan kısa seyahat sigortalarında Finansal Hizmetlere İlişkin Mesafeli Sözleşmeler Yönetmeliği gereği cayma hakkı yoktur/
  await buyFirstOffer(page, phone, () =>
    expect(page.getByTestId('on-bilgilendirme')).toContainText(exception),
  )
  const { policyNumber, mail, link } = await issuedPolicy(page)
  expect(mail).toContain(
    'Süresi bir aydan kısa seyahat sigortalarında cayma hakkı yoktur; iptal için:',
  )

  // The e-mail's link, the day of purchase, days before the trip: why, and the agency's way.
  await page.goto(link)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cayma hakkımı kullanmak istiyorum' }),
  ).toBeVisible()
  const why = page.getByTestId('cayma-yok')
  await expect(why).toContainText(exception)
  await expect(why.getByRole('link', { name: 'acentemizle iletişime geçin' })).toBeVisible()
  await expect(
    why.getByRole('link', { name: 'Poliçe İşlemleri türünde bir destek talebi açın' }),
  ).toHaveAttribute('href', '/destek-talebi')
  await expect(confirmButton(page)).toHaveCount(0)
  await expectNoAxeViolations(page)
  // The confirmation posted anyway (an old tab, a hand-made form): the back office refuses it.
  const forced = await page.request.post(link, { form: {} })
  expect(forced.status()).toBe(409)
  expect(await forced.text()).toContain(
    'Süresi bir aydan kısa seyahat sigortalarında cayma hakkı yoktur; poliçenizi acentemiz aracılığıyla iptal ettirebilirsiniz.',
  )

  // The member's own policy page says the same, with the member's support requests.
  await page.waitForTimeout(untilNextPhoneCode(quoteCodeAt))
  await signUpMember(page.request, phone, 'Seyahat1234')
  await page.goto('/hesabim/policelerim')
  const row = page.getByTestId('police').filter({ hasText: policyNumber })
  await expect(row.getByTestId('cayma-yok')).toContainText(exception)
  await expect(
    row.getByRole('link', { name: 'Poliçe İşlemleri türünde bir destek talebi açın' }),
  ).toHaveAttribute('href', '/hesabim/destek')
  await expect(row.getByRole('link', { name: /Cayma hakkımı/ })).toHaveCount(0)

  // The FAQ gives the same rule.
  await page.goto('/sss')
  await expect(page.getByRole('main')).toContainText(exception)
})

test('a DASK policy within its 14 days: withdrawn once a replacement is declared', async ({
  page,
}) => {
  test.setTimeout(150_000)
  const phone = phoneFor(isJs(), 7)
  const { checkout } = await firstOfferCheckout(
    page,
    'dask',
    phone,
    nationalNumberFor(phone.slice(1)),
  )
  // The pre-information form says it before the card.
  await page.goto(checkout)
  await expect(page.getByTestId('on-bilgilendirme')).toContainText(
    'başka bir DASK poliçesi yaptırdığınızı ya da yaptıracağınızı onaylarsınız',
  )
  const { link } = await policyEmail(page, await paidAtCheckout(page, checkout, phone))
  await page.goto(link)
  await expect(page.getByTestId('cayma-iade')).toBeVisible()
  await expect(page.getByRole('main')).toContainText(
    'Zorunlu bir sigorta olduğundan cayabilmeniz, yerine başka bir poliçe yapılmasına bağlıdır.',
  )
  const declaration = page.getByRole('checkbox', {
    name: /Bu bina için aynı dönemi kapsayan başka bir zorunlu deprem sigortası \(DASK\) poliçesi/,
  })
  // Not declared: the form is not sent, the policy stays.
  await confirmButton(page).click()
  await expect(page.getByTestId('cayma-iade')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Poliçeniz cayıldı' })).toHaveCount(0)
  await expectNoAxeViolations(page)
  await declaration.check()
  await confirmButton(page).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Poliçeniz cayıldı' })).toBeVisible()
  await expect(page.getByTestId('cayma-sonucu')).toContainText('(cayıldı)')
  // The checkout that bought it (where Tekliflerim's "Poliçeyi gör" leads) says so too.
  await page.goto(checkout)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Poliçeniz cayma hakkıyla iptal edildi' }),
  ).toBeVisible()
  await expect(page.getByRole('status')).toContainText('yürürlükte değildir')
  await expect(
    page.getByRole('link', { name: 'İptal edilen poliçeyi PDF olarak indir' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
})
