import { PostgresAdapter, sql } from 'kysely'
import type { AgencyDb } from '../db/database.ts'
import type { AgencyDatabase } from '../db/schema.ts'
import { boughtPolicies, boughtPoliciesWithQuoteFields } from './bought-policies.ts'

// The data of a policy's life after the sale: its withdrawal, its claim files and their reports.

/** A policy with what its withdrawal needs: who to tell, what was paid, when it was bought. */
export const withdrawablePolicy = (db: AgencyDb, policyNumber: string) =>
  boughtPolicies(db)
    .select(['policies.phone', 'policies.email', 'policies.insured_name'])
    .where('policies.policy_number', '=', policyNumber)
    .executeTakeFirst()

/**
 * Records a withdrawal and its refund; false when the policy was already withdrawn (a second
 * tab's request that lost the race to the first).
 */
export async function recordWithdrawal(
  db: AgencyDb,
  withdrawal: { policyId: number; refundKurus: number; refundRule: 'full' | 'pro-rata' },
) {
  const recorded = await db
    .insertInto('policy_withdrawals')
    .values({
      policy_id: withdrawal.policyId,
      refund_kurus: withdrawal.refundKurus,
      refund_rule: withdrawal.refundRule,
      withdrawn_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('policy_id').doNothing())
    .executeTakeFirst()
  return Number(recorded.numInsertedOrUpdatedRows ?? 0) === 1
}

/** The policy bought with this T.C. kimlik number and phone under this number, if any. */
export const policyOfOwner = (
  db: AgencyDb,
  policyNumber: string,
  owner: { nationalNumber: string; phone: string },
) =>
  boughtPolicies(db)
    .where('policies.policy_number', '=', policyNumber)
    .where('policies.national_number', '=', owner.nationalNumber)
    .where('policies.phone', '=', owner.phone)
    .executeTakeFirst()

export type OwnedPolicy = NonNullable<Awaited<ReturnType<typeof policyOfOwner>>>

/**
 * The policies bought with this T.C. kimlik number and phone: a visitor who signs up later with
 * both finds them among their own, with what their renewal carries.
 */
export const policiesOfOwner = (db: AgencyDb, owner: { nationalNumber: string; phone: string }) =>
  boughtPoliciesWithQuoteFields(db)
    .where('policies.national_number', '=', owner.nationalNumber)
    .where('policies.phone', '=', owner.phone)
    .execute()

/**
 * A bought policy, by id or number, with what its renewal starts from: the fields and details
 * its quote was opened with, its insurer's code and its owner as it stands (a member who changed
 * their phone took the policy along).
 */
export const renewablePolicy = (db: AgencyDb, policy: { id: number } | { number: string }) =>
  boughtPolicies(db)
    .innerJoin('quotes', 'quotes.header_guid', 'policies.header_guid')
    .select([
      'quotes.details',
      'quotes.header_fields',
      'policies.national_number',
      'policies.phone',
      'insurers.code as insurer_code',
    ])
    .where((eb) =>
      'id' in policy
        ? eb('policies.id', '=', policy.id)
        : eb('policies.policy_number', '=', policy.number),
    )
    .executeTakeFirst()

type ClaimReportRow = Omit<AgencyDatabase['claim_reports'], 'request_id'>

/** Who filed a claim, as the claim caps count them, and the form submission it came from. */
export interface ClaimSource {
  submissionKey: string | null
  phone: string | null
  ip: string
}

/**
 * A claim request's file number and its report: two inserts, run by the caller in the transaction
 * that opens the request (`trx`), so a claim is never a request without its file.
 */
export async function storeClaimFile(
  trx: AgencyDb,
  file: { requestId: number; fileNumber: string; report: ClaimReportRow; source: ClaimSource },
) {
  await trx
    .insertInto('claim_files')
    .values({
      request_id: file.requestId,
      file_number: file.fileNumber,
      created_at: new Date().toISOString(),
      submission_key: file.source.submissionKey,
      phone: file.source.phone,
      ip: file.source.ip,
    })
    .execute()
  await trx
    .insertInto('claim_reports')
    .values({ request_id: file.requestId, ...file.report })
    .execute()
}

/** An arbitrary constant: the key of the lock claims are taken in on PostgreSQL. */
const CLAIM_INTAKE_LOCK = 4_137_000_037

/**
 * Holds every other claim intake until `trx` ends, so parallel posts of one report cannot all
 * find no earlier claim and all file one. SQLite runs one transaction at a time already.
 */
export async function lockClaimIntake(trx: AgencyDb) {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`SELECT pg_advisory_xact_lock(${CLAIM_INTAKE_LOCK})`.execute(trx)
  }
}

const claimFiles = (db: AgencyDb) =>
  db
    .selectFrom('claim_files')
    .innerJoin('claim_reports', 'claim_reports.request_id', 'claim_files.request_id')
    .select(['claim_files.request_id', 'claim_files.file_number', 'claim_reports.policy_id'])

/** The claim filed from this form submission, if any. */
export const claimOfSubmission = (db: AgencyDb, submissionKey: string) =>
  claimFiles(db).where('claim_files.submission_key', '=', submissionKey).executeTakeFirst()

/** The newest claim filed since `since` with exactly this report (the same policy, too), if any. */
export const sameReportSince = (db: AgencyDb, report: ClaimReportRow, since: string) =>
  claimFiles(db)
    .where('claim_files.created_at', '>', since)
    .where('claim_reports.policy_id', '=', report.policy_id)
    .where('claim_reports.event_date', '=', report.event_date)
    .where('claim_reports.event_time', '=', report.event_time)
    .where('claim_reports.city_code', '=', report.city_code)
    .where('claim_reports.county_code', '=', report.county_code)
    .where('claim_reports.other_party_plate', 'is not distinct from', report.other_party_plate)
    .where('claim_reports.description', '=', report.description)
    .orderBy('claim_files.request_id', 'desc')
    .executeTakeFirst()

/** How many claims were filed since `since` on one policy, from one phone or from one IP. */
export async function claimsSince(
  db: AgencyDb,
  by: { policyId: number } | { phone: string } | { ip: string },
  since: string,
) {
  let query = claimFiles(db)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('claim_files.created_at', '>', since)
  if ('policyId' in by) query = query.where('claim_reports.policy_id', '=', by.policyId)
  else if ('phone' in by) query = query.where('claim_files.phone', '=', by.phone)
  else query = query.where('claim_files.ip', '=', by.ip)
  return Number((await query.executeTakeFirstOrThrow()).n)
}

/** A support request's claim file number with its report (the place by name), if it is a claim. */
export async function claimFileOf(db: AgencyDb, requestId: number) {
  const file = await db
    .selectFrom('claim_files')
    .leftJoin('claim_reports', 'claim_reports.request_id', 'claim_files.request_id')
    .leftJoin('policies', 'policies.id', 'claim_reports.policy_id')
    .leftJoin('cities', 'cities.code', 'claim_reports.city_code')
    .leftJoin('districts', 'districts.id', 'claim_reports.county_code')
    .select([
      'claim_files.file_number',
      'policies.policy_number',
      'claim_reports.event_date',
      'claim_reports.event_time',
      'cities.name as city_name',
      'districts.name as county_name',
      'claim_reports.other_party_plate',
      'claim_reports.description',
    ])
    .where('claim_files.request_id', '=', requestId)
    .executeTakeFirst()
  return file ?? null
}
