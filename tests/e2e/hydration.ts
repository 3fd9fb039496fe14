import { expect, test, type Locator, type Page } from '@playwright/test'

// A slow phone shows the server's HTML long before its JavaScript has run: what a visitor types
// and ticks meanwhile must still be there once the page hydrates, and a form sent meanwhile must
// reach the server as a plain form post with what they typed (README, Progressive enhancement).
// Every test runs on a CPU slowed down six times and holds the page's scripts back until the
// typing is done, so the typing is certainly before hydration (not only on a fast machine), and
// lets them go while the last field is still being typed, so hydration lands in the middle of it.

/** Every test of the calling file on a CPU slowed down six times; skipped without JavaScript. */
export function onASlowPhone() {
  test.beforeEach(async ({ page }) => {
    test.skip(test.info().project.name !== 'js', 'without JavaScript nothing hydrates')
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
  })
}

/**
 * Holds back every script the page asks for until `release`; `hold` holds the next ones again.
 * `open` and `typeWhileHydrating` drive the page on either side of that moment.
 */
export async function scriptGate(page: Page) {
  let open: Promise<void> = Promise.resolve()
  let release = () => {}
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await open
    await route.continue().catch(() => {}) // the page may have moved on meanwhile
  })
  const gate = {
    hold() {
      release() // what the previous page still waits for goes; it is being left anyway
      open = new Promise((resolve) => (release = resolve))
    },
    release: () => release(),
    /** Opens `path` with its scripts held back: the server's HTML, not yet hydrated. */
    async open(path: string) {
      gate.hold()
      await page.goto(path, { waitUntil: 'commit' })
    },
    /**
     * Types `text` key by key into `field` (already focused by the caller's typing so far) and
     * lets the scripts go after the first few keys, so hydration happens while the visitor types.
     */
    async typeWhileHydrating(field: Locator, text: string) {
      await field.click()
      const split = Math.ceil(text.length / 2)
      await page.keyboard.type(text.slice(0, split))
      gate.release()
      await page.keyboard.type(text.slice(split), { delay: 60 })
      await expectHydrated(field)
      // What hydration sets off (the form library's setup, the validation code arriving) has run.
      await page.waitForLoadState('networkidle')
      await expect(field).toBeFocused()
      await expect(field).toHaveValue(text)
    },
  }
  gate.hold()
  return gate
}

/** React has taken the server's element over (hydrated it): its fiber is attached to the node. */
export async function expectHydrated(field: Locator) {
  await expect
    .poll(
      () => field.evaluate((node) => Object.keys(node).some((k) => k.startsWith('__reactFiber$'))),
      { message: 'the field is hydrated', timeout: 30_000 },
    )
    .toBe(true)
}

/**
 * Clicks `button` and gives the fields of the form post to `path` it sends (a plain form post
 * before hydration).
 */
export async function send(page: Page, button: Locator, path: string | RegExp) {
  const posted = page.waitForRequest((request) => {
    const { pathname } = new URL(request.url())
    return (
      request.method() === 'POST' &&
      (typeof path === 'string' ? pathname === path : path.test(pathname))
    )
  })
  await button.click()
  const request = await posted
  expect(request.headers()['content-type']).toContain('application/x-www-form-urlencoded')
  return Object.fromEntries(new URLSearchParams(request.postData() ?? ''))
}

/** Distinct phones per run keep the per-phone SMS limits out of the way. */
export const freshPhone = (prefix: string) => `${prefix}${String(Date.now()).slice(-8)}`
