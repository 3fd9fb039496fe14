import { readFile } from 'node:fs/promises'
import { test, type Download, type Locator, type Page } from '@playwright/test'
import { pdfText as textLayer } from '../support/pdf.ts'
import { saveInformationStep, sendEntryAndVerify } from './outbox.ts'

/**
 * The text of a downloaded PDF, as a reader's copy-paste would give it, with its white space
 * folded: a long insurer name wraps in a comparison's column and is still the same name.
 */
export async function pdfText(download: Download): Promise<string> {
  return (await textLayer(await readFile(await download.path()))).replace(/\s+/g, ' ')
}

/** Whether the running test's project has JavaScript on (js) or off (nojs). */
export const isJs = () => test.info().project.use.javaScriptEnabled !== false

/**
 * The phones of one spec file (`prefix`, its own): one per project and test, new each run, so the
 * per-phone SMS limits and codes of one test never meet another's.
 */
export const phonesOf = (prefix: string) => (js: boolean, index: number) =>
  `${prefix}${js ? 1 : 2}${index}${String(Date.now()).slice(-6)}`

/**
 * A valid TC kimlik number of its own per test: a vehicle correction is kept per plate and owner,
 * so the js and nojs runs of one test must not share an owner.
 */
export function nationalNumberFor(seed: string): string {
  const digits = [1 + (Number(seed[0]) % 9), ...seed.slice(1, 9).split('').map(Number)]
  const odd = digits[0]! + digits[2]! + digits[4]! + digits[6]! + digits[8]!
  const even = digits[1]! + digits[3]! + digits[5]! + digits[7]!
  digits.push((((odd * 7 - even) % 10) + 10) % 10)
  digits.push(digits.reduce((a, b) => a + b, 0) % 10)
  return digits.join('')
}

/**
 * From a line's quote page through the SMS verification to the information step, saved as the
 * identity check filled it (a city chosen when it gave none): the wizard's first own step is next.
 */
export async function throughInformationStep(page: Page, quotePage: string, phone: string) {
  await page.goto(quotePage)
  await page.getByLabel(/^T\.C\. kimlik/).fill(nationalNumberFor(phone.slice(1)))
  await sendEntryAndVerify(page, phone)
  await saveInformationStep(page)
}

/** Pastes `text` over what a field holds, as a user does: select all, then Control+V. */
export async function pasteInto(field: Locator, text: string) {
  const page = field.page()
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.evaluate((t) => navigator.clipboard.writeText(t), text)
  await field.selectText()
  await page.keyboard.press('Control+V')
}
