import { expect, test, type Page } from '@playwright/test'

// WCAG 2.4.7 and 2.4.11 (README, Accessibility): every control reached by Tab shows that it has
// the focus, and neither the sticky header nor the cookie banner (shown until a choice is made)
// hides it entirely.

/** Tabs through the page's first `count` stops; returns the ones failing either criterion. */
async function focusProblems(page: Page, count: number) {
  const problems: string[] = []
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab')
    const problem = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      if (!el || el === document.body) return null
      const name = `${el.tagName.toLowerCase()}[${el.getAttribute('name')}] "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`
      const style = getComputedStyle(el)
      const shown =
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== 'none'
      if (!shown) return `${name}: no focus indicator`
      const box = el.getBoundingClientRect()
      const points = [
        [box.left + 2, box.top + 2],
        [box.right - 2, box.bottom - 2],
        [box.left + box.width / 2, box.top + box.height / 2],
      ]
      const visible = points.some(([x, y]) => {
        const top = document.elementFromPoint(x!, y!)
        return top !== null && (el.contains(top) || top.contains(el) || top === el)
      })
      return visible ? null : `${name}: hidden under another element`
    })
    if (problem) problems.push(problem)
  }
  return problems
}

for (const path of ['/', '/zorunlu-trafik-sigortasi', '/uyeOl']) {
  test(`${path}: every control reached by Tab shows its focus, not hidden by the header or the cookie banner`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 640 })
    await page.goto(path)
    await page.waitForLoadState('load')
    expect(await focusProblems(page, 40)).toEqual([])
  })
}
