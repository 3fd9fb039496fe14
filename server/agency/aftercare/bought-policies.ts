import { isOwnKey } from '../../platform/own-key.ts'
import type { AgencyDb } from '../db/database.ts'
import { formatPremium } from '../print/document.ts'
import { storedDetail } from '../quotes/quote-line.ts'
import { isoFromTrDate, todayInTurkey, trDate } from '../registry/dates.ts'
import { withdrawalTerms } from './withdrawal-terms.ts'

/**
 * Policies bought online with what their life after the sale reads: the payment, the insurer,
 * and the withdrawal if there was one (null columns otherwise).
 */
export const boughtPolicies = (db: AgencyDb) =>
  db
    .selectFrom('policies')
    .innerJoin('payments', 'payments.id', 'policies.payment_id')
    .innerJoin('offers', 'offers.id', 'policies.offer_id')
    .innerJoin('insurers', 'insurers.id', 'offers.insurer_id')
    .leftJoin('policy_withdrawals', 'policy_withdrawals.policy_id', 'policies.id')
    .select([
      'policies.id',
      'policies.policy_number',
      'policies.product_key',
      'policies.starts_on',
      'policies.ends_on',
      'policies.issued_at',
      'payments.amount_kurus',
      'insurers.name as insurer_name',
      'policy_withdrawals.refund_kurus',
      'policy_withdrawals.withdrawn_at',
    ])

/**
 * Bought policies with the fields their quote was opened with, as kept (migration 0960; null
 * before): what a renewal carries.
 */
export const boughtPoliciesWithQuoteFields = (db: AgencyDb) =>
  boughtPolicies(db)
    .leftJoin('quotes', 'quotes.header_guid', 'policies.header_guid')
    .select('quotes.header_fields')

/**
 * The date a renewal carries that its line's step checks against the day it is quoted (decisions
 * 081, 082): a phone's device purchase (`SatinAlmaTarihi`, younger than 12 months), a pet's
 * birth (`HayvanDogumTarihi`, younger than 9 years), each by its header field's name.
 */
const agedFields = { telefon: 'SatinAlmaTarihi', petsaglik: 'HayvanDogumTarihi' } as const

/** A carried date and the header field it is sent in. */
export interface CarriedDate {
  field: (typeof agedFields)[keyof typeof agedFields]
  /** YYYY-MM-DD. */
  iso: string
}

/**
 * A phone policy's device purchase date or a pet policy's birth date as its quote sent it, which
 * a renewal carries to the step (decisions 081, 082); null for another line or a quote that kept
 * no fields, whose renewal asks for it anew.
 */
export function carriedDate(policy: {
  product_key: string
  header_fields: string | null
}): CarriedDate | null {
  if (!isOwnKey(agedFields, policy.product_key) || policy.header_fields === null) return null
  const field = agedFields[policy.product_key]
  const sent = storedDetail<Record<string, string>>(policy.header_fields, field)
  const iso = typeof sent === 'string' ? isoFromTrDate(sent) : null
  return iso === null ? null : { field, iso }
}

type BoughtPolicy = {
  product_key: string
  issued_at: string
  starts_on: string
  ends_on: string
  amount_kurus: number
  refund_kurus: number | null
  withdrawn_at: string | null
}

/** The withdrawal rule applied to a bought policy on `today` (docs/decisions/040 and 063). */
export const withdrawalTermsOf = (policy: BoughtPolicy, today = todayInTurkey()) =>
  withdrawalTerms(
    {
      productKey: policy.product_key,
      purchasedOn: todayInTurkey(new Date(policy.issued_at)),
      startsOn: policy.starts_on,
      endsOn: policy.ends_on,
      paidKurus: policy.amount_kurus,
    },
    today,
  )

/** What the member's policy list says of the 14-day right of withdrawal (issue 28). */
export function withdrawalListing(policy: BoughtPolicy) {
  const terms = withdrawalTermsOf(policy)
  return {
    WithdrawalLastDay: trDate(terms.lastDay),
    Withdrawable: terms.open && policy.withdrawn_at === null,
    WithdrawalException: terms.exception,
    WithdrawnOn: policy.withdrawn_at ? trDate(todayInTurkey(new Date(policy.withdrawn_at))) : null,
    Refund:
      policy.refund_kurus === null
        ? null
        : formatPremium(policy.refund_kurus / 100).replace(/ TL$/, ''),
  }
}
