import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { hoverFetchesDialog } from './dialog-code.ts'

const pages: [path: string, heading: RegExp][] = [
  ['/', /Sigortanızı/],
  ['/hakkimizda', /Hakkımızda/],
  ['/hizmetlerimiz', /Hizmetlerimiz/],
  ['/hizmetlerimiz/kasko-sigortasi', /Kasko Sigortası/],
  ['/hizmetlerimiz/zorunlu-trafik-sigortasi', /Trafik/],
  ['/hizmetlerimiz/bireysel-saglik-sigortasi', /Sağlık/],
  ['/hizmetlerimiz/tamamlayici-saglik-sigortasi', /Tamamlayıcı/],
  ['/hizmetlerimiz/seyahat-saglik-sigortasi', /Seyahat/],
  ['/hizmetlerimiz/evcil-hayvan-sigortasi', /Evcil/],
  ['/hizmetlerimiz/konut-sigortasi', /Konut/],
  ['/hizmetlerimiz/zorunlu-deprem-sigortasi', /Deprem|DASK/],
  ['/hizmetlerimiz/cep-telefonu-sigortasi', /Telefon/],
  ['/hasar-aninda', /Hasar Anında/],
  ['/sss', /Sıkça Sorulan Sorular/],
  ['/blog', /Blog/],
  ['/iletisim', /İletişim/],
  ['/erisilebilirlik', /Erişilebilirlik Beyanı/],
  ['/gizlilik-ve-kullanim-kosullari-ve-kullanici-sozlesmesi', /Kullanım/],
  ['/kisisel-verilerin-islenmesine-iliskin-aydinlatma-metni', /Aydınlatma/],
  ['/mesafeli-satis-sozlesmesi', /Mesafeli/],
  ['/cerez-politikasi', /Çerez/],
  ['/arama?q=deprem', /Sitede Ara/],
]

/** The consent banner is tested on its own; elsewhere it would cover the bottom of the page. */
async function consentGiven(page: Page) {
  await page
    .context()
    .addCookies([{ name: 'cerez_zorunlu', value: '1', url: test.info().project.use.baseURL! }])
}

for (const [path, heading] of pages) {
  test(`${path} answers 200 with its heading and passes axe`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(page).toHaveTitle(/Bozok Sigorta/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\//)
    await expect(page.getByRole('contentinfo')).toContainText('Teklifsoft Sigorta Yazılımları')
    await expectNoAxeViolations(page)
  })
}

test('the first blog article opens with Article and breadcrumb structured data', async ({
  page,
}) => {
  await page.goto('/blog')
  const first = page.getByRole('main').getByRole('heading', { level: 2 }).first()
  const title = (await first.textContent())!.trim()
  await first.getByRole('link').click()
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  // Without JavaScript the heading can be on screen while the rest of the document still arrives.
  await page.waitForLoadState('load')
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  const types = jsonLd.map((t) => (JSON.parse(t) as { '@type': string })['@type'])
  expect(types).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList', 'InsuranceAgency']))
  await expectNoAxeViolations(page)
})

