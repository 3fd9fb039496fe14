import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { buyFromComparison } from './checkout.ts'
import { compareAndPrint, offersArrive } from './offers-flow.ts'
import { atStepAfterAddress } from './property-flow.ts'
import { isJs, pasteInto } from './quote-helpers.ts'

// Issue 13: DASK's building step and konut's home step after the address step, with JavaScript
// on and off (the projects js and nojs), through to the offers.

const phoneFor = (js: boolean, index: number) =>
  `57${js ? 3 : 4}${index}${String(Date.now()).slice(-6)}`

const send = (page: Page) => page.getByRole('button', { name: 'Teklifleri Getir' }).click()

test('DASK: the building from the register, Diğer described, offers compared and printed', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await atStepAfterAddress(page, '/zorunlu-deprem-sigortasi', phoneFor(isJs(), 1))
  // The register's record of the building is the starting point.
  const type = page.getByLabel('Yapı tarzı', { exact: true })
  const floors = page.getByLabel('Binanın kat sayısı')
  await expect(type).not.toHaveValue('')
  await expect(page.getByLabel('İnşa yılı')).not.toHaveValue('')
  await expect(page.getByLabel('Kullanım şekli')).not.toHaveValue('')
  await expect(floors).toHaveValue(/^\d+$/)
  await expect(page.getByLabel('Dairenin brüt alanı (m²)')).toHaveValue(/^[\d,]+$/)
  await expect(page.getByLabel('Hasar durumu')).toHaveValue('hasarsiz')
  await expectNoAxeViolations(page)

  // Spec §4: 'Diğer' shows a text input of its own, also without JavaScript.
  const other = page.getByLabel('Yapı tarzı (diğer)')
  await expect(other).toBeHidden()
  await type.selectOption('diger')
  await expect(other).toBeVisible()
  await floors.fill('120')
  await send(page)
  await expect(other).toHaveAttribute('aria-invalid', 'true')
  // With JavaScript a number above its maximum is brought down to it when the field is left.
  if (isJs()) await expect(floors).toHaveValue('99')
  else {
    await expect(
      page.getByText('Kat sayısı 1 ile 99 arasında olmalıdır.', { exact: true }),
    ).toBeVisible()
    await expect(floors).toHaveValue('120')
  }
  await expectNoAxeViolations(page)
  await other.fill('Ahşap karkas')
  await floors.fill('4')
  await page.getByRole('checkbox', { name: /yenileme/ }).check()
  await send(page)

  const offers = await offersArrive(page)
  await expect(offers.first()).toContainText('Zorunlu Deprem Sigortası')
  await expect(page.getByTestId('sigortalanan')).toContainText('4403156956')
  // The printed offers name the home in full, its Turkish letters intact.
  const { listText, compareText } = await compareAndPrint(page)
  for (const text of [listText, compareText]) {
    expect(text).toContain('Medrese Mahallesi, Lise Caddesi')
    expect(text).toContain('Dış Kapı No: 12, İç Kapı No: 3')
    expect(text).toContain('UAVT 4403156956')
  }
  expect(compareText).toContain('Zorunlu Deprem Sigortası')
  // The comparison shows every coverage, the declaration's among them.
  const table = page.getByRole('table')
  await expect(table.getByRole('row', { name: /Poliçe/ }).first()).toContainText('Yenileme')
  await expect(table.getByRole('row', { name: /Bina/ }).first()).toContainText('4 kat')

  // Back on the step, the declaration is as it was sent.
  await page
    .getByRole('navigation', { name: 'Teklif adımları' })
    .getByRole('link', { name: /Bina bilgileri/ })
    .click()
  await expect(other).toHaveValue('Ahşap karkas')
  await expect(floors).toHaveValue('4')
})

test('DASK: a heavily damaged building is refused with the provider’s message', async ({
  page,
}) => {
  await atStepAfterAddress(page, '/zorunlu-deprem-sigortasi', phoneFor(isJs(), 2))
  await page.getByLabel('Hasar durumu').selectOption('agir-hasarli')
  await send(page)
  await expect(page.getByRole('alert').filter({ hasText: 'Ağır hasarlı binalar' })).toContainText(
    'onarılıp güçlendirildiği belgelenmeden zorunlu deprem sigortası yapılamaz.',
  )
  await expect(page).toHaveURL(/\/bina$/)
  await expect(page.getByLabel('Hasar durumu')).toHaveValue('agir-hasarli')
  await expectNoAxeViolations(page)
  // The refused declaration stays with the quote: a reload shows it as it was sent.
  await page.goto(page.url())
  await expect(page.getByLabel('Hasar durumu')).toHaveValue('agir-hasarli')
})

