import { expect, test, type Locator } from '@playwright/test'
import { expectHydrated } from './hydration.ts'
import { pasteInto } from './quote-helpers.ts'
import { atStepAfterInformation } from './quote-over-http.ts'
import { yearInTurkey } from '../support/turkey-day.ts'

// Issue 16: input help on a phone. With JavaScript each masked field shapes what is typed and
// what is pasted, and the caret stays where the user is typing; without it (the quote specs' nojs
// runs) the same forms post what was typed and the server judges.

test.use({ viewport: { width: 360, height: 740 } })
test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, 'input help needs JavaScript')

const caret = (field: Locator) => field.evaluate((el: HTMLInputElement) => el.selectionStart)
const putCaret = (field: Locator, at: number) =>
  field.evaluate((el: HTMLInputElement, i) => el.setSelectionRange(i, i), at)

/** Types `text` with the caret put `at` a place: the field shows `shaped`, the caret `after` it. */
async function typeAt(
  field: Locator,
  { at, text, shaped, after }: { at: number; text: string; shaped: string; after: number },
) {
  await putCaret(field, at)
  await field.page().keyboard.type(text)
  await expect(field).toHaveValue(shaped)
  expect(await caret(field)).toBe(after)
}

test('quote entry: phone and plate shaped as typed and pasted, the caret kept', async ({
  page,
}) => {
  await page.goto('/kasko-sigortasi')
  const phone = page.getByLabel('Cep telefonu', { exact: true })
  await expect(phone).toHaveAttribute('inputmode', 'numeric')
  // The masks are the page's script: what is typed before it has hydrated is posted as typed.
  await expectHydrated(phone)
  await phone.pressSequentially('532124567')
  await expect(phone).toHaveValue('(532)124-567')
  // A digit typed in the middle lands where it was typed and the caret stays after it.
  await typeAt(phone, { at: 7, text: '3', shaped: '(532)123-4567', after: 8 })
  for (const pasted of ['+90 (532) 123 45 67', '0532 123 4567']) {
    await pasteInto(phone, pasted)
    await expect(phone).toHaveValue('(532)123-4567')
    expect(await caret(phone)).toBe(13)
  }

  const kimlik = page.getByLabel(/^T\.C\. kimlik/)
  await expect(kimlik).toHaveAttribute('inputmode', 'numeric')
  await kimlik.pressSequentially('1a0000000-146')
  await expect(kimlik).toHaveValue('10000000146')
  await pasteInto(kimlik, '12.345.678.901')
  await expect(kimlik).toHaveValue('12345678901')

  const plate = page.getByLabel('Plaka', { exact: true })
  await plate.pressSequentially('34 abı 12')
  await expect(plate).toHaveValue('34 ABI 12')
  await typeAt(plate, { at: 3, text: 'i', shaped: '34 IABI 12', after: 4 })
  await pasteInto(plate, '66 abc 123')
  await expect(plate).toHaveValue('66 ABC 123')
})

test('quote entry: a birth date gets its dots, and one in the future is refused by the server', async ({
  page,
}) => {
  await page.goto('/seyahat-saglik-sigortasi')
  const birthDate = page.getByLabel('Doğum tarihi')
  await expectHydrated(birthDate)
  await birthDate.pressSequentially('14031988')
  await expect(birthDate).toHaveValue('14.03.1988')
  await putCaret(birthDate, 1)
  await page.keyboard.press('Delete')
  await page.keyboard.type('5')
  await expect(birthDate).toHaveValue('15.03.1988')
  expect(await caret(birthDate)).toBe(2)
  await pasteInto(birthDate, '1.3.1988')
  await expect(birthDate).toHaveValue('01.03.1988')
  const future = `01.01.${yearInTurkey() + 1}`
  await pasteInto(birthDate, future)
  // The entry form is checked by the action alone (decision 018): the message follows the post.
  await page.getByRole('button', { name: 'Teklif Al' }).click()
  await expect(page.getByText('Lütfen geçerli bir doğum tarihi giriniz.')).toBeVisible()
  await expect(birthDate).toHaveAttribute('aria-invalid', 'true')
  await expect(birthDate).toHaveValue(future)
})

test('cep telefonu: the IMEI keeps only its digits, typed or pasted', async ({ page }) => {
  test.setTimeout(90_000)
  // Over HTTP: the IMEI field, not the journey, is the subject.
  await atStepAfterInformation(
    page,
    '/cep-telefonu-sigortasi',
    `579${String(Date.now()).slice(-7)}`,
  )
  const imei = page.getByLabel('IMEI numarası')
  await expect(imei).toHaveAttribute('inputmode', 'numeric')
  await expectHydrated(imei)
  await imei.pressSequentially('4901-5420')
  await expect(imei).toHaveValue('49015420')
  await typeAt(imei, { at: 4, text: 'x7', shaped: '490175420', after: 5 })
  await pasteInto(imei, '35-209900-176148-1')
  await expect(imei).toHaveValue('352099001761481')
})
