import type { Kysely, Migration } from 'kysely'

/**
 * The policy e-mail each issued policy owes its buyer, queued in the transaction that issues the
 * policy so that a back office dying before it sends still owes it after its restart
 * (docs/decisions/058). `attempts` counts the claims and names the current one; `due_at` is when
 * a sender may claim it next (null once sent or given up).
 */
export const policyEmails: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('policy_emails')
      .addColumn('policy_number', 'text', (c) =>
        c.primaryKey().references('policies.policy_number'),
      )
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('due_at', 'text')
      .addColumn('sent_at', 'text')
      .execute()
    await db.schema.createIndex('policy_emails_due').on('policy_emails').column('due_at').execute()
  },
}
