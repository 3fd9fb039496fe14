import { expect, test } from '@playwright/test'
import { phoneMessages } from '~/quote/steps/phone/schema.ts'
import { expectHydrated, freshPhone } from './hydration.ts'
import { isJs } from './quote-helpers.ts'
import { atStepAfterInformation } from './quote-over-http.ts'

// A page form's browser-side checks (zod and the form's schema) load when the focus first enters
// the form, not with the page (use-validated-form.ts): a field left before they arrive is checked
// when they do, nothing is posted meanwhile, and a form whose checks cannot be fetched is checked
// by its action.

test('a wizard step loads its checks on the first focus and checks a field left before they came', async ({
  page,
}) => {
  test.skip(
    !isJs(),
    'browser-side checks need JavaScript; without it the action checks (other specs)',
  )
  test.setTimeout(90_000)
  // Over HTTP: the step's checks, not the journey, are the subject.
  await atStepAfterInformation(page, '/cep-telefonu-sigortasi', freshPhone('53'))
  await expect(page).toHaveURL(/\/cihaz$/)

  const checkRequests: string[] = []
  const posts: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/zod-check-[\w-]+\.js$/.test(request.url())) checkRequests.push(request.url())
    if (request.method() === 'POST') posts.push(request.url())
  })
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/zod-check-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  const pageErrors: string[] = []
  page.on('pageerror', (error) => pageErrors.push(error.message))

  // A fresh load of the step: rendered and hydrated without the checks.
  await page.reload()
  const imei = page.getByLabel('IMEI numarası')
  await expectHydrated(imei)
  await page.waitForTimeout(500)
  expect(checkRequests).toEqual([])

  // The focus enters the form: the checks are asked for; a short IMEI is left meanwhile.
  await imei.fill('12345')
  await expect.poll(() => checkRequests.length).toBe(1)
  await page.keyboard.press('Tab')
  await page.waitForTimeout(300)
  await expect(page.getByText(phoneMessages.imeiLength, { exact: true })).toHaveCount(0)

  // They arrive: the field left is checked, and re-checked as it is typed in; nothing was posted.
  release()
  await expect(page.getByText(phoneMessages.imeiLength, { exact: true })).toBeVisible()
  await expect(imei).toHaveAttribute('aria-invalid', 'true')
  await imei.fill('490154203237518')
  await expect(page.getByText(phoneMessages.imeiLength, { exact: true })).toHaveCount(0)
  await expect(imei).not.toHaveAttribute('aria-invalid', 'true')
  expect(posts).toEqual([])

  // The checks cannot be fetched (a phone that lost its connection): the action checks the post.
  await page.unrouteAll()
  await page.route(/\/assets\/zod-check-[\w-]+\.js$/, (route) =>
    route.abort('internetdisconnected'),
  )
  await page.reload()
  await expectHydrated(imei)
  await imei.fill('12345')
  await expect.poll(() => checkRequests.length).toBe(2)
  await page.getByRole('button', { name: 'Teklifleri Getir' }).click()
  await expect(page.getByText(phoneMessages.imeiLength, { exact: true })).toBeVisible()
  await expect(imei).toHaveValue('12345')
  expect(posts).toHaveLength(1)
  expect(pageErrors).toEqual([])
})
