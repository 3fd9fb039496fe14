import { isOwnKey } from '../../platform/own-key.ts'
import { allInsurers, quotesLine } from '../catalogue/store.ts'
import type { AgencyDb } from '../db/database.ts'
import { formatPremium } from '../print/document.ts'
import { anyoneInsurable, insuredBirthDates } from '../quotes/health/insurable-ages.ts'
import { tariffOf } from '../quotes/lines.ts'
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

/**
 * The birth dates (YYYY-MM-DD) of the persons a health policy's quote insured, which its renewal
 * carries (the header's `Birthdate` and `fam[i].Birthdate`); null for another line or a quote
 * that kept no fields (decision 083).
 */
export function insuredBirths(policy: {
  product_key: string
  header_fields: string | null
}): string[] | null {
  const fields = policy.header_fields
  if (fields === null) return null
  return insuredBirthDates(policy.product_key, (name) => {
    const sent = storedDetail<Record<string, string>>(fields, name)
    return typeof sent === 'string' ? sent : undefined
  })
}

/** The codes of the insurers a line's quote asks: those whose branches name it, with a tariff. */
export type InsurersOfLine = (line: string) => string[]

/** The insurers each line's quote asks today, read once for a run or a list. */
export async function insurersOfLines(db: AgencyDb): Promise<InsurersOfLine> {
  const insurers = (await allInsurers(db)).filter((insurer) => tariffOf(insurer.code))
  return (line) => insurers.filter((insurer) => quotesLine(insurer, line)).map((i) => i.code)
}

/**
 * Whether no insurer would quote the policy's renewal on `today` for the insured persons' ages
 * (decision 083): a health policy whose every carried person is older than every limit of the
 * insurers its line asks. Its renewal would end on an offers page with no offers.
 */
export function pastEveryAgeLimit(
  policy: { product_key: string; header_fields: string | null },
  insurersOf: InsurersOfLine,
  today = todayInTurkey(),
): boolean {
  const births = insuredBirths(policy)
  const line = policy.product_key
  return births !== null && !anyoneInsurable(line, births, insurersOf(line), today)
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
