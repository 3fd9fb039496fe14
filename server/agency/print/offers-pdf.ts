import { addYears, type CoverPeriod } from '../quotes/cover-period.ts'
import { OFFER_KEPT_HOURS } from '../quotes/insurer-answer.ts'
import type { OfferData } from '../quotes/store.ts'
import type { Branding } from './branding.ts'
import { daysBetween, trDate } from '../registry/dates.ts'
import { BRAND, MUTED, brandedDocument, formatPremium, installmentText } from './document.ts'

export interface PrintRequest {
  type: 'offers' | 'compare'
  lineName: string
  /** e.g. "66 ABC 123 · Renault Clio 2022"; omitted for lines without a vehicle. */
  subject: string | null
  offers: OfferData[]
  compareRows: { Name: string; Values: string[] }[]
  /** The cover the quote priced, if bought today; null for a quote of no known line. */
  cover: CoverPeriod | null
  today: string
  branding: Branding
}

/**
 * What the premiums pay for: a year, the residence permit's years, or the trip's days. Only a
 * one-year cover is called "yıllık" (issue: a trip's premium is not a yearly amount).
 */
export function premiumsText(cover: CoverPeriod | null): string {
  if (!cover) return 'Primler vergiler dahildir'
  const years = [1, 2, 3, 4, 5].find((n) => addYears(cover.startsOn, n) === cover.endsOn)
  if (years === 1) return 'Primler vergiler dahil yıllık tutarlardır'
  if (years) return `Primler vergiler dahil ${years} yıllık sigorta süresinin tamamı içindir`
  const days = daysBetween(cover.startsOn, cover.endsOn) + 1
  return (
    `Primler vergiler dahil ${days} günlük sigorta süresinin ` +
    `(${trDate(cover.startsOn)} – ${trDate(cover.endsOn)}) tamamı içindir`
  )
}

/**
 * How long the offers can be bought: as long as the storefront keeps the quote (a day after its
 * last change, Tekliflerim's rule), reached again after the session by signing up.
 */
export const offersKeptText =
  `Teklifler sitemizde son işleminizden sonra ${OFFER_KEPT_HOURS} saat saklanır ve yalnızca bu süre ` +
  `içinde satın alınabilir; oturumunuz kapandıysa aynı T.C. kimlik numarası ve cep telefonuyla ` +
  `üye olarak Hesabım → Tekliflerim'den devam edebilirsiniz. Süre dolunca yeni teklif almanız gerekir`

export function renderOffersPdf(request: PrintRequest): Promise<Buffer> {
  const { doc, width, rule, finish } = brandedDocument(
    `${request.lineName} ${request.type === 'compare' ? 'teklif karşılaştırması' : 'teklifleri'}`,
    request.branding,
  )
  const { branding } = request

  const title =
    request.type === 'compare'
      ? `${request.lineName} Teklif Karşılaştırması`
      : `${request.lineName} Teklif Listesi`
  doc.font('Bold').fontSize(15).fillColor('#111827').text(title)
  doc
    .font('Regular')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`Tarih: ${trDate(request.today)}`)
  if (request.subject) doc.text(request.subject)
  doc.moveDown(0.8)

  if (request.type === 'offers') {
    for (const offer of request.offers) {
      if (doc.y > doc.page.height - 160) doc.addPage()
      const top = doc.y
      doc
        .font('Bold')
        .fontSize(11)
        .fillColor('#111827')
        .text(offer.InsurerName, 48, top, {
          width: width * 0.6,
        })
      doc
        .font('Regular')
        .fontSize(10)
        .fillColor(MUTED)
        .text(offer.PackageName, { width: width * 0.6 })
      const left = doc.y
      doc.font('Bold').fontSize(12).fillColor(BRAND).text(formatPremium(offer.Premium), 48, top, {
        width,
        align: 'right',
      })
      doc
        .font('Regular')
        .fontSize(9)
        .fillColor(MUTED)
        .text(installmentText(offer.Premium, offer.MaxInstallments), { width, align: 'right' })
      doc.y = Math.max(left, doc.y) + 2
      const keys = offer.Coverages.filter((cv) => cv.Key)
      doc.font('Regular').fontSize(9).fillColor('#111827')
      doc.text(keys.map((cv) => `${cv.Name}: ${cv.Value}`).join(' · '), 48, doc.y, { width })
      doc.moveDown(0.6)
      rule('#d1d5db')
      doc.moveDown(0.6)
    }
  } else {
    const labelWidth = width * 0.3
    const columnWidth = (width - labelWidth) / Math.max(1, request.offers.length)
    const row = (label: string, values: string[], bold = false) => {
      if (doc.y > doc.page.height - 120) doc.addPage()
      const top = doc.y
      let bottom = top
      doc
        .font('Bold')
        .fontSize(9)
        .fillColor('#111827')
        .text(label, 48, top, { width: labelWidth - 6 })
      bottom = Math.max(bottom, doc.y)
      values.forEach((value, i) => {
        doc
          .font(bold ? 'Bold' : 'Regular')
          .fontSize(9)
          .text(value, 48 + labelWidth + i * columnWidth, top, { width: columnWidth - 6 })
        bottom = Math.max(bottom, doc.y)
      })
      doc.y = bottom + 4
      rule('#e5e7eb')
      doc.y += 4
    }
    row(
      'Sigorta şirketi',
      request.offers.map((o) => o.InsurerName),
      true,
    )
    row(
      'Paket',
      request.offers.map((o) => o.PackageName),
    )
    row(
      'Prim',
      request.offers.map((o) => formatPremium(o.Premium)),
      true,
    )
    row(
      'Taksit',
      request.offers.map((o) => installmentText(o.Premium, o.MaxInstallments)),
    )
    for (const coverage of request.compareRows) row(coverage.Name, coverage.Values)
  }

  return finish(
    `Bu belge bilgilendirme amaçlıdır ve poliçe yerine geçmez. ${premiumsText(request.cover)}. ` +
      `${offersKeptText}. Teklifler sigorta şirketinin risk değerlendirmesine tabidir. ` +
      `Teminatların ayrıntısı poliçe genel ve özel şartlarındadır. ` +
      `${branding.legalName} bir sigorta acentesidir; sigortacılık mevzuatı çerçevesinde aracılık eder.`,
  )
}
