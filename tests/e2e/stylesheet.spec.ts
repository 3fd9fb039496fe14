import { expect, test, type Page } from '@playwright/test'
import { expectHydrated } from './hydration.ts'
import { isJs } from './quote-helpers.ts'

// Decision 049: a first visit carries the stylesheet inline; a visitor with a session gets the
// file instead, and the page looks the same either way. Decision 054: inline are only the rules
// the page's markup can use, and the whole file is linked at the end of the body.

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

test('a first visit gets the stylesheet inline and its file at the end of the body; a session links the file', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  const fetched = page.waitForResponse((response) => stylesheetFile.test(response.url()))
  await page.goto('/')
  await expect(inlineStyle(page)).toHaveCount(1)
  await expect(linkedStylesheet(page)).toHaveCount(0)
  await expect(page.locator('body > link[rel="stylesheet"]')).toHaveAttribute(
    'href',
    stylesheetFile,
  )
  await expectStyled(page)
  expect((await fetched).status()).toBe(200)

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

test('a phone browser gets the page whole, its stylesheet cut to the page, like the tests', async ({
  request,
}) => {
  // Decision 056: Playwright's Chromium calls itself HeadlessChrome, a crawler to React Router's
  // template, which sent only crawlers whole pages.
  const phone =
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
  // A cookie the page cache does not know has the page rendered for this request.
  const html = await (
    await request.get('/kasko-sigortasi', { headers: { 'User-Agent': phone, Cookie: 'baska=1' } })
  ).text()
  const inline = /<style data-precedence="default" data-href="site">([\s\S]*?)<\/style>/.exec(html)
  const file = /<link rel="stylesheet" href="(\/assets\/app-[\w-]+\.css)"\/><\/body><\/html>$/.exec(
    html,
  )
  expect(file).not.toBeNull()
  const whole = await (await request.get(file![1]!)).text()
  expect(inline![1]!.length).toBeLessThan(whole.length * 0.8)
  expect(html).not.toContain('$RC')
})

/** What the eye sees of a style: where each element is and how it is painted. */
const seen = [
  'display',
  'visibility',
  'opacity',
  'color',
  'background-color',
  'background-image',
  'border-top-width',
  'border-top-color',
  'border-bottom-width',
  'border-left-width',
  'border-radius',
  'box-shadow',
  'outline-style',
  'font-size',
  'font-weight',
  'line-height',
  'text-decoration-line',
  'text-transform',
  'white-space',
  'overflow-x',
  'z-index',
  'cursor',
]

/** Every element's box and painted style, its `::before` and `::after` included, in order. */
const computedStyles = (page: Page) =>
  page.evaluate((names) => {
    const described = (element: Element) => {
      const properties: Record<string, string> = {}
      const box = element.getBoundingClientRect()
      properties.box = [box.x, box.y, box.width, box.height].map(Math.round).join(' ')
      for (const pseudo of ['', '::before', '::after']) {
        const style = getComputedStyle(element, pseudo || null)
        if (pseudo && style.content === 'none') continue
        for (const name of [...names, 'content']) {
          properties[`${pseudo}${name}`] = style.getPropertyValue(name)
        }
      }
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`
      return { name, className: element.getAttribute('class') ?? '', properties }
    }
    // Scripts and links show nothing, and their number moves while the page hydrates.
    return [...document.body.querySelectorAll('*:not(script, link)')].map(described)
  }, seen)

/** What differs between two pages' computed styles, one line per property (at most ten). */
function differences(
  before: Awaited<ReturnType<typeof computedStyles>>,
  after: Awaited<ReturnType<typeof computedStyles>>,
) {
  const names = (elements: typeof before) => elements.map((element) => element.name).join(' ')
  if (names(before) !== names(after)) return [`elements: ${names(before)}`, `then: ${names(after)}`]
  const lines: string[] = []
  before.forEach((element, index) => {
    const other = after[index]!
    for (const [name, value] of Object.entries(element.properties)) {
      if (other.properties[name] !== value) {
        lines.push(
          `${element.name}.${element.className} ${name}: ${value} → ${other.properties[name]}`,
        )
      }
    }
  })
  return lines.slice(0, 10)
}

for (const width of [360, 1280]) {
  test(`at ${width} px a first visit's pages look the same before the whole stylesheet arrives`, async ({
    browser,
  }) => {
    test.setTimeout(120_000)
    const options = { viewport: { width, height: 800 }, javaScriptEnabled: isJs() }
    for (const path of [
      '/',
      '/kasko-sigortasi',
      '/seyahat-saglik-sigortasi',
      '/sss',
      '/hasar-aninda',
      '/blog',
    ]) {
      const inlineOnly = await browser.newContext(options)
      const whole = await browser.newContext(options)
      try {
        const early = await inlineOnly.newPage()
        await early.route(stylesheetFile, (route) => route.abort())
        const late = await whole.newPage()
        const loaded = late.waitForResponse((response) => stylesheetFile.test(response.url()))
        await early.goto(path)
        await late.goto(path)
        await loaded
        await expect(inlineStyle(early)).toHaveCount(1)
        if (isJs()) {
          // Compared once both have hydrated (and the script that starts it has removed itself).
          for (const page of [early, late]) {
            await expectHydrated(page.getByRole('heading', { level: 1 }))
            await expect(page.locator('#hydration-script')).toHaveCount(0)
          }
        }
        const before = await computedStyles(early)
        expect(before.length, path).toBeGreaterThan(100)
        expect(differences(before, await computedStyles(late)), path).toEqual([])
      } finally {
        await inlineOnly.close()
        await whole.close()
      }
    }
  })
}
