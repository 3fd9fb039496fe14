import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Browser, type Page } from '@playwright/test'

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** One scripted page per worker's browser, into which no-JavaScript pages are copied for axe. */
const copyPages = new WeakMap<Browser, Promise<Page>>()

function copyPageOf(browser: Browser) {
  let copy = copyPages.get(browser)
  if (!copy) {
    copy = (async () => {
      const context = await browser.newContext({ javaScriptEnabled: true })
      const target = await context.newPage()
      await target.route('**/*.js', (route) => route.abort())
      return target
    })()
    copyPages.set(browser, copy)
  }
  return copy
}

/**
 * Every e2e test checks its pages with this: axe must find nothing at WCAG 2.2 AA (its
 * rules tagged up to wcag22aa: 2.5.8's target size is the one 2.2 adds). axe runs as a
 * script, so for the no-JavaScript project the page as rendered is copied, without its scripts,
 * into a scripted page and checked there. Legacy mode runs axe in the page itself: the default
 * opens a blank page per check to gather frames' results, and our pages have no frames; on two
 * loaded cores that blank page made each check take seconds longer.
 */
export async function expectNoAxeViolations(page: Page) {
  let target = page
  if (test.info().project.use.javaScriptEnabled === false) {
    target = await copyPageOf(page.context().browser()!)
    const html = (await page.content())
      .replace(/<script\b[\s\S]*?<\/script>/g, '')
      .replace('<head>', `<head><base href="${new URL(page.url()).origin}/">`)
    await target.setContent(html, { waitUntil: 'load' })
  }
  const results = await new AxeBuilder({ page: target })
    .withTags(wcagTags)
    .setLegacyMode(true)
    .analyze()
  // The first nodes' selectors say where, so a failure can be fixed without running axe again.
  const found = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes.length}: ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ')})`,
  )
  expect(found).toEqual([])
}
