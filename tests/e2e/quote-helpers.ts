import { readFile } from 'node:fs/promises'
import type { Download } from '@playwright/test'
import { PDFParse } from 'pdf-parse'

/** The text of a downloaded PDF, as a reader's copy-paste would give it. */
export async function pdfText(download: Download): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await readFile(await download.path())) })
  try {
    return (await parser.getText()).text
  } finally {
    await parser.destroy()
  }
}

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
