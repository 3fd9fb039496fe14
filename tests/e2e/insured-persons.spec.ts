import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { buyFirstOfferPdf } from './checkout.ts'
import { offersArrive } from './offers-flow.ts'
import { saveInformationStep, sendEntryAndVerify } from './outbox.ts'
import { isJs, nationalNumberFor, phonesOf } from './quote-helpers.ts'
import { entryMessages, messages } from '~/validation/messages.ts'
import { isoDayInTurkey } from '../support/turkey-day.ts'

// Issue 26, items 2 and 3, with JavaScript on and off (projects js and nojs): the policy insures
// who was quoted. A passport holder names themselves in the wizard; the checkout's contracts and
// the policy PDF name them under "Pasaport no", and a family health policy names every member;
// the card holder is the payer ("Ödeyen").

const phoneFor = phonesOf('52')
const stars = '*'.repeat(8)

/** A quote page's entry with a passport (ID type 2), verified by SMS. */
async function verifiedByPassport(page: Page, quotePage: string, phone: string, passport: string) {
  await page.goto(quotePage)
  await page.getByLabel('Kimlik türü').selectOption({ label: 'Pasaport' })
  await page.getByLabel('Pasaport numarası').fill(passport)
  await page.getByLabel('Doğum tarihi').fill('14.03.1988')
  await sendEntryAndVerify(page, phone)
}

test('seyahat: a passport traveller is the insured of the contract and the policy; the card holder pays', async ({
  page,
}) => {
  test.setTimeout(150_000)
  const phone = phoneFor(isJs(), 1)
  const passport = `U${phone.slice(-7)}`
  await verifiedByPassport(page, '/seyahat-saglik-sigortasi', phone, passport)
  await expect(page).toHaveURL(/\/seyahat$/)
  await expect(page.getByRole('heading', { name: 'Sigortalı', exact: true })).toBeVisible()
  // The birth date given at the entry is there; the name is the traveller's to give.
  await expect(page.getByLabel('Doğum tarihi')).toHaveValue('14.03.1988')

  await page.getByRole('checkbox', { name: 'Almanya (Schengen)' }).check()
  await page.getByLabel('Gidiş tarihi').fill(isoDayInTurkey(10))
  await page.getByLabel('Dönüş tarihi').fill(isoDayInTurkey(16))
  await page.getByLabel('Seyahat amacı', { exact: true }).selectOption({ label: 'Turizm' })
  await page.getByLabel('Soyad').fill('Smith-')
  await page.getByRole('button', { name: 'Teklifleri Getir' }).click()
  await expect(page.getByLabel('Ad', { exact: true })).toHaveAccessibleDescription(
    new RegExp(messages.required),
  )
  await expect(page.getByLabel('Soyad')).toHaveAccessibleDescription(
    new RegExp(entryMessages.personName.replace(/[()]/g, '\\$&')),
  )
  await expect(page.getByLabel('Soyad')).toHaveValue('Smith-')
  await expectNoAxeViolations(page)

  await page.getByLabel('Ad', { exact: true }).fill('Mary Ann')
  await page.getByLabel('Soyad').fill("O'Neil-Smith")
  await page.getByRole('button', { name: 'Teklifleri Getir' }).click()

  const traveller = "Mary Ann O'Neil-Smith"
  const text = await buyFirstOfferPdf(page, phone, async () => {
    await expect(page.getByTestId('odeme-sigortalilar')).toHaveText(
      `${traveller} · Pasaport no ${stars}${passport.slice(-3)}`,
    )
    await expect(page.getByTestId('on-bilgilendirme')).toContainText(
      `Sigortalı / sigorta ettiren: ${traveller}.`,
    )
    await expect(page.getByTestId('mesafeli-satis-sozlesmesi')).toContainText(
      `Taraflar: ${traveller} (Alıcı`,
    )
    // The checkout as the server renders it (with JavaScript the document can still hold the
    // entry page's own data when the entry was posted before hydration).
    expect(await (await page.request.get(page.url())).text()).not.toContain(passport)
  })
  expect(text).toContain(`Sigortalı ${traveller}`)
  expect(text).toContain(`Pasaport no ${stars}${passport.slice(-3)}`)
  expect(text).toContain('Ödeyen Ayşe Işıklı Çelik')
  expect(text).not.toContain('T.C. kimlik no')
  expect(text).not.toContain(passport)
})

