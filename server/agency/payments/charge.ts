import type { AgencyDb } from '../db/database.ts'
import { DeliveryFailed, type Messenger } from '../delivery/messenger.ts'
import type { Branding } from '../print/branding.ts'
import { isFailure } from './bank.ts'
import { todayInTurkey } from '../registry/dates.ts'
import { coverHasStarted, issuePolicy, policyPdf } from './policies.ts'
import { policyEmail } from './policy-email.ts'
import { offersByIds } from '../quotes/store.ts'
import { failPayment, policyOfOffer, type PaymentRow } from './store.ts'

/**
 * Charges a payment whose 3D Secure passed, at most once per payment and per offer, and e-mails
 * the policy it bought.
 */
export async function chargePayment(
  db: AgencyDb,
  messenger: Messenger,
  payment: PaymentRow,
  branding: Branding,
) {
  if (payment.scenario !== 'success' && isFailure(payment.scenario)) {
    await failPayment(db, payment.id, payment.scenario, payment.md_status)
    return
  }
  const [offer] = await offersByIds(db, [payment.offer_id])
  const quote = await db
    .selectFrom('quotes')
    .select(['query_type', 'details'])
    .where('header_guid', '=', offer!.HeaderGuid)
    .executeTakeFirstOrThrow()
  // Started before midnight, verified after it: a cover promised from yesterday is not charged.
  if (coverHasStarted(quote, todayInTurkey())) {
    await failPayment(db, payment.id, 'cover_started', payment.md_status)
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
          paid_header_guid: offer!.HeaderGuid,
          completed_at: new Date().toISOString(),
        })
        .where('id', '=', payment.id)
        .where('status', '=', 'awaiting_3d')
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1 ? issuePolicy(trx, payment) : null
    })
  } catch {
    // The unique paid_offer_id or paid_header_guid: another payment for this offer (a second
    // tab) or for another offer of its quote was charged first.
    const sameOffer = await policyOfOffer(db, payment.offer_id)
    const outcome = sameOffer ? 'already_paid' : 'quote_already_insured'
    await failPayment(db, payment.id, outcome, payment.md_status)
    return
  }
  if (!policyNumber) return
  const printed = await policyPdf(db, policyNumber, branding)
  if (!printed) return
  try {
    await messenger.email(await policyEmail(db, payment.email, printed, branding, quote.query_type))
  } catch (error) {
    // The policy is issued and paid whatever the mail server says: the payer downloads it from
    // the result page and finds it under Poliçelerim; the failure is logged where it was sent.
    if (!(error instanceof DeliveryFailed)) throw error
  }
}
