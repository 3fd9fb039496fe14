import { createHash } from 'node:crypto'
import { appendFileSync, existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { expect, test, type Browser, type Page } from '@playwright/test'
import type { AxeResults, ContextObject, RunOptions } from 'axe-core'

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

// Only the violations are read: axe then keeps one node of each passing rule, not all of them.
const axeOptions: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  resultTypes: ['violations'],
}

/** What a page holds once axe-core's source has run in it. */
type WithAxe = Window & {
  axe?: { run: (context: ContextObject, options: RunOptions) => Promise<AxeResults> }
}

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

/** The site's shell around every page's `<main>`: 300 of the 357 elements of /kasko-sigortasi. */
const shell = {
  markup: [
    /<html\b[^>]*>/,
    /<body\b[^>]*>/,
    /<header\b[\s\S]*?<\/header>/,
    /<footer\b[\s\S]*?<\/footer>/,
  ],
  selectors: ['body > header', 'body > footer'],
}

/**
 * What axe's verdict on a page depends on: its markup and styles and the viewport, not the words
 * a visitor typed or was shown (a name, a plate, a premium), nor the addresses and values in it
 * (a draft's id, a nonce), nor its scripts: the no-JavaScript project's copy has none, so a page
 * that hydrates to the markup the server sent is one shape in both projects. Whether a text or
 * value is there at all stays in: an empty heading, link or button is another page to axe.
 * The shell's shape is its header and footer so reduced, with the `<html>` and `<body>` tags;
 * a page without them has none.
 */
function shapesOf(html: string, viewport: { width: number; height: number } | null) {
  const styles: string[] = []
  const markup = html
    .replace(/<style\b[\s\S]*?<\/style>/g, (style) => `<style ${styles.push(style)}>`)
    .replace(/<script\b[\s\S]*?<\/script>|<link rel="modulepreload"[^>]*>/g, '')
    .replace(
      /\s(href|action|src|srcset|value|content|nonce|datetime)="([^"]*)"/g,
      (_, name: string, value: string) => ` ${name}${value ? '=x' : ''}`,
    )
    .replace(/>([^<]*)</g, (_, text: string) => (text.trim() ? '>x<' : '><'))
  const shapeOf = (parts: string[]) =>
    createHash('sha256')
      .update(JSON.stringify([viewport, styles, parts]))
      .digest('hex')
  const shellMarkup = shell.markup.map((pattern) => pattern.exec(markup)?.[0])
  return {
    page: shapeOf([markup]),
    shell: shellMarkup.every((part) => part !== undefined)
      ? shapeOf(['shell', ...shellMarkup])
      : null,
  }
}

/**
 * The shapes checked in this run, by every worker: a page of the same shape as one axe already
 * passed is not checked again (decision 076), nor the shell of a page whose shell axe already
 * passed (decision 078). One file in the run's data folder, so the workers share it (two
 * checking one shape at once both check it); without that folder, every page is checked whole.
 */
const checkedShapes = process.env.E2E_DATA_DIR
  ? path.join(process.env.E2E_DATA_DIR, 'axe-checked-shapes')
  : null
const alreadyChecked = (shape: string | null) =>
  shape !== null &&
  checkedShapes !== null &&
  existsSync(checkedShapes) &&
  readFileSync(checkedShapes, 'utf8').split('\n').includes(shape)

/**
 * Every e2e test checks its pages with this: axe must find nothing at WCAG 2.2 AA (its
 * rules tagged up to wcag22aa: 2.5.8's target size is the one 2.2 adds). axe runs as a
 * script, so for the no-JavaScript project the page as rendered is copied, without its scripts,
 * into a scripted page and checked there. axe-core is put into a document once and run there
 * (our pages have no frames to gather results from): a client-side navigation keeps the document,
 * and with it the axe a previous check put in. Axe's Playwright wrapper evaluated its 560 kB source
 * twice per check; a check took about 1 s there and 0.4 s here.
 */
export async function expectNoAxeViolations(page: Page) {
  const content = await page.content()
  const shapes = shapesOf(content, page.viewportSize())
  if (alreadyChecked(shapes.page)) return
  let target = page
  if (test.info().project.use.javaScriptEnabled === false) {
    target = await copyPageOf(page.context().browser()!)
    const html = content
      .replace(/<script\b[\s\S]*?<\/script>/g, '')
      .replace('<head>', `<head><base href="${new URL(page.url()).origin}/">`)
    await target.setContent(html, { waitUntil: 'load' })
  }
  if (!(await target.evaluate(() => 'axe' in window))) await target.evaluate(axeSource)
  // The whole document stays the context, so the rules about the page as a whole still run.
  const exclude = alreadyChecked(shapes.shell) ? shell.selectors : []
  // The first nodes' selectors say where, so a failure can be fixed without running axe again.
  const found = await target.evaluate(
    async ({ options, exclude }) => {
      const { violations } = await (window as WithAxe).axe!.run({ exclude }, options)
      return violations.map(
        (v) =>
          `${v.id}: ${v.help} (${v.nodes.length}: ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(', ')})`,
      )
    },
    { options: axeOptions, exclude },
  )
  expect(found).toEqual([])
  if (!checkedShapes) return
  appendFileSync(checkedShapes, `${shapes.page}\n${shapes.shell ? `${shapes.shell}\n` : ''}`)
}
