import { expect, test, type Page } from '@playwright/test'
import { expectHydrated } from './hydration.ts'
import { isJs } from './quote-helpers.ts'

// Decision 049: a first visit carries the stylesheet inline and prefetches its file; a visitor
// with a session gets the file instead, and the page looks the same either way.

const stylesheetFile = /\/assets\/app-[\w-]+\.css$/

const inlineStyle = (page: Page) => page.locator('head style[data-href="site"]')
const linkedStylesheet = (page: Page) => page.locator('head link[rel="stylesheet"]')

/** The header's top bar is the brand's dark blue only when the stylesheet applies. */
async function expectStyled(page: Page) {
  const bar = page.getByRole('banner').locator('> div').first()
  await expect
    .poll(() => bar.evaluate((node) => getComputedStyle(node).backgroundColor))
    .toBe('rgb(11, 47, 85)')
}

test('a first visit gets the stylesheet inline and its file in the cache; a session links the file', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  const prefetched = page.waitForResponse((response) => stylesheetFile.test(response.url()))
  await page.goto('/')
  await expect(inlineStyle(page)).toHaveCount(1)
  await expect(linkedStylesheet(page)).toHaveCount(0)
  await expectStyled(page)
  expect((await prefetched).status()).toBe(200)

  // Saving one's cookie choices answers with a toast, which starts a session.
  await page.goto('/?modal=cerez-tercihleri')
  await page.getByRole('button', { name: 'Seçimlerimi Kaydet' }).click()
  await expect(page.getByText('Çerez tercihleriniz kaydedildi.')).toBeVisible()
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('oturum')

  await page.goto('/hakkimizda')
  await expect(inlineStyle(page)).toHaveCount(0)
  await expect(linkedStylesheet(page)).toHaveAttribute('href', stylesheetFile)
  await expectStyled(page)
  if (isJs()) {
    // Hydration leaves the server's stylesheet in place, through client-side navigations too.
    const heading = page.getByRole('heading', { level: 1 })
    await expectHydrated(heading)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sıkça Sorulan Sorular' }).click()
    await expect(page).toHaveURL(/\/sss$/)
    await expect(linkedStylesheet(page)).toHaveCount(1)
    await expectStyled(page)
  }
  expect(errors).toEqual([])
})
