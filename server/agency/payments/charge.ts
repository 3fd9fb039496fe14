import type { AgencyDb } from '../db/database.ts'
import type { Branding } from '../print/branding.ts'
import { formatPremium } from '../print/document.ts'
import { isFailure } from './bank.ts'
import { issuePolicy, policyPdf } from './policies.ts'
import { failPayment, type PaymentRow } from './store.ts'

/**
 * Charges a payment whose 3D Secure passed, at most once per payment and per offer, and e-mails
 * the policy it bought.
 */
export async function chargePayment(db: AgencyDb, payment: PaymentRow, branding: Branding) {
  if (payment.scenario !== 'success' && isFailure(payment.scenario)) {
    await failPayment(db, payment.id, payment.scenario, payment.md_status)
    return
  }
  // Paid and insured in one transaction: a callback racing this one waits on the payment's row
  // and then finds it paid with its policy, never paid without one (PostgreSQL runs them at once).
  let policyNumber: string | null
  try {
    policyNumber = await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('payments')
        .set({
          status: 'paid',
          paid_offer_id: payment.offer_id,
          completed_at: new Date().toISOString(),
        })
        .where('id', '=', payment.id)
        .where('status', '=', 'awaiting_3d')
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1 ? issuePolicy(trx, payment) : null
    })
  } catch {
    // The offer's unique paid_offer_id: another payment (a second tab) was charged first.
    await failPayment(db, payment.id, 'already_paid', payment.md_status)
    return
  }
  if (!policyNumber) return
  const printed = await policyPdf(db, policyNumber, branding)
  if (printed) {
    const { document } = printed
    await db
      .insertInto('outbox')
      .values({
        channel: 'email',
        recipient: payment.email,
        body:
          `Sayın ${payment.insured_name}, ${document.insurer} ${document.lineName} poliçeniz düzenlendi. ` +
          `Poliçe no: ${policyNumber}. Ödeme: ${formatPremium(payment.amount_kurus / 100)} ` +
          `(${payment.card_brand} **** ${payment.card_last_four}). Poliçeniz ektedir. ${branding.name}`,
        attachment_name: `police-${policyNumber}.pdf`,
        attachment_data: printed.pdf.toString('base64'),
        created_at: new Date().toISOString(),
      })
      .execute()
  }
}
