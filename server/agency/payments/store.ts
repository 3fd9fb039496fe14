import type { Insertable } from 'kysely'
import type { AgencyDb } from '../db/database.ts'
import type { AgencyDatabase } from '../db/schema.ts'
import { offersByIds } from '../quotes/store.ts'
import { failureMessages, isFailure, THREE_D_SESSION_MS, type Failure } from './bank.ts'

// The payments' data: the offer being bought, its contracts' acceptance, the payment rows and the
// policy an offer got.

/** The offer with its quote, when the offer belongs to the quote the caller names. */
export async function offerOfQuote(
  db: AgencyDb,
  headerGuid: string | undefined,
  offerId: string | undefined,
) {
  const [offer] = await offersByIds(db, [offerId ?? ''])
  if (!offer || offer.HeaderGuid !== headerGuid) return null
  const quote = await db
    .selectFrom('quotes')
    .selectAll()
    .where('header_guid', '=', offer.HeaderGuid)
    .executeTakeFirstOrThrow()
  return { offer, quote }
}

/** The pre-information form and the distance sales contract accepted, with their evidence. */
export const recordContractAcceptance = (
  db: AgencyDb,
  acceptance: Omit<Insertable<AgencyDatabase['contract_acceptances']>, 'id'>,
) => db.insertInto('contract_acceptances').values(acceptance).execute()

/** The policy an offer became, with when it was withdrawn (cayma hakkı) or null. */
export const policyOfOffer = (db: AgencyDb, offerId: string) =>
  db
    .selectFrom('policies')
    .leftJoin('policy_withdrawals', 'policy_withdrawals.policy_id', 'policies.id')
    .selectAll('policies')
    .select('policy_withdrawals.withdrawn_at')
    .where('policies.offer_id', '=', offerId)
    .executeTakeFirst()

export const paymentById = (db: AgencyDb, id: string) =>
  db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst()

export const paymentByAcsToken = (db: AgencyDb, token: string | undefined) =>
  db
    .selectFrom('payments')
    .selectAll()
    .where('acs_token', '=', token ?? '')
    .executeTakeFirst()

export type PaymentRow = NonNullable<Awaited<ReturnType<typeof paymentById>>>

/** Ends a payment still waiting for 3D Secure without a charge. */
export async function failPayment(
  db: AgencyDb,
  paymentId: string,
  outcome: Failure,
  mdStatus: string | null,
) {
  await db
    .updateTable('payments')
    .set({
      status: 'failed',
      outcome,
      md_status: mdStatus,
      completed_at: new Date().toISOString(),
    })
    .where('id', '=', paymentId)
    .where('status', '=', 'awaiting_3d')
    .execute()
}

/** The bank's 3D Secure verdict (mdStatus), kept once: a later one does not replace it. */
export const recordBankVerdict = (db: AgencyDb, paymentId: string, mdStatus: string) =>
  db
    .updateTable('payments')
    .set({ md_status: mdStatus })
    .where('id', '=', paymentId)
    .where('md_status', 'is', null)
    .execute()

/** Counts a guess at the bank's SMS code, before it is compared; the guesses so far. */
export async function countSmsGuess(db: AgencyDb, paymentId: string) {
  await db
    .updateTable('payments')
    .set((eb) => ({ sms_attempts: eb('sms_attempts', '+', 1) }))
    .where('id', '=', paymentId)
    .execute()
  return (await paymentById(db, paymentId))!.sms_attempts
}

/**
 * A payment still waiting for the bank's verdict after the bank's session ended is over, unpaid:
 * its SMS code no longer works and a new attempt starts afresh. A verdict the bank recorded in
 * time is still honoured when its result arrives later.
 */
export async function expiredIfStale(db: AgencyDb, payment: PaymentRow): Promise<PaymentRow> {
  const open = payment.status === 'awaiting_3d' && payment.md_status === null
  if (!open || Date.now() - Date.parse(payment.created_at) < THREE_D_SESSION_MS) return payment
  await failPayment(db, payment.id, 'three_d_expired', null)
  return (await paymentById(db, payment.id))!
}

/** The policy issued for any offer of a quote: one quote buys one policy. */
export const policyOfQuote = (db: AgencyDb, headerGuid: string) =>
  db.selectFrom('policies').selectAll().where('header_guid', '=', headerGuid).executeTakeFirst()

/** A payment as the storefront reads it: never more of the card than brand and last four. */
export async function paymentState(db: AgencyDb, payment: PaymentRow) {
  const policy = payment.status === 'paid' ? await policyOfOffer(db, payment.offer_id) : null
  return {
    PaymentId: payment.id,
    Status: payment.status,
    ClientRef: payment.client_ref,
    Message: isFailure(payment.outcome) ? failureMessages[payment.outcome] : null,
    Outcome: payment.outcome,
    Card: `${payment.card_brand} **** ${payment.card_last_four}`,
    Email: payment.email,
    Installments: payment.installments,
    Total: payment.amount_kurus / 100,
    PolicyNumber: policy?.policy_number ?? null,
  }
}
