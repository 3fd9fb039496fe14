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
