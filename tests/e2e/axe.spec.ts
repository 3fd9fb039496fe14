import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'

/** A page of its own: a `<main>` holding `main`, inside a header and footer when `header` is given. */
function testPage(main: string, header?: string) {
  const body = `<main><h1>Deneme</h1>${main}</main>`
  return (
    '<html lang="tr"><head><title>Deneme</title></head><body>' +
    (header === undefined
      ? body
      : `<header><a href="/">Ana sayfa</a>${header}</header>${body}` +
        '<footer><p>Bozok Sigorta</p></footer>') +
    '</body></html>'
  )
}

/**
 * Opens `html` at the site's own origin (its images load from there), served by the test rather
 * than the site: no script of the site's runs over it. Written over a page of the site instead,
 * its hydration could put the site's markup back before axe looked.
 */
async function open(page: Page, html: string) {
  await page.route(
    '**/axe-deneme',
    (route) => route.fulfill({ contentType: 'text/html', body: html }),
    {
      times: 1,
    },
  )
  await page.goto('/axe-deneme')
}

/** An image, with `alt` as its text alternative, or none. */
const image = (alt?: string) =>
  `<img src="/favicon.svg" width="32" height="32"${alt === undefined ? '' : ` alt="${alt}"`}>`

// The check every e2e test relies on, held to a page it must refuse, with JavaScript and without.
test('the accessibility check fails a page with an image that has no text alternative', async ({
  page,
}) => {
  await open(page, testPage(image()))
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt: Images must have/)
  // Given its text, the same page passes.
  await open(page, testPage(image('Bozok Sigorta')))
  await expectNoAxeViolations(page)
})

// A shell axe has passed is left out of later checks (decision 078): what is in it is judged
// again only when its markup changes, and what is outside it always.
test('a known shell is left out, but not what the page holds nor a changed shell', async ({
  page,
}) => {
  await open(page, testPage('', image('Bozok Sigorta')))
  await expectNoAxeViolations(page)
  await open(page, testPage(image(), image('Bozok Sigorta')))
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt: Images must have/)
  await open(page, testPage('', image()))
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt: Images must have/)
})
