import type { Kysely, Migration } from 'kysely'

/**
 * Renewal reminders sent, one row per policy and offset (30, 7, 1 days before its end): the
 * primary key lets one back-office process claim each; `sent_at` stays null while the claim's
 * lease runs (docs/decisions/039).
 */
export const renewalReminders: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('renewal_reminders')
      .addColumn('policy_id', 'integer', (c) => c.notNull())
      .addColumn('offset_days', 'integer', (c) => c.notNull())
      .addColumn('claimed_at', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text')
      .addPrimaryKeyConstraint('renewal_reminders_pk', ['policy_id', 'offset_days'])
      .execute()
  },
}