test('an unknown URL ends on /404 with status 404 and helpful links', async ({ page }) => {
  const response = await page.goto('/olmayan-bir-sayfa')
  expect(page.url()).toMatch(/\/404$/)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sayfa bulunamadı')
  await expect(page.getByRole('main').getByRole('link', { name: 'İletişim' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('the mobile menu opens at 360 px with the services sub-menu', async ({ page }) => {
  await consentGiven(page)
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/')
  const mobileNav = page.getByRole('navigation', { name: 'Mobil menü' })
  await expect(mobileNav).toBeHidden()
  await page.locator('#mobil-menu > summary').click()
  await expect(mobileNav).toBeVisible()
  await expect(mobileNav.getByRole('link', { name: 'Hasar Anında' })).toBeVisible()
  // The page behind the open menu does not scroll.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
    'hidden',
  )
  await mobileNav.getByText('Hizmetlerimiz', { exact: true }).click()
  const dask = mobileNav.getByRole('link', { name: 'Zorunlu Deprem Sigortası' })
  await expect(dask).toBeVisible()
  await expectNoAxeViolations(page)
  await dask.click()
  await expect(page).toHaveURL(/\/hizmetlerimiz\/zorunlu-deprem-sigortasi$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Deprem')
})

test('the desktop services dropdown lists the nine services', async ({ page }) => {
  await consentGiven(page)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Ana menü' })
  await nav.getByText('Hizmetlerimiz', { exact: true }).click()
  await expect(nav.locator('a[href^="/hizmetlerimiz/"]')).toHaveCount(9)
  await expect(nav.locator('a[href^="/hizmetlerimiz/"]').first()).toBeVisible()
  if (test.info().project.use.javaScriptEnabled !== false) {
    await expect(nav.locator('summary')).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(nav.getByRole('link', { name: 'Kasko Sigortası' })).toBeHidden()
    await expect(nav.locator('summary')).toBeFocused()
  }
  await expect(nav.getByRole('link', { name: 'Teklif Al' })).toHaveAttribute(
    'href',
    '/kasko-sigortasi',
  )
})

test('a FAQ item expands', async ({ page }) => {
  await consentGiven(page)
  await page.goto('/sss')
  const item = page.locator('main details').first()
  const answer = item.locator('div.content-html')
  await expect(answer).toBeHidden()
  await item.locator('summary').click()
  await expect(answer).toBeVisible()
  await expect(item).toHaveAttribute('open', '')
  await page.waitForLoadState('load')
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(jsonLd.some((t) => t.includes('"FAQPage"'))).toBe(true)
})

test('accepting cookies stores four cookies and the banner stays gone', async ({ page }) => {
  await page.goto('/hakkimizda')
  const banner = page.getByRole('region', { name: 'Çerez bildirimi' })
  await expect(banner).toBeVisible()
  await expectNoAxeViolations(page)
  await banner.getByRole('button', { name: 'Kabul Et' }).click()
  await expect(banner).toBeHidden()
  await expect(page).toHaveURL(/\/hakkimizda$/)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hakkımızda')
  await expect(banner).toBeHidden()
  const cookies = await page.context().cookies()
  const consent = cookies.filter((c) => c.name.startsWith('cerez_'))
  expect(consent.map((c) => `${c.name}=${c.value}`).sort()).toEqual([
    'cerez_analitik=1',
    'cerez_hedefleme=1',
    'cerez_islevsel=1',
    'cerez_zorunlu=1',
  ])
  const yearFromNow = Date.now() / 1000 + 31_536_000
  for (const c of consent) expect(Math.abs(c.expires - yearFromNow)).toBeLessThan(120)
})

test('closing the banner stores only the required cookie', async ({ page }) => {
  await page.goto('/sss')
  const banner = page.getByRole('region', { name: 'Çerez bildirimi' })
  await banner.getByRole('button', { name: 'Çerez bildirimini kapat' }).click()
  await expect(banner).toBeHidden()
  await page.reload()
  await expect(banner).toBeHidden()
  const names = (await page.context().cookies())
    .map((c) => c.name)
    .filter((n) => n.startsWith('cerez_'))
  expect(names).toEqual(['cerez_zorunlu'])
})

test('cookie preferences: tabs show the policy and saving keeps the choices', async ({ page }) => {
  await page.goto('/blog')
  if (test.info().project.name === 'js') {
    // Pointing at the link starts fetching the dialog's code, which every page does not carry.
    await hoverFetchesDialog(
      page.getByRole('link', { name: 'Tercihleri Değiştir' }),
      'cookie-preferences',
    )
  }
  await page.getByRole('link', { name: 'Tercihleri Değiştir' }).click()
  const dialog = page.getByRole('dialog', { name: 'Çerez Tercihleri' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('tab', { name: 'Ayarlar' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(dialog.getByRole('switch', { name: 'Zorunlu çerezler' })).toBeDisabled()
  await expectNoAxeViolations(page)
  await dialog.getByRole('tab', { name: 'Çerez Politikası' }).click()
  await expect(dialog.getByRole('tabpanel')).toContainText('cerez_hedefleme')
  await dialog.getByRole('tab', { name: 'Ayarlar' }).click()
  await dialog.getByRole('switch', { name: 'Analitik çerezler' }).check()
  await dialog.getByRole('button', { name: 'Seçimlerimi Kaydet' }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(page.getByRole('status')).toContainText('Çerez tercihleriniz kaydedildi.')
  await expect(page.getByRole('region', { name: 'Çerez bildirimi' })).toBeHidden()
  const values = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c.value]))
  expect(values).toMatchObject({
    cerez_zorunlu: '1',
    cerez_analitik: '1',
    cerez_islevsel: '0',
    cerez_hedefleme: '0',
  })
})

test('contact form: invalid submit shows messages and keeps what was typed', async ({ page }) => {
  await consentGiven(page)
  await page.goto('/iletisim')
  const form = page.locator('main form')
  await form.getByLabel('Ad Soyad').fill('Ayşe Yılmaz')
  await form.getByLabel('E-posta').fill('ayse@')
  await form.getByRole('button', { name: 'Gönder' }).click()
  await expect(form.getByText('Lütfen email adresinizi doğru doldurun.')).toBeVisible()
  await expect(form.getByText('Lütfen doldurun')).toHaveCount(2)
  await expect(form.getByLabel('Ad Soyad')).toHaveValue('Ayşe Yılmaz')
  await expect(form.getByLabel('E-posta')).toHaveAttribute('aria-invalid', 'true')
  await expectNoAxeViolations(page)
})

test('contact form: a valid message is sent and a success toast shows', async ({ page }) => {
  await consentGiven(page)
  await page.goto('/iletisim')
  const form = page.locator('main form')
  await form.getByLabel('Ad Soyad').fill('Mehmet Işık')
  await form.getByLabel('E-posta').fill('mehmet@example.com')
  await form.getByLabel('Telefon (isteğe bağlı)').fill('(532)123-4567')
  await form.getByLabel('Konu').fill('Konut sigortası')
  await form.getByLabel('Mesajınız').fill('Evim için konut sigortası teklifi almak istiyorum.')
  await form.getByRole('button', { name: 'Gönder' }).click()
  const toast = page.getByRole('status')
  // One assertion: with JavaScript the success toast leaves by itself after 4 s.
  await expect(toast).toContainText(
    /İşleminiz başarı ile gerçekleştirilmiştir\.[\s\S]*Mesajınız bize ulaştı/,
  )
  await expect(page).toHaveURL(/\/iletisim$/)
  await expect(form.getByLabel('Ad Soyad')).toHaveValue('')
  await expectNoAxeViolations(page)
  if (test.info().project.use.javaScriptEnabled !== false) {
    // With JavaScript a success toast leaves by itself after 4 s, its element with it.
    await expect(page.getByText('İşleminiz başarı ile gerçekleştirilmiştir.')).toBeHidden({
      timeout: 6000,
    })
  }
})

test('site search finds services, FAQ entries and articles in any Turkish case', async ({
  page,
}) => {
  await consentGiven(page)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  const search = page.getByRole('banner').getByRole('searchbox', { name: 'Sitede ara' })
  await search.fill('DEPREM')
  await search.press('Enter')
  await expect(page).toHaveURL(/\/arama\?q=DEPREM$/)
  const results = page.getByRole('main').getByRole('listitem')
  await expect(results.filter({ hasText: 'Zorunlu Deprem Sigortası' }).first()).toBeVisible()
  await expect(results.filter({ hasText: 'Sıkça Sorulan Soru' }).first()).toBeVisible()
  await expect(results.filter({ hasText: 'Blog' }).first()).toBeVisible()
  await page.goto('/arama?q=zxqvw')
  await expect(page.getByRole('main')).toContainText('sonuç bulunamadı')
})

test('the logged-out user button opens the login dialog on the current page', async ({ page }) => {
  await page.goto('/hakkimizda')
  await expect(page.getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute(
    'href',
    '/hakkimizda?modal=giris',
  )
  await page.goto('/arama?q=kasko')
  await expect(page.getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute(
    'href',
    '/arama?q=kasko&modal=giris',
  )
})

test('sitemap.xml lists every public page and robots.txt points at it', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.headers()['content-type']).toContain('xml')
  const xml = await sitemap.text()
  for (const path of [
    '/hizmetlerimiz/cep-telefonu-sigortasi',
    '/kasko-sigortasi',
    '/cerez-politikasi',
    '/sss',
    '/erisilebilirlik',
    '/blog/',
  ]) {
    expect(xml).toContain(path)
  }
  expect(xml.match(/<url>/g)!.length).toBeGreaterThan(30)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/)
  const manifest = await (await request.get('/site.webmanifest')).json()
  expect(manifest.icons.length).toBeGreaterThan(1)
  expect((await request.get('/favicon.ico')).status()).toBe(200)
})

test('home page screenshots at 360 and 1280 px', async ({ page }) => {
  test.skip(!process.env.UPDATE_SCREENSHOTS, 'only when UPDATE_SCREENSHOTS=1')
  test.skip(test.info().project.name !== 'js', 'one set is enough')
  await consentGiven(page)
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/')
    // Bring the lazily rendered footer and its lazy images in before the full-page shot.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('footer img')).every(
        (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      ),
    )
    await page.evaluate(() => window.scrollTo(0, 0))
    // A full-page capture does not scroll, so the footer skipped by content-visibility would be blank.
    await page.addStyleTag({ content: '.footer-lazy { content-visibility: visible; }' })
    await page.screenshot({ path: `docs/screenshots/home-${width}.png`, fullPage: true })
  }
})
