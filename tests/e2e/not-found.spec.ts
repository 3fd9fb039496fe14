import { expect, test, type Page } from '@playwright/test'
import { freshPhone, signUpMember } from '../support/members.ts'
import { expectNoAxeViolations } from './axe.ts'

// Issue 38 (spec §8: "Not-found response redirects to /404"): whatever is not found goes to
// /404, which answers 404; the address itself answers a temporary redirect, so a crawler follows
// it to the 404 and drops the address. With JavaScript and without.

/** The address answers 302 to /404, and the browser ends there on the 404 page. */
async function expectGoesTo404(page: Page, path: string) {
  const raw = await page.request.get(path, { maxRedirects: 0 })
  expect(raw.status(), path).toBe(302)
  expect(raw.headers()['location'], path).toBe('/404')
  const response = await page.goto(path)
  expect(page.url(), path).toMatch(/\/404$/)
  expect(response?.status(), path).toBe(404)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Sayfa bulunamadı')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  // Inside the shell, with ways on.
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(main.getByRole('link', { name: 'İletişim' })).toBeVisible()
}

test('an unknown service page and an unknown article go to /404', async ({ page }) => {
  await expectGoesTo404(page, '/hizmetlerimiz/olmayan-hizmet')
  await expectNoAxeViolations(page)
  await expectGoesTo404(page, '/blog/boyle-bir-yazi-yok')
  await page.getByRole('main').getByRole('link', { name: 'Ana sayfa' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Sayfa bulunamadı')
})

test('a refused renewal or withdrawal link goes to /404, which says what may have happened', async ({
  page,
}) => {
  await expectGoesTo404(page, '/police/yenile/boyle-bir-baglanti-yok')
  await expect(page.getByRole('main')).toContainText(
    'e-posta ya da SMS ile gönderdiğimiz bir bağlantıdan geldiyseniz',
  )
  await expect(page.getByRole('link', { name: 'Hesabım → Poliçelerim' })).toHaveAttribute(
    'href',
    '/hesabim/policelerim',
  )
  await expectNoAxeViolations(page)
  await expectGoesTo404(page, '/police/cayma/boyle-bir-baglanti-yok')
})

test('a policy that is not the member’s: its PDF and its withdrawal go to /404', async ({
  page,
}) => {
  await signUpMember(page.request, freshPhone(), 'Bulunamadi1')
  // The back office answers the same for a policy of someone else and for none at all.
  await expectGoesTo404(page, '/hesabim/policelerim/BOZ-2026-999999/pdf')
  await expectGoesTo404(page, '/hesabim/policelerim/BOZ-2026-999999/cayma')
  // The member is still signed in, on their own pages.
  await page.goto('/hesabim/policelerim')
  await expect(page.getByRole('heading', { name: 'Poliçelerim' })).toBeVisible()
})
