import type { Branding } from './branding.ts'
import { trDate } from '../registry/dates.ts'
import { BRAND, MARGIN, MUTED, brandedDocument, formatPremium } from './document.ts'

export interface PolicyDocument {
  policyNumber: string
  lineName: string
  insurer: string
  packageName: string
  /** Every insured person; the identity number masked, named as its kind (T.C. or passport). */
  insured: { name: string; idLabel: string; idNumber: string }[]
  /** The card holder who paid: may be someone other than the insured. */
  payer: string
  subject: string | null
  coverages: { name: string; value: string }[]
  premium: number
  /** What the card pays in all (the premium plus any term difference of the installments). */
  total: number
  installments: number
  card: string
  startsOn: string
  endsOn: string
  issuedOn: string
  /** Once the policy was withdrawn (cayma): the day, and the premium refunded to the card. */
  withdrawal: { on: string; refund: number } | null
}

const WITHDRAWN = '#991b1b'

/** How the card pays, as the policy and its e-mail say it: at once, or so much X n installments. */
export const paymentPlan = ({
  total,
  installments,
}: Pick<PolicyDocument, 'total' | 'installments'>) =>
  installments === 1
    ? `Tek çekim ${formatPremium(total)}`
    : `${formatPremium(total / installments)} X ${installments} Taksit (toplam ${formatPremium(total)})`

/** The policy as the insurer issues it, on the agency's letterhead, in an embedded Turkish font. */
export function renderPolicyPdf(policy: PolicyDocument, branding: Branding): Promise<Buffer> {
  const { withdrawal } = policy
  // A withdrawn policy says so before anything else, in its title too: it insures nothing.
  const cancelled = withdrawal ? ' (cayma ile iptal edildi)' : ''
  const { doc, width, rule, finish } = brandedDocument(
    `${policy.lineName} Poliçesi ${policy.policyNumber}${cancelled}`,
    branding,
  )
  doc.font('Bold').fontSize(16).fillColor('#111827').text(`${policy.lineName} Poliçesi`)
  doc.font('Bold').fontSize(11).fillColor(BRAND).text(`Poliçe No: ${policy.policyNumber}`)
  doc.moveDown(0.6)
  if (withdrawal) {
    rule(WITHDRAWN, 1)
    doc.moveDown(0.4)
    doc.font('Bold').fontSize(13).fillColor(WITHDRAWN).text('İPTAL EDİLDİ: YÜRÜRLÜKTE DEĞİLDİR')
    doc
      .font('Regular')
      .fontSize(10)
      .text(
        `Bu poliçe ${trDate(withdrawal.on)} tarihinde cayma hakkı kullanılarak iptal ` +
          'edilmiştir; yürürlükte değildir ve teminat vermez. İade edilen prim: ' +
          `${formatPremium(withdrawal.refund)}, ödemede kullanılan karta.`,
        { width },
      )
    doc.moveDown(0.4)
    rule(WITHDRAWN, 1)
    doc.moveDown(0.6)
  }

  const row = (label: string, value: string) => {
    const top = doc.y
    doc
      .font('Bold')
      .fontSize(10)
      .fillColor(MUTED)
      .text(label, MARGIN, top, { width: width * 0.32 })
    const left = doc.y
    doc
      .font('Regular')
      .fontSize(10)
      .fillColor('#111827')
      .text(value, MARGIN + width * 0.34, top, { width: width * 0.66 })
    doc.y = Math.max(left, doc.y) + 3
  }
  row('Sigorta şirketi', policy.insurer)
  row('Paket', policy.packageName)
  policy.insured.forEach((person, i) => {
    row(policy.insured.length > 1 ? `${i + 1}. sigortalı` : 'Sigortalı', person.name)
    row(person.idLabel, person.idNumber)
  })
  if (policy.subject) row('Sigorta konusu', policy.subject)
  row('Başlangıç tarihi', `${trDate(policy.startsOn)} 12:00`)
  row('Bitiş tarihi', `${trDate(policy.endsOn)} 12:00`)
  row('Tanzim tarihi', trDate(policy.issuedOn))
  row('Net prim (vergiler dahil)', formatPremium(policy.premium))
  row('Ödeme', paymentPlan(policy))
  row('Ödeyen', policy.payer)
  row('Kart', policy.card)
  if (withdrawal) {
    row('Cayma (iptal) tarihi', trDate(withdrawal.on))
    row('İade edilen prim', formatPremium(withdrawal.refund))
  }

  doc.moveDown(0.8)
  doc.font('Bold').fontSize(12).fillColor('#111827').text('Teminatlar', MARGIN, doc.y)
  doc.moveDown(0.3)
  for (const coverage of policy.coverages) {
    if (doc.y > doc.page.height - 120) doc.addPage()
    row(coverage.name, coverage.value)
  }

  return finish(
    `Bu poliçe ${policy.insurer} adına ${branding.legalName} aracılığıyla düzenlenmiştir. ` +
      (withdrawal
        ? `Cayma ile iptal edildiğinden teminat vermez. Sorularınız için ` +
          `${branding.phone} numarasından bize ulaşabilirsiniz.`
        : `Teminatların ayrıntısı ve istisnalar sigorta genel ve özel şartlarındadır. Hasar ` +
          `anında ${branding.phone} numarasından bize ulaşabilirsiniz.`),
  )
}