test('yabancı: starts with a passport, straight to the residence step, the applicant named', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const phone = phoneFor(isJs(), 2)
  const passport = `C${phone.slice(-8)}`
  await verifiedByPassport(page, '/yabancisaglik/asyncteklif', phone, passport)
  await expect(page).toHaveURL(/\/ikamet$/)
  // The passport was given at the entry: shown masked, not asked again.
  await expect(page.getByText(`Pasaport numarası: ${stars}${passport.slice(-3)}`)).toBeVisible()
  await expect(page.getByLabel('Pasaport numarası')).toHaveCount(0)
  await page.getByLabel('Ad', { exact: true }).fill('Leyla')
  await page.getByLabel('Soyad').fill('Aliyeva')
  await page.getByLabel('Uyruk').selectOption({ label: 'Azerbaycan' })
  await page.getByRole('button', { name: 'Teklifleri Getir' }).click()
  await offersArrive(page)
  await expect(
    page.getByText(`Azerbaycan uyruklu, pasaport ${stars}${passport.slice(-3)}`).first(),
  ).toBeVisible()
})

test('bireysel: the contract and the policy name every insured family member', async ({ page }) => {
  test.setTimeout(150_000)
  const phone = phoneFor(isJs(), 3)
  const holderNumber = nationalNumberFor(phone.slice(1))
  const members = [
    {
      relation: 'Eş',
      name: 'Mehmet Yılmaz',
      number: nationalNumberFor(`1${phone.slice(2)}`),
      born: '02.02.1986',
      gender: 'Erkek',
    },
    {
      relation: 'Çocuk',
      name: 'Zeynep Yılmaz',
      number: nationalNumberFor(`6${phone.slice(2)}`),
      born: '10.01.2015',
      gender: 'Kadın',
    },
  ]
  await page.goto('/saglik/teklif')
  await page.getByLabel(/^T\.C\. kimlik/).fill(holderNumber)
  await page.getByLabel('Doğum tarihi').fill('15.03.1988')
  await sendEntryAndVerify(page, phone)
  await saveInformationStep(page)
  await expect(page).toHaveURL(/\/sigortalilar$/)
  await page.getByRole('group', { name: 'Cinsiyetiniz' }).getByLabel('Kadın').check()
  for (const [i, member] of members.entries()) {
    await page.getByRole('button', { name: 'Ekle' }).click()
    const row = page.getByRole('group', { name: `${i + 1}. aile bireyi` })
    await row.getByLabel('Yakınlık').selectOption({ label: member.relation })
    await row.getByLabel('Adı ve soyadı').fill(member.name)
    await row.getByLabel('T.C. kimlik numarası').fill(member.number)
    await row.getByLabel('Doğum tarihi').fill(member.born)
    await row.getByLabel('Cinsiyet').selectOption({ label: member.gender })
  }
  await page.getByLabel('Boyunuz (cm)').fill('168')
  await page.getByLabel('Kilonuz (kg)').fill('60')
  for (const question of [/Kronik bir hastalığınız/, /Devam eden bir tedaviniz/]) {
    await page.getByRole('group', { name: question }).getByLabel('Hayır').check()
  }
  await page.getByRole('button', { name: 'Teklifleri Getir' }).click()

  let holder = ''
  const text = await buyFirstOfferPdf(page, phone, async () => {
    const insured = page.getByTestId('odeme-sigortalilar').getByRole('listitem')
    await expect(insured).toHaveCount(3)
    holder = ((await insured.first().textContent()) ?? '').split(' · ')[0]!
    expect(holder).not.toBe('')
    await expect(insured.first()).toHaveText(
      `${holder} · T.C. kimlik no ${stars}${holderNumber.slice(-3)}`,
    )
    for (const [i, member] of members.entries()) {
      await expect(insured.nth(i + 1)).toHaveText(
        `${member.name} · T.C. kimlik no ${stars}${member.number.slice(-3)}`,
      )
    }
    await expect(page.getByTestId('on-bilgilendirme')).toContainText(
      `Sigortalılar: ${holder}, Mehmet Yılmaz, Zeynep Yılmaz. Sigorta ettiren: ${holder}.`,
    )
  })
  expect(text).toContain(`1. sigortalı ${holder} T.C. kimlik no ${stars}${holderNumber.slice(-3)}`)
  for (const [i, member] of members.entries()) {
    expect(text).toContain(
      `${i + 2}. sigortalı ${member.name} T.C. kimlik no ${stars}${member.number.slice(-3)}`,
    )
  }
  expect(text).toContain('Ödeyen Ayşe Işıklı Çelik')
})
