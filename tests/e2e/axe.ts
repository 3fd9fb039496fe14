import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * Every e2e test checks its pages with this: axe must find nothing at WCAG 2.2 AA (its
 * rules tagged up to wcag22aa: 2.5.8's target size is the one 2.2 adds). axe runs as a
 * script, so for the no-JavaScript project the page as rendered is copied, without its scripts,
 * into a scripted page of a fresh context and checked there.
 */
export async function expectNoAxeViolations(page: Page) {
  let target = page
  if (test.info().project.use.javaScriptEnabled === false) {
    const browser = page.context().browser()!
    const context = await browser.newContext({ javaScriptEnabled: true, baseURL: page.url() })
    target = await context.newPage()
    await target.route('**/*.js', (route) => route.abort())
    const html = (await page.content())
      .replace(/<script\b[\s\S]*?<\/script>/g, '')
      .replace('<head>', `<head><base href="${new URL(page.url()).origin}/">`)
    await target.setContent(html, { waitUntil: 'load' })
  }
  try {
    const results = await new AxeBuilder({ page: target }).withTags(wcagTags).analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([])
  } finally {
    if (target !== page) await target.context().close()
  }
}
