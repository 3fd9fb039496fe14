import { expect, test, type Locator, type Page, type Request } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { pdfText } from './quote-helpers.ts'
import { keyFactsByLine, unstated } from '~/quote/offers/key-facts.ts'
import { productLines } from '~/quote/product-lines.ts'

// The offers step every line ends in: offers as the insurers answer, two compared, both PDFs.

export const lira = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'))

/** The offers page fills as insurers answer: the first offers before the slow one (Munzur). */
export async function offersArrive(page: Page) {
  await expect(page).toHaveURL(/\/teklifler$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Teklifler' })).toBeVisible()
  const offers = page.getByTestId('teklif')
  await expect(offers.first()).toBeVisible({ timeout: 10_000 })
  const js = test.info().project.use.javaScriptEnabled !== false
  // With JavaScript the page hears of each answer: while only the slow insurer is awaited (about
  // 3 s) it neither reloads nor asks its loader again, until that answer makes it ask once.
  const asked: string[] = []
  const count = (request: Request) => {
    if (request.resourceType() === 'document' || new URL(request.url()).pathname.endsWith('.data'))
      asked.push(request.resourceType())
  }
  if (js) {
    await expect(page.getByTestId('bekleyenler')).toHaveText('Munzur Koruma Sigorta A.Ş.')
    page.on('request', count)
  } else {
    await expect(page.getByTestId('bekleyenler')).toContainText('Munzur Koruma')
  }
  await expect(page.getByText('Tüm sigorta şirketleri yanıt verdi.')).toBeVisible({
    timeout: 20_000,
  })
  page.off('request', count)
  if (js) expect(asked).toEqual(['fetch'])
  // The status stands above the list: without JavaScript the rest of the page may still be arriving.
  await page.waitForLoadState('load')
  await expect(
    page.getByRole('heading', { name: /Teklifler \(7 şirket yanıtladı\)/ }),
  ).toBeVisible()
  expect(await offers.count()).toBeGreaterThanOrEqual(5)
  await expect(offers.filter({ hasText: 'Munzur Koruma' }).first()).toBeVisible()

  // Cheapest first, each with a premium in lira and the installment text.
  const premiums = (await offers.locator('p.text-xl').allTextContents()).map(lira)
  expect(premiums).toEqual([...premiums].sort((a, b) => a - b))
  await expect(offers.first()).toContainText(/\d{1,3}(\.\d{3})*,\d{2} TL/)
  await expect(offers.first()).toContainText(/\d{1,3}(\.\d{3})*,\d{2} TL X \d+ Taksit/)
  await expectNoAxeViolations(page)
  await expectKeyFactsLinedUp(offers)
  return offers
}

/**
 * Issue 40, like for like: every card names its line's key facts in the line's order, each with
 * a value from the offer's data (an insured person's own premium, on the health lines, first).
 */
async function expectKeyFactsLinedUp(offers: Locator) {
  const cards = await offers.evaluateAll((cards) =>
    cards.map((card) =>
      [...card.querySelectorAll('[data-testid="temel-bilgiler"] > li')].map((fact) => {
        const value = fact.querySelector('span')?.textContent ?? ''
        return { name: fact.textContent!.slice(0, -value.length - 2), value }
      }),
    ),
  )
  const person = /\(.+, \d+ yaş\)$/
  const lists = Object.values(keyFactsByLine).map((facts) => facts.map((f) => f.name).join(' | '))
  for (const facts of cards) {
    const names = facts.filter((f) => !person.test(f.name)).map((f) => f.name)
    expect(lists).toContain(names.join(' | '))
    expect(names).toEqual(cards[0]!.filter((f) => !person.test(f.name)).map((f) => f.name))
    for (const fact of facts) expect(fact.value, fact.name).not.toBe(unstated)
  }
}

/**
 * Issue 40: on a small phone (360 × 640) the page, loaded as it is, shows the cheapest offer's
 * insurer, premium and "Satın Al" and the collection's status without scrolling, above the cookie
 * banner that stays over the page until answered; nothing scrolls sideways. The viewport is put
 * back afterwards.
 */
async function expectFirstScreenSells(page: Page) {
  // A reload and an axe check more: its own time, not the journey's.
  test.info().setTimeout(test.info().timeout + 20_000)
  const viewport = page.viewportSize()
  await page.setViewportSize({ width: 360, height: 640 })
  await page.reload()
  await page.waitForLoadState('load')
  const cheapest = page.getByTestId('teklif').first()
  const shown = [
    page.getByRole('status').filter({ hasText: 'teklif geldi' }),
    cheapest.getByRole('heading', { level: 3 }),
    cheapest.locator('p.text-xl'),
    cheapest.getByRole('link', { name: /^Satın Al/ }),
  ]
  const banner = await page.locator('#cerez-bildirimi').boundingBox()
  for (const part of shown) {
    await expect(part).toBeInViewport({ ratio: 1 })
    const box = (await part.boundingBox())!
    if (banner) expect(box.y + box.height, await part.innerText()).toBeLessThanOrEqual(banner.y)
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await expectNoAxeViolations(page)
  await keepScreenshot(page, 'teklifler')
  if (viewport) await page.setViewportSize(viewport)
}

/**
 * Issue 40, seen and not only asserted: with UPDATE_SCREENSHOTS set, the js project keeps what the
 * phone shows in docs/screenshots/ (README, Screenshots), one file per line and page. The screen
 * alone, not the whole page, so the file stays small: the first one, or the one that starts at
 * `top`.
 */
async function keepScreenshot(page: Page, what: 'teklifler' | 'karsilastirma', top?: Locator) {
  if (!process.env.UPDATE_SCREENSHOTS || test.info().project.name !== 'js') return
  await top?.evaluate((element) => element.scrollIntoView())
  const { pathname } = new URL(page.url())
  const line = productLines.find((l) => pathname.startsWith(`${l.flowRoute}/`))!
  await page.screenshot({ path: `docs/screenshots/${what}-${line.key}-360.png` })
}

/**
 * Issue 40: at 360 px the comparison is read without the page scrolling sideways (the table may
 * scroll in its own region, which the keyboard reaches), rows that differ are marked, and each
 * compared offer has its "Satın Al" under it, leading to that offer's checkout.
 */
async function expectComparisonOnAPhone(page: Page, insurers: string[]) {
  test.info().setTimeout(test.info().timeout + 20_000)
  const viewport = page.viewportSize()
  await page.setViewportSize({ width: 360, height: 640 })
  // Loaded at this width, as a phone would: resized, the footer's colour transitions are still
  // running when axe reads them.
  await page.reload()
  await page.waitForLoadState('load')
  const region = page.getByRole('region', { name: 'Karşılaştırma tablosu' })
  await keepScreenshot(
    page,
    'karsilastirma',
    page.getByRole('heading', { name: 'Teklif karşılaştırması' }),
  )
  await region.focus()
  await expect(region).toBeFocused()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  const rows = region.getByRole('row')
  // A row is marked exactly when its values differ (two basic packages may differ in none).
  for (const row of await rows.all()) {
    const values = await row.getByRole('cell').allTextContents()
    const [header] = await row.getByRole('rowheader').allTextContents()
    if (values.length < 2 || !header || /^(Prim|Taksit)/.test(header)) continue
    expect(header.endsWith('Farklı'), header).toBe(new Set(values).size > 1)
  }
  const buy = region.getByRole('link', { name: /^Satın Al/ })
  await expect(buy).toHaveCount(insurers.length)
  for (const [i, insurer] of insurers.entries()) {
    await expect(buy.nth(i)).toHaveAccessibleName(new RegExp(`^Satın Al: ${insurer}`))
    await expect(buy.nth(i)).toHaveAttribute('href', /^\/odeme\//)
  }
  await expectNoAxeViolations(page)
  if (viewport) await page.setViewportSize(viewport)
}

/** The PDF `link` downloads: its file name matches `fileName` and its text shows all of `shown`. */
async function downloadShowing(link: Locator, fileName: RegExp, shown: string[]) {
  const download = link.page().waitForEvent('download')
  await link.click()
  const pdf = await download
  expect(pdf.suggestedFilename()).toMatch(fileName)
  const text = await pdfText(pdf)
  for (const part of shown) expect(text).toContain(part)
  return text
}

/**
 * Each line's offers journey: the first screen on a phone, two offers compared side by side (also
 * on a phone), and both PDFs with names, premiums and Turkish letters.
 */
export async function compareAndPrint(
  page: Page,
  /** Turkish letters each PDF must show intact: the ones its line's texts contain. */
  letters = { list: ['ğ', 'ş', 'İ', 'ı', 'ç', 'ü'], compare: ['ş', 'ı', 'ğ'] },
) {
  const offers = page.getByTestId('teklif')
  const first = offers.nth(0)
  // The cheapest offer and the next from another insurer: the table's columns are insurers.
  const insurers = await offers.locator('h3').allTextContents()
  const second = offers.nth(insurers.findIndex((name) => name !== insurers[0]))
  const names = [insurers[0]!, (await second.locator('h3').textContent())!]
  const premiums = [
    (await first.locator('p.text-xl').textContent())!,
    (await second.locator('p.text-xl').textContent())!,
  ]

  await expectFirstScreenSells(page)
  const listText = await downloadShowing(
    page.getByRole('link', { name: 'PDF olarak indir', exact: true }),
    /-teklifler\.pdf$/,
    [...names, ...premiums, ...letters.list],
  )

  await first.getByRole('checkbox').check()
  await second.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Seçilenleri Karşılaştır' }).click()
  const table = page.getByRole('table')
  await expect(page.getByRole('heading', { name: 'Teklif karşılaştırması' })).toBeVisible()
  await expect(table.getByRole('columnheader')).toHaveCount(3)
  for (const name of names) await expect(table.getByRole('columnheader', { name })).toHaveCount(1)
  await expect(table.getByRole('row', { name: /Prim/ })).toContainText(premiums[0]!)
  await expect(table.getByRole('row', { name: /Prim/ })).toContainText(premiums[1]!)
  await page.waitForLoadState('load')
  expect(await table.getByRole('row').count()).toBeGreaterThan(4)
  await expectNoAxeViolations(page)
  await expectComparisonOnAPhone(page, names)

  const compareText = await downloadShowing(
    page.getByRole('link', { name: 'Karşılaştırmayı PDF olarak indir' }),
    /-karsilastirma\.pdf$/,
    [...names, ...premiums, ...letters.compare],
  )
  return { listText, compareText }
}
