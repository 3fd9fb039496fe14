import { expect, test, type Page } from '@playwright/test'
import { isoDayInTurkey, trDayInTurkey } from '../support/turkey-day.ts'
import { buyFirstOffer } from './checkout.ts'
import { atResidenceStep, fillTrip, travelVerified } from './health-travel-flow.ts'
import { atStepAfterAddress } from './property-flow.ts'
import { outbox, saveInformationStep } from './outbox.ts'
import { isJs, nationalNumberFor, pdfText, phonesOf } from './quote-helpers.ts'

// Issue 26: the policy runs for the cover quoted (a trip's dates, a residence permit's two
// years), shown before paying, on the result page, in the policy PDF and in its e-mail, whose
// signed link downloads it again and refuses a link that was altered.

const phoneFor = phonesOf('56')

/** The first offer bought with the success card: the period on the checkout and the result page. */
async function buyFirstOfferFor(page: Page, phone: string, period: string) {
  await buyFirstOffer(page, phone, () =>
    expect(page.getByTestId('odeme-suresi')).toHaveText(period),
  )
  await expect(page.getByTestId('police-suresi')).toHaveText(period)
  return (await page.getByTestId('police-no').textContent())!.trim()
}

/** The policy PDF from the result page, its dates and the e-mail's link read back. */
async function expectPeriodEverywhere(
  page: Page,
  phone: string,
  policyNumber: string,
  from: string,
  to: string,
) {
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Poliçeyi PDF olarak indir' }).click()
  const text = await pdfText(await download)
  expect(text).toContain(`Başlangıç tarihi ${from} 12:00`)
  expect(text).toContain(`Bitiş tarihi ${to} 12:00`)

  const mail = (await outbox(page)).find(
    (m) => m.channel === 'email' && m.body.includes(policyNumber),
  )
  expect(mail?.body).toContain(`Sigorta süresi: ${from} – ${to}.`)
  const link = /https?:\/\/\S+\/police\/indir\/[\w.-]+/.exec(mail?.body ?? '')?.[0]
  expect(link).toBeDefined()
  const path = new URL(link!).pathname
  // Neither the T.C. kimlik number nor the phone is in the link.
  expect(path).not.toContain(phone)
  expect(path).not.toContain(nationalNumberFor(phone.slice(1)))
  const again = await page.request.get(path)
  expect(again.headers()['content-type']).toBe('application/pdf')
  expect((await again.body()).subarray(0, 5).toString()).toBe('%PDF-')

  // The link with one character of its signature changed: refused, with a page that says so.
  const tampered = path.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))
  await page.goto(tampered)
  await expect(page).toHaveURL(/\/police\/indir\?durum=gecersiz$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bu bağlantı artık geçerli değil' }),
  ).toBeVisible()
}

test('seyahat: the policy covers the trip, from its first day to the return', async ({ page }) => {
  test.setTimeout(150_000)
  const phone = phoneFor(isJs(), 1)
  await travelVerified(page, phone)
  await saveInformationStep(page)
  await expect(page).toHaveURL(/\/seyahat$/)
  await fillTrip(page, [['Schengen', 'Almanya']], 12, 23)
  const [from, to] = [trDayInTurkey(12), trDayInTurkey(23)]
  const policyNumber = await buyFirstOfferFor(page, phone, `${from} – ${to}`)
  await expectPeriodEverywhere(page, phone, policyNumber, from, to)
})

test('yabancı sağlık: a two-year residence permit gets a two-year policy', async ({ page }) => {
  test.setTimeout(150_000)
  const phone = phoneFor(isJs(), 2)
  await atResidenceStep(page, phone, '21.09.1990')
  await page.getByLabel('Pasaport numarası').fill('C01234567')
  await page.getByLabel('Uyruk').selectOption({ label: 'Azerbaycan' })
  await page.getByRole('group', { name: 'İkamet izni süresi' }).getByLabel('2 yıl').check()
  await page.getByRole('button', { name: 'Teklifleri Getir' }).click()
  const today = isoDayInTurkey(0)
  const from = trDayInTurkey(0)
  const to = `${today.slice(8, 10)}.${today.slice(5, 7)}.${Number(today.slice(0, 4)) + 2}`
  const policyNumber = await buyFirstOfferFor(page, phone, `${from} – ${to}`)
  await expectPeriodEverywhere(page, phone, policyNumber, from, to)
})

test('DASK: the policy runs a year from the start chosen on the building step', async ({
  page,
}) => {
  test.setTimeout(150_000)
  const phone = phoneFor(isJs(), 3)
  await atStepAfterAddress(page, '/zorunlu-deprem-sigortasi', phone)
  const start = page.getByLabel('Poliçe başlangıç tarihi')
  await expect(start).toHaveValue(isoDayInTurkey(0))
  await expect(start).toHaveAttribute('min', isoDayInTurkey(0))
  await expect(start).toHaveAttribute('max', isoDayInTurkey(30))
  // A day past the 30 allowed (typed past the picker): the rule, and the day kept as typed.
  await start.fill(isoDayInTurkey(40))
  await page.getByRole('button', { name: 'Teklifleri Getir' }).click()
  await expect(
    page.getByText('Poliçe başlangıcı bugün ya da en fazla 30 gün sonrası olabilir.', {
      exact: true,
    }),
  ).toBeVisible()
  await expect(start).toHaveValue(isoDayInTurkey(40))
  await start.fill(isoDayInTurkey(5))
  await page.getByRole('button', { name: 'Teklifleri Getir' }).click()
  const first = isoDayInTurkey(5)
  const from = trDayInTurkey(5)
  const to = `${first.slice(8, 10)}.${first.slice(5, 7)}.${Number(first.slice(0, 4)) + 1}`
  const policyNumber = await buyFirstOfferFor(page, phone, `${from} – ${to}`)
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Poliçeyi PDF olarak indir' }).click()
  const text = await pdfText(await download)
  expect(text).toContain(policyNumber)
  expect(text).toContain(`Başlangıç tarihi ${from} 12:00`)
  expect(text).toContain(`Bitiş tarihi ${to} 12:00`)
})
