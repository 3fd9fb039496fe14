import {
  SHORT_TERM_REASON,
  WITHDRAWAL_DAYS,
  withdrawalException,
} from '../aftercare/withdrawal-terms.ts'
import type { AgencyDb } from '../db/database.ts'
import type { EmailMessage } from '../delivery/messenger.ts'
import type { Branding } from '../print/branding.ts'
import { paymentPlan, type PolicyDocument } from '../print/policy-pdf.ts'
import { trDate } from '../registry/dates.ts'
import { POLICY_LINK_DAYS, policyLinkToken } from './policy-link.ts'

/** Names as a letter lists them: "A", "A ve B", "A, B ve C". */
const listed = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} ve ${names.at(-1)}` : (names[0] ?? '')

/**
 * How every e-mail about a policy greets: its insured, as the policy names them (the policy row's
 * `insured_name`, every person of a family joined by ", "), never the card holder who paid.
 */
export const insuredGreeting = (insuredName: string) => `Sayın ${listed(insuredName.split(', '))}`

/**
 * The e-mail a paid policy goes out with, its PDF attached. It says what was bought as the policy
 * does (package, what is insured, cover period, how the card pays), greets the insured and names
 * the card holder as the payer. Its download and withdrawal links are on the
 * agency's own site (SITE_URL), whatever address the purchase was made through: the withdrawal is
 * offered through the channel the policy was bought in, this e-mail; for a policy the regulation
 * excepts (decision 063) the same link says why and how to cancel it instead.
 */
export async function policyEmail(
  db: AgencyDb,
  to: string,
  printed: { document: PolicyDocument & { policyId: number }; pdf: Buffer },
  branding: Branding,
  productKey: string,
): Promise<EmailMessage> {
  const { document } = printed
  const token = await policyLinkToken(db, document.policyId)
  const site = branding.siteUrl
  const excepted = withdrawalException({
    productKey,
    startsOn: document.startsOn,
    endsOn: document.endsOn,
  })
  const withdrawal = excepted
    ? `${SHORT_TERM_REASON}; iptal için: `
    : `Satın aldığınız günden itibaren ${WITHDRAWAL_DAYS} gün içinde cayma hakkınızı kullanmak isterseniz: `
  return {
    to,
    subject: `${document.insurer} ${document.lineName} poliçeniz düzenlendi (${document.policyNumber})`,
    text:
      `Sayın ${listed(document.insured.map((person) => person.name))}, ` +
      `${document.insurer} ${document.lineName} poliçeniz düzenlendi. ` +
      `Poliçe no: ${document.policyNumber}. Paket: ${document.packageName}. ` +
      (document.subject ? `Sigorta konusu: ${document.subject}. ` : '') +
      `Sigorta süresi: ${trDate(document.startsOn)} – ${trDate(document.endsOn)}. ` +
      `Ödeme: ${paymentPlan(document)} (${document.card}), ödeyen: ${document.payer}. Poliçeniz ektedir. ` +
      `${POLICY_LINK_DAYS} gün boyunca şu bağlantıdan yeniden indirebilirsiniz: ${site}/police/indir/${token} ` +
      `${withdrawal}${site}/police/cayma/${token} ` +
      branding.name,
    attachment: {
      filename: `police-${document.policyNumber}.pdf`,
      content: printed.pdf,
      contentType: 'application/pdf',
    },
  }
}
