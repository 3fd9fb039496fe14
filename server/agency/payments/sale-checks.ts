import type { AgencyDb } from '../db/database.ts'
import { todayInTurkey } from '../registry/dates.ts'
import { coverStartedMessage, failureMessages } from './bank.ts'
import { coverHasStarted } from './policies.ts'
import { policyOfOffer, policyOfQuote, type offerOfQuote } from './store.ts'

/** Result codes of the payment calls; the storefront acts on them. */
export const paymentCodes = {
  paid: 3000,
  awaiting3d: 3001,
  failed: 3002,
  alreadyPaid: 3003,
  contractsMissing: 3004,
  /** Another offer of the quote has its policy: one quote buys one policy. */
  quoteInsured: 3005,
  /** The quote's cover would start on a day already gone (a trip begun, a chosen start passed). */
  coverStarted: 3007,
} as const

export interface SaleRefusal {
  status: 400 | 409
  message: string
  StatusCode: number
  Data?: unknown
}

type Sale = NonNullable<Awaited<ReturnType<typeof offerOfQuote>>>

/**
 * Why an offer can no longer be paid for, or null: checked when the storefront opens a payment
 * session and again when the card is posted, since another tab may have paid meanwhile.
 */
export async function saleRefusal(
  db: AgencyDb,
  { offer, quote }: Sale,
  /** The contracts' text the payer accepted: a session is opened only for texts on record. */
  textHash?: string,
): Promise<SaleRefusal | null> {
  const existing = await policyOfOffer(db, offer.OfferId)
  if (existing) {
    return {
      status: 409,
      message: failureMessages.already_paid,
      StatusCode: paymentCodes.alreadyPaid,
      Data: { PolicyNumber: existing.policy_number },
    }
  }
  const insured = await policyOfQuote(db, quote.header_guid)
  if (insured) {
    return {
      status: 409,
      message: failureMessages.quote_already_insured,
      StatusCode: paymentCodes.quoteInsured,
      Data: { PolicyNumber: insured.policy_number, OfferId: insured.offer_id },
    }
  }
  if (coverHasStarted(quote, todayInTurkey())) {
    return { status: 409, message: coverStartedMessage, StatusCode: paymentCodes.coverStarted }
  }
  const accepted = await db
    .selectFrom('contract_acceptances')
    .select('id')
    .where('offer_id', '=', offer.OfferId)
    .$if(textHash !== undefined, (q) => q.where('text_hash', '=', textHash!))
    .executeTakeFirst()
  if (!accepted) {
    return {
      status: 400,
      message: 'Ön bilgilendirme formu ve mesafeli satış sözleşmesi onaylanmadan ödeme alınamaz.',
      StatusCode: paymentCodes.contractsMissing,
    }
  }
  return null
}
