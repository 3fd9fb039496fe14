import type { Kysely, Migration } from 'kysely'

/**
 * What a claim report (hasar ihbarı) says, field by field, beside its file number: the policy,
 * when (Türkiye's date and time) and where it happened, the other party's plate for a vehicle,
 * and what happened. One row per claim-type support request.
 */
export const claimReports: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('claim_reports')
      .addColumn('request_id', 'integer', (c) => c.primaryKey())
      .addColumn('policy_id', 'integer', (c) => c.notNull())
      .addColumn('event_date', 'text', (c) => c.notNull())
      .addColumn('event_time', 'text', (c) => c.notNull())
      .addColumn('city_code', 'integer', (c) => c.notNull())
      .addColumn('county_code', 'integer', (c) => c.notNull())
      .addColumn('other_party_plate', 'text')
      .addColumn('description', 'text', (c) => c.notNull())
      .execute()
  },
}
