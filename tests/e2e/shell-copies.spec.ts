import { test as base, expect, type Locator, type Page } from '@playwright/test'
import { freshPhone, signUpMember } from '../support/members.ts'
import { expectHydrated } from './hydration.ts'
import { isJs, phonesOf } from './quote-helpers.ts'
import { atStepAfterInformation } from './quote-over-http.ts'

// The header's menus and contact strip and the whole footer are copies the server rendered once
// (decision 050); the browser must take them over as if React had rendered them in place. Any
// difference is a hydration error (React's #418, #423 or #425 in a built page), which React
// reports as an uncaught error: each test fails on any error the page logs or throws.

const phoneFor = phonesOf('53')

const test = base.extend<{ noPageErrors: void }>({
  noPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use()
      expect(errors, 'errors the page logged or threw').toEqual([])
    },
    { auto: true },
  ],
})

/**
 * The header's and the footer's menus as a visitor finds them; `active` names the main link
 * marked as the current page, in the desktop and the mobile menu alike.
 */
async function expectShell(page: Page, active: string | null) {
  const nav = page.getByRole('navigation', { name: 'Ana menü' })
  await expect(nav.locator('a[href^="/hizmetlerimiz/"]')).toHaveCount(9)
  const current = page.getByRole('banner').locator('a[aria-current="page"]')
  await expect(current).toHaveText(active ? [active, active] : [])
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'Hakkımızda' })).toHaveAttribute(
    'href',
    '/hakkimizda',
  )
  if (isJs()) await expectHydrated(nav.locator('summary'))
  await nav.getByText('Hizmetlerimiz', { exact: true }).click()
  await expect(nav.getByRole('link', { name: 'Kasko Sigortası' })).toBeVisible()
  if (isJs()) {
    // The dropdown's script took over the server's copy: it tracks and closes the menu.
    await expect(nav.locator('summary')).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(nav.getByRole('link', { name: 'Kasko Sigortası' })).toBeHidden()
  } else {
    await nav.getByText('Hizmetlerimiz', { exact: true }).click()
  }
}

/** Follows a header link: with JavaScript the router changes the page, no document loads. */
async function follow(page: Page, link: Locator, heading: RegExp) {
  if (isJs()) await expectHydrated(link)
  await page.evaluate(() => Object.assign(window, { samePage: true }))
  await link.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  expect(await page.evaluate(() => 'samePage' in window)).toBe(isJs())
}

test('home: the shell hydrates, its menus open and a header link stays in the page', async ({
  page,
}) => {
  await page.goto('/')
  await expectShell(page, null)
  const nav = page.getByRole('navigation', { name: 'Ana menü' })
  await follow(page, nav.getByRole('link', { name: 'Blog' }), /Blog/)
  await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page')
})

test('blog: the active main link is marked; the mobile menu opens and leads on', async ({
  page,
}) => {
  await page.goto('/blog')
  await expectShell(page, 'Blog')
  await page.setViewportSize({ width: 360, height: 740 })
  const mobileNav = page.getByRole('navigation', { name: 'Mobil menü' })
  if (isJs()) await expectHydrated(page.locator('#mobil-menu > summary'))
  await page.locator('#mobil-menu > summary').click()
  await expect(mobileNav).toBeVisible()
  if (isJs()) {
    await expect(page.locator('#mobil-menu > summary')).toHaveAttribute('aria-expanded', 'true')
  }
  await expect(page.getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute(
    'href',
    '/blog?modal=giris',
  )
  await follow(page, mobileNav.getByRole('link', { name: 'Hasar Anında' }), /Hasar/)
  if (isJs()) await expect(mobileNav).toBeHidden()
})

test('a wizard step with a quote in the session hydrates its shell', async ({ page }) => {
  test.setTimeout(60_000)
  // Over HTTP: the shell, not the journey, is the subject.
  await atStepAfterInformation(page, '/evcil-hayvan-sigortasi', phoneFor(isJs(), 1))
  await expect(page).not.toHaveURL(/\/bilgiler$/)
  // Rendered by the server with the visitor's session, not by the browser's router.
  await page.reload()
  await expectShell(page, null)
  const nav = page.getByRole('navigation', { name: 'Ana menü' })
  await follow(page, nav.getByRole('link', { name: 'İletişim' }), /İletişim/)
})

test('a member’s page: the shell hydrates beside the account menu', async ({ page }) => {
  await signUpMember(page.request, freshPhone(), 'Gizli123')
  await page.goto('/hesabim')
  const account = page.getByRole('banner').locator('summary[aria-label^="Hesap menüsü"]')
  await expect(account).toBeVisible()
  await expectShell(page, null)
  await account.click()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Hesabım' })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Ana menü' })
  await follow(page, nav.getByRole('link', { name: 'Teklif Al' }), /Kasko/)
})
