import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import type { Branding } from './branding.ts'

// Built-in Helvetica has no ğ, ş, İ or ı; DejaVu Sans has every Turkish glyph and is embedded.
const require = createRequire(import.meta.url)
const fonts = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
}

export const BRAND = '#1e3a8a'
export const MUTED = '#4b5563'
export const MARGIN = 48

const amount = new Intl.NumberFormat('tr-TR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})
export const formatPremium = (premium: number) => `${amount.format(premium)} TL`
/** Spec §9: premium divided by the installment count, 'X TL X n Taksit'. */
export const installmentText = (premium: number, count: number) =>
  `${amount.format(premium / count)} TL X ${count} Taksit`

/**
 * An A4 document with the Turkish-capable fonts registered as 'Regular' and 'Bold' and the agency's
 * letterhead drawn. `rule` draws a line across the page; `finish` closes it with the small print
 * and gives its bytes.
 */
export function brandedDocument(title: string, branding: Branding) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: title, Author: branding.name },
  })
  doc.registerFont('Regular', fonts.regular)
  doc.registerFont('Bold', fonts.bold)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const width = doc.page.width - 2 * MARGIN
  doc.font('Bold').fontSize(18).fillColor(BRAND).text(branding.name)
  doc.font('Regular').fontSize(9).fillColor(MUTED)
  doc.text(branding.legalName)
  doc.text(branding.address)
  doc.text(`Tel: ${branding.phone} · ${branding.email}`)
  /** A line across the text column at the current height. */
  const rule = (color: string, lineWidth = 0.5) =>
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .strokeColor(color)
      .lineWidth(lineWidth)
      .stroke()
  doc.moveDown(0.8)
  rule(BRAND, 1)
  doc.moveDown(0.8)
  function finish(smallPrint: string) {
    doc.moveDown(1)
    doc.font('Regular').fontSize(8).fillColor(MUTED).text(smallPrint, MARGIN, doc.y, { width })
    doc.end()
    return bytes
  }
  return { doc, width, rule, finish }
}
