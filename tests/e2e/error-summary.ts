import { expect, type Page } from '@playwright/test'

/**
 * The error summary of the form just refused (WCAG 3.3.1, decision 043): its heading counts the
 * invalid fields; its links are, in the order the fields appear, each field's label and the spec's
 * message the field shows (`messages`, by field label); each leads to its field, which is invalid
 * and, the link followed with Enter, has the focus. Before that, the first invalid field has it.
 */
export async function expectSummaryLeadsToFields(page: Page, messages: Record<string, string>) {
  const summary = page.getByRole('alert').filter({ hasText: 'Formda düzeltilmesi gereken' })
  const entries = Object.entries(messages)
  const links = summary.getByRole('link')
  await expect(links).toHaveText(entries.map(([label, message]) => `${label}: ${message}`))
  await expect(summary.getByRole('heading', { level: 2 })).toHaveText(
    `Formda düzeltilmesi gereken ${entries.length} alan var`,
  )
  const fields = await Promise.all(
    (await links.all()).map(async (link) => (await link.getAttribute('href'))!.slice(1)),
  )
  await expect(page.locator(`[id="${fields[0]}"]`)).toBeFocused()
  for (const [index, id] of fields.entries()) {
    const field = page.locator(`[id="${id}"]`)
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator(`[id="${id}-error"]`)).toHaveText(entries[index]![1])
    await links.nth(index).focus()
    await page.keyboard.press('Enter')
    await expect(field).toBeFocused()
  }
}
