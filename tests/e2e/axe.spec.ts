import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'

// The check every e2e test relies on, held to a page it must refuse, with JavaScript and without.
test('the accessibility check fails a page with an image that has no text alternative', async ({
  page,
}) => {
  await page.goto('/iletisim')
  await page.setContent(
    '<html lang="tr"><head><title>Deneme</title></head><body><main><h1>Deneme</h1>' +
      '<img src="/favicon.svg" width="32" height="32"></main></body></html>',
  )
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt: Images must have/)
  // Given its text, the same page passes.
  await page.setContent(
    '<html lang="tr"><head><title>Deneme</title></head><body><main><h1>Deneme</h1>' +
      '<img src="/favicon.svg" width="32" height="32" alt="Bozok Sigorta"></main></body></html>',
  )
  await expectNoAxeViolations(page)
})

// A shell axe has passed is left out of later checks (decision 078): what is in it is judged
// again only when its markup changes, and what is outside it always.
test('a known shell is left out, but not what the page holds nor a changed shell', async ({
  page,
}) => {
  const withShell = (header: string, main: string) =>
    '<html lang="tr"><head><title>Deneme</title></head><body>' +
    `<header><a href="/">Ana sayfa</a>${header}</header>` +
    `<main><h1>Deneme</h1>${main}</main><footer><p>Bozok Sigorta</p></footer></body></html>`
  const image = (alt: string | null) =>
    `<img src="/favicon.svg" width="32" height="32"${alt === null ? '' : ` alt="${alt}"`}>`
  await page.goto('/iletisim')
  await page.setContent(withShell(image('Bozok Sigorta'), ''))
  await expectNoAxeViolations(page)
  await page.setContent(withShell(image('Bozok Sigorta'), image(null)))
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt: Images must have/)
  await page.setContent(withShell(image(null), ''))
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt: Images must have/)
})
