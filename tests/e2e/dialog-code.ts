import type { Locator } from '@playwright/test'

/**
 * Points at `link` once the page has hydrated and waits for the code of the dialog it opens
 * (`chunk`, its asset's name): a dialog every page does not carry is fetched before the click.
 */
export async function hoverFetchesDialog(link: Locator, chunk: string) {
  const page = link.page()
  await page.waitForFunction(() => '__reactRouterDataRouter' in window)
  const code = page.waitForRequest(new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`))
  await link.hover()
  await code
}
