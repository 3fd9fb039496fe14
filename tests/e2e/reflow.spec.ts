import { expect, test, type Page } from '@playwright/test'
import { demoPlateOffers } from './checkout.ts'
import { nationalNumberFor, phonesOf } from './quote-helpers.ts'

// WCAG 1.4.10 (README, Accessibility): no page type scrolls sideways at 320 CSS px, nor in a
// 1280 px window zoomed to 200 % (640 CSS px at two device pixels each), the offers' comparison
// table included (it scrolls inside its own box, which the criterion allows for data tables).

const phoneFor = phonesOf('55')

const widths = [
  { name: '320 CSS px', viewport: { width: 320, height: 640 } },
  { name: '200 % of 1280 px', viewport: { width: 640, height: 400 } },
]

async function expectNoSidewaysScroll(page: Page, path: string) {
  for (const { name, viewport } of widths) {
    await page.setViewportSize(viewport)
    await page.goto(path)
    await page.waitForLoadState('load')
    const { scrollWidth, clientWidth } = await page.evaluate(() => {
      const root = document.scrollingElement!
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth }
    })
    expect(scrollWidth, `${path} at ${name}`).toBeLessThanOrEqual(clientWidth)
  }
}

test.use({ deviceScaleFactor: 2 })

test('content pages, the quote entry, sign-up, the login popover and a 404 reflow', async ({
  page,
}) => {
  for (const path of [
    '/',
    '/zorunlu-trafik-sigortasi',
    '/hizmetlerimiz/zorunlu-trafik-sigortasi',
    '/sss',
    '/blog',
    '/iletisim',
    '/mesafeli-satis-sozlesmesi',
    '/uyeOl',
    '/erisilebilirlik',
    '/?modal=giris',
    '/bilinmeyen-sayfa',
  ]) {
    await expectNoSidewaysScroll(page, path)
  }
})

test('a wizard step, the offers with their comparison and the checkout reflow', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const phone = phoneFor(test.info().project.name === 'js', 1)
  const offers = await demoPlateOffers(page, 'Trafik Sigortası', phone, nationalNumberFor(phone))
  const offersPage = new URL(page.url()).pathname
  const [first, second] = await offers
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.slice(0, 2).map((box) => (box as HTMLInputElement).value))
  const checkout = (await offers
    .first()
    .getByRole('link', { name: /^Satın Al/ })
    .getAttribute('href'))!
  await expectNoSidewaysScroll(page, offersPage.replace(/teklifler$/, 'bilgiler'))
  await expectNoSidewaysScroll(page, offersPage.replace(/teklifler$/, 'arac'))
  await expectNoSidewaysScroll(page, `${offersPage}?OfferIds=${first}&OfferIds=${second}`)
  await expect(page.getByRole('table')).toBeVisible()
  await expectNoSidewaysScroll(page, checkout)
})
