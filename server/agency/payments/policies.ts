import { randomInt } from 'node:crypto'
import type { AgencyDb } from '../db/database.ts'
import type { Branding } from '../print/branding.ts'
import { renderPolicyPdf, type PolicyDocument } from '../print/policy-pdf.ts'
import { idLabel, maskedNumber, nationalIdKind, type InsuredPerson } from '../quotes/insured.ts'
import { quoteLines } from '../quotes/lines.ts'
import { offersByIds } from '../quotes/store.ts'
import { coverStartPassed, type CoverPeriod } from '../quotes/cover-period.ts'
import { todayInTurkey } from '../registry/dates.ts'

/** The cover a quote's policy gets when bought on `today`, by its line's rule. */
export function quotedPeriod(
  quote: { query_type: string; details: string },
  today: string,
): CoverPeriod {
  const line = quoteLines[quote.query_type]
  if (!line) throw new Error(`No quote line ${quote.query_type}`)
  return line.period(quote.details, today)
}

/**
 * Whether a quote can no longer be sold on `today`: the cover it promised (a trip, a chosen
 * start) would already have begun. The customer never pays for days gone.
 */
export const coverHasStarted = (quote: { query_type: string; details: string }, today: string) =>
  coverStartPassed(quotedPeriod(quote, today), today)

type PaymentRow = {
  id: string
  offer_id: string
  email: string
  national_number: string
  phone: string
  insured_name: string
}

/**
 * The insurer issues the policy for a paid payment. Called only by the request that moved the
 * payment to paid; the unique offer_id and payment_id would refuse a second one anyway.
 */
export async function issuePolicy(db: AgencyDb, payment: PaymentRow) {
  const quote = await db
    .selectFrom('offers')
    .innerJoin('quotes', 'quotes.header_guid', 'offers.header_guid')
    .innerJoin('insurers', 'insurers.id', 'offers.insurer_id')
    .select(['quotes.header_guid', 'quotes.query_type', 'quotes.details', 'insurers.code'])
    .where('offers.id', '=', payment.offer_id)
    .executeTakeFirstOrThrow()
  const today = todayInTurkey()
  const period = quotedPeriod(quote, today)
  const named = insuredOfQuote(quote.query_type, quote.details)
  const year = today.slice(0, 4)
  const policyNumber = `${quote.code.slice(0, 3)}-${year}-${String(randomInt(0, 100_000_000)).padStart(8, '0')}`
  await db
    .insertInto('policies')
    .values({
      policy_number: policyNumber,
      offer_id: payment.offer_id,
      payment_id: payment.id,
      header_guid: quote.header_guid,
      product_key: quote.query_type,
      national_number: payment.national_number,
      phone: payment.phone,
      email: payment.email,
      insured_name: named ? named.map((person) => person.name).join(', ') : payment.insured_name,
      starts_on: period.startsOn,
      ends_on: period.endsOn,
      issued_at: new Date().toISOString(),
    })
    .execute()
  return policyNumber
}

/**
 * The insured are who was quoted: the persons the quote's header named (a family, a passport
 * holder), or null when it named none and the payment's InsuredName, the identity-checked
 * visitor's name, stands. The card holder is the payer, never the insured.
 */
function insuredOfQuote(queryType: string, details: string): InsuredPerson[] | null {
  return quoteLines[queryType]?.insured(details) ?? null
}

/** Everything the policy PDF prints, read back from the policy, its offer, quote and payment. */
export async function policyDocument(
  db: AgencyDb,
  policyNumber: string,
): Promise<(PolicyDocument & { policyId: number }) | null> {
  const row = await db
    .selectFrom('policies')
    .innerJoin('payments', 'payments.id', 'policies.payment_id')
    .innerJoin('quotes', 'quotes.header_guid', 'policies.header_guid')
    .leftJoin('policy_withdrawals', 'policy_withdrawals.policy_id', 'policies.id')
    .select([
      'policies.id',
      'policies.policy_number',
      'policies.offer_id',
      'policies.product_key',
      'policies.national_number',
      'policies.insured_name',
      'payments.holder_name',
      'policies.starts_on',
      'policies.ends_on',
      'policies.issued_at',
      'payments.amount_kurus',
      'payments.installments',
      'payments.card_brand',
      'payments.card_last_four',
      'quotes.details',
      'policy_withdrawals.withdrawn_at',
      'policy_withdrawals.refund_kurus',
    ])
    .where('policies.policy_number', '=', policyNumber)
    .executeTakeFirst()
  if (!row) return null
  const [offer] = await offersByIds(db, [row.offer_id])
  if (!offer) return null
  // The printed policy names the line and its subject as the offers PDF does.
  const line = quoteLines[row.product_key]
  return {
    policyId: row.id,
    policyNumber: row.policy_number,
    lineName: line?.title ?? row.product_key,
    insurer: offer.InsurerName,
    packageName: offer.PackageName,
    insured: (
      insuredOfQuote(row.product_key, row.details) ?? [
        {
          name: row.insured_name,
          idKind: nationalIdKind(row.national_number),
          idNumber: row.national_number,
        },
      ]
    ).map((person) => ({
      name: person.name,
      idLabel: idLabel(person),
      idNumber: maskedNumber(person.idNumber),
    })),
    payer: row.holder_name,
    subject: line ? line.subject(row.details) : null,
    coverages: offer.Coverages.map((c) => ({ name: c.Name, value: c.Value })),
    premium: offer.Premium,
    total: row.amount_kurus / 100,
    installments: row.installments,
    card: `${row.card_brand} **** ${row.card_last_four}`,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    issuedOn: todayInTurkey(new Date(row.issued_at)),
    withdrawal: row.withdrawn_at
      ? { on: todayInTurkey(new Date(row.withdrawn_at)), refund: row.refund_kurus! / 100 }
      : null,
  }
}

export async function policyPdf(db: AgencyDb, policyNumber: string, branding: Branding) {
  const document = await policyDocument(db, policyNumber)
  return document ? { document, pdf: await renderPolicyPdf(document, branding) } : null
}
