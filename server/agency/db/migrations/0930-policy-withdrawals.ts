import type { Kysely, Migration } from 'kysely'

/**
 * A policy withdrawn within its 14 days (docs/decisions/040): one row per policy, its primary
 * key refusing a second withdrawal, with the refund the rule gave on that day.
 */
export const policyWithdrawals: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('policy_withdrawals')
      .addColumn('policy_id', 'integer', (c) => c.primaryKey())
      .addColumn('refund_kurus', 'integer', (c) => c.notNull())
      .addColumn('refund_rule', 'text', (c) => c.notNull())
      .addColumn('withdrawn_at', 'text', (c) => c.notNull())
      .execute()
  },
}