test('konut: an owner insures building and contents; offers compared, printed and bought', async ({
  page,
}) => {
  test.setTimeout(150_000)
  const phone = phoneFor(isJs(), 3)
  await atStepAfterAddress(page, '/konut-sigortasi', phone)
  // The floor comes from the address; the construction years are newest first.
  await expect(page.getByLabel('Bulunduğu kat')).not.toHaveValue('')
  const years = await page.getByLabel('İnşa yılı').locator('option').allTextContents()
  expect(years.slice(1, 3).map(Number)).toEqual([2026, 2025])
  await page.getByLabel('Ev tipi').selectOption('apartman')
  await page.getByLabel('Çatı tipi').selectOption('kiremit')
  await page.getByLabel('İnşa yılı').selectOption('2005')
  await page.getByLabel('Poliçe tipi').selectOption('ev-sahibi')
  const building = page.getByLabel('Bina bedeli (₺)')
  const contents = page.getByLabel(/^Eşya bedeli/)
  await building.fill('50000')
  await contents.fill('20,000,000')
  if (isJs()) {
    // Sending would succeed: the values below are clamped to valid ones. Leaving is enough.
    await page.getByLabel('Poliçe tipi').focus()
    // Clamped to the bounds when left; typed and pasted amounts get their thousands commas.
    await expect(building).toHaveValue('100,000')
    await expect(contents).toHaveValue('10,000,000')
    await expectNoAxeViolations(page)
    await building.fill('')
    await building.pressSequentially('2500000')
    await expect(building).toHaveValue('2,500,000')
    await pasteInto(contents, '₺ 400.000')
    await expect(contents).toHaveValue('400,000')
    // The stepper steps by 10,000 and, held, repeats after 600 ms and then every 200 ms.
    const more = page.getByRole('button', { name: 'Artır' }).first()
    await more.click()
    await expect(building).toHaveValue('2,510,000')
    await page.getByRole('button', { name: 'Azalt' }).first().press('Enter')
    await expect(building).toHaveValue('2,500,000')
    await more.hover()
    await page.mouse.down()
    await page.waitForTimeout(1_000)
    await page.mouse.up()
    // Steps at 0, 600 and 800 ms, and most likely at 1,000: three or four in all.
    const held = Number((await building.inputValue()).replace(/,/g, ''))
    expect([2_530_000, 2_540_000]).toContain(held)
    await building.fill('2,500,000')
  } else {
    await send(page)
    await expect(page.getByText('En az 100,000₺ olmalıdır.', { exact: true })).toBeVisible()
    await expect(page.getByText('En fazla 10,000,000₺ olmalıdır.', { exact: true })).toBeVisible()
    await expect(building).toBeFocused()
    await expectNoAxeViolations(page)
    // Without JavaScript no stepper is drawn; what is typed is sent as it is.
    await expect(page.getByRole('button', { name: 'Artır' })).toHaveCount(0)
  }
  if (!isJs()) {
    await building.fill('2500000')
    await contents.fill('400000')
  }
  await send(page)

  const offers = await offersArrive(page)
  await expect(offers.first()).toContainText(/Temel|Geniş|Tam/)
  const { compareText } = await compareAndPrint(page)
  expect(compareText).toContain('Konut Sigortası')
  expect(compareText).toContain('Dış Kapı No: 12, İç Kapı No: 3')
  const table = page.getByRole('table')
  await expect(table.getByRole('row', { name: /Bina bedeli/ })).toContainText('2.500.000')
  await expect(table.getByRole('row', { name: /Eşya bedeli/ })).toContainText('400.000')
  // Paid with the README's Mastercard test card.
  await buyFromComparison(page, phone, '5555 5555 5555 4444')
})

test('konut: a tenant insures the contents only', async ({ page }) => {
  test.setTimeout(90_000)
  await atStepAfterAddress(page, '/konut-sigortasi', phoneFor(isJs(), 4))
  await page.getByLabel('Ev tipi').selectOption('apartman')
  await page.getByLabel('Çatı tipi').selectOption('betonarme')
  await page.getByLabel('İnşa yılı').selectOption('2018')
  const building = page.getByLabel('Bina bedeli (₺)')
  await building.fill('3,000,000')
  // The building sum is an owner's: a tenant's choice hides it, also without JavaScript.
  await page.getByLabel('Poliçe tipi').selectOption('kiraci')
  await expect(building).toBeHidden()
  await send(page)
  await expect(page.getByText('Bir değer girilmelidir.', { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByLabel(/^Eşya bedeli/).fill('300000')
  await send(page)

  await offersArrive(page)
  await compareAndPrint(page)
  const table = page.getByRole('table')
  await expect(table.getByRole('row', { name: /Bina bedeli/ })).toContainText('Yok (yalnız eşya)')
  await expect(table.getByRole('row', { name: /Eşya bedeli/ })).toContainText('300.000')
})
