import { expect, test } from '@playwright/test'
import { isoDayInTurkey, trDayInTurkey } from '../support/turkey-day.ts'
import { buyFirstOfferPdf, vehicleFound } from './checkout.ts'
import { isJs, nationalNumberFor, phonesOf } from './quote-helpers.ts'

// Issue 26: a vehicle the registry knows no running policy for (demo plate 35 YOK 35) starts on
// the day the customer chooses, today to 30 days ahead; one with a running policy (66 ABC 123)
// continues it. A company quoting under its tax number is named under "Vergi kimlik no".

const phoneFor = phonesOf('51')

test('trafik, a company’s vehicle without a running policy: the chosen start, under its tax number', async ({
  page,
}) => {
  test.setTimeout(150_000)
  const phone = phoneFor(isJs(), 1)
  const taxNumber = isJs() ? '1234567890' : '1111111114'
  await vehicleFound(page, 'Trafik Sigortası', phone, taxNumber, '35 YOK 35')
  await expect(page.getByText('Kayıtlı poliçe yok')).toBeVisible()
  const start = page.getByLabel('Poliçe başlangıç tarihi')
  await expect(start).toHaveValue(isoDayInTurkey(0))
  await expect(start).toHaveAttribute('max', isoDayInTurkey(30))
  // Typed past the picker's 30 days: the rule, and the day kept as typed.
  await start.fill(isoDayInTurkey(31))
  await page.getByRole('button', { name: 'Bilgiler Doğru, Teklifleri Getir' }).click()
  await expect(
    page.getByText('Poliçe başlangıcı bugün ya da en fazla 30 gün sonrası olabilir.', {
      exact: true,
    }),
  ).toBeVisible()
  await expect(start).toHaveValue(isoDayInTurkey(31))
  await start.fill(isoDayInTurkey(7))
  await page.getByRole('button', { name: 'Bilgiler Doğru, Teklifleri Getir' }).click()

  const first = isoDayInTurkey(7)
  const from = trDayInTurkey(7)
  const to = `${first.slice(8, 10)}.${first.slice(5, 7)}.${Number(first.slice(0, 4)) + 1}`
  const masked = `********${taxNumber.slice(-3)}`
  const text = await buyFirstOfferPdf(page, phone, async () => {
    await expect(page.getByTestId('odeme-suresi')).toHaveText(`${from} – ${to}`)
    await expect(page.getByText(`Vergi kimlik no ${masked}`)).toBeVisible()
    await expect(page.getByText('T.C. kimlik no')).toHaveCount(0)
  })
  await expect(page.getByTestId('police-suresi')).toHaveText(`${from} – ${to}`)
  expect(text).toContain(`Başlangıç tarihi ${from} 12:00`)
  expect(text).toContain(`Bitiş tarihi ${to} 12:00`)
  expect(text).toContain(`Vergi kimlik no ${masked}`)
  expect(text).not.toContain('T.C. kimlik no')
  expect(text).not.toContain(taxNumber)
})

test('kasko, a vehicle with a running policy: no start is asked, the policy continues it', async ({
  page,
}) => {
  test.setTimeout(150_000)
  const phone = phoneFor(isJs(), 2)
  const nationalNumber = nationalNumberFor(phone.slice(1))
  await vehicleFound(page, 'Kasko', phone, nationalNumber, '66 ABC 123')
  await expect(page.getByLabel('Poliçe başlangıç tarihi')).toHaveCount(0)
  await page.getByLabel('Meslek').selectOption({ index: 1 })
  await page.getByRole('button', { name: 'Bilgiler Doğru, Teklifleri Getir' }).click()
  // The demo plate's policy ends in 120 days: the new one starts that day.
  const first = isoDayInTurkey(120)
  const from = trDayInTurkey(120)
  const to = `${first.slice(8, 10)}.${first.slice(5, 7)}.${Number(first.slice(0, 4)) + 1}`
  const text = await buyFirstOfferPdf(page, phone, async () => {
    await expect(page.getByTestId('odeme-suresi')).toHaveText(`${from} – ${to}`)
    await expect(page.getByText(`T.C. kimlik no ********${nationalNumber.slice(-3)}`)).toBeVisible()
  })
  expect(text).toContain(`Başlangıç tarihi ${from} 12:00`)
  expect(text).toContain(`T.C. kimlik no ********${nationalNumber.slice(-3)}`)
})
