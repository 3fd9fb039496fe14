import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { nationalNumberFor } from './quote-helpers.ts'
import { quoteAtOffers } from './quote-over-http.ts'

/** Distinct phones per project keep the per-phone SMS limits out of the way. */
const phoneFor = (js: boolean) => `59${js ? 3 : 4}7${String(Date.now()).slice(-6)}`

/**
 * A trafik quote for the README's demo plate, to the end of its offers: over HTTP, since this
 * spec's subject is the filter, not the journey (quote-vehicle.spec.ts walks that).
 */
async function trafikOffers(page: Page, phone: string) {
  const { offers } = await quoteAtOffers(page, 'trafik', phone, nationalNumberFor(phone.slice(1)))
  await page.goto(offers)
  await expect(page.getByText('Tüm sigorta şirketleri yanıt verdi.')).toBeVisible()
  await page.waitForLoadState('load')
}

const installmentsOf = (text: string) => Number(/X (\d+) Taksit/.exec(text)?.[1])

test('offers filtered by insurer, package and installments, and the filter cleared', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  const js = testInfo.project.use.javaScriptEnabled !== false
  await trafikOffers(page, phoneFor(js))
  const offers = page.getByTestId('teklif')
  const total = await offers.count()
  expect(total).toBeGreaterThan(5)
  const filter = page.getByRole('form', { name: 'Teklifleri filtrele' })
  // Folded behind "Filtrele" until a filter is chosen, so the offers come first.
  const unfold = async () => {
    if (!(await filter.isVisible())) await page.getByText('Filtrele', { exact: true }).click()
    await expect(filter).toBeVisible()
  }
  await expect(filter).toBeHidden()
  await expectNoAxeViolations(page)
  await unfold()

  // By insurer: only that insurer's packages.
  const insurer = (await offers.first().locator('h3').textContent())!
  await filter.getByLabel('Sigorta şirketi').selectOption({ label: insurer })
  await filter.getByRole('button', { name: 'Filtreyi Uygula' }).click()
  await expect(page).toHaveURL(/InsuranceFirm=\d+/)
  await expect(offers.locator('h3')).not.toHaveText([])
  const insurers = await offers.locator('h3').allTextContents()
  expect(new Set(insurers)).toEqual(new Set([insurer]))
  await expect(page.getByTestId('filtre-sonucu')).toHaveText(
    `${total} tekliften ${insurers.length} tanesi gösteriliyor.`,
  )
  await expect(filter.getByLabel('Sigorta şirketi')).toHaveValue(/\d+/)

  // And by package: that insurer's one offer of the package.
  await filter.getByLabel('Paket').selectOption({ label: 'Trafik + İMM' })
  await filter.getByRole('button', { name: 'Filtreyi Uygula' }).click()
  await expect(offers).toHaveCount(1)
  await expect(offers.first()).toContainText(insurer)
  await expect(offers.first()).toContainText('Trafik + İMM')
  await expectNoAxeViolations(page)

  // Installments alone: every offer allows at least that many.
  await page.getByRole('link', { name: 'Filtreyi temizle' }).click()
  await expect(offers).toHaveCount(total)
  await expect(page.getByTestId('filtre-sonucu')).toHaveCount(0)
  await unfold()
  await expect(filter.getByLabel('Sigorta şirketi')).toHaveValue('')
  const counts = (await offers.allTextContents()).map(installmentsOf)
  const least = Math.max(...counts)
  await filter.getByLabel('Taksit sayısı').selectOption({ label: `En az ${least} taksit` })
  await filter.getByRole('button', { name: 'Filtreyi Uygula' }).click()
  await expect(offers).toHaveCount(counts.filter((n) => n >= least).length)
  for (const text of await offers.allTextContents()) {
    expect(installmentsOf(text)).toBeGreaterThanOrEqual(least)
  }
})
