import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely'
import { serialType } from '../dialect.ts'

/**
 * A visitor may open a support request after verifying their phone by SMS, without an account
 * (spec §4 create-support mode): such a request has no member yet, only the verified phone, and
 * becomes the member's when someone signs up and logs in with that phone.
 */
export const supportByPhone: Migration = {
  async up(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`ALTER TABLE support_requests ALTER COLUMN member_id DROP NOT NULL`.execute(db)
      await db.schema.alterTable('support_requests').addColumn('phone', 'text').execute()
      return
    }
    // SQLite cannot drop a NOT NULL: the table is built anew (SQLite's documented procedure,
    // foreign keys off meanwhile so support_messages keeps pointing at the same ids). Kysely runs
    // SQLite migrations outside a transaction, where the pragma takes effect.
    await sql`PRAGMA foreign_keys = OFF`.execute(db)
    try {
      await db.transaction().execute(async (trx) => {
        await trx.schema
          .createTable('support_requests_new')
          .addColumn('id', serialType(trx), (c) => c.primaryKey())
          .addColumn('member_id', 'integer', (c) => c.references('members.id'))
          .addColumn('phone', 'text')
          .addColumn('type_id', 'integer', (c) => c.notNull())
          .addColumn('status_id', 'integer', (c) => c.notNull())
          .addColumn('subject', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute()
        await sql`INSERT INTO support_requests_new
          (id, member_id, type_id, status_id, subject, created_at, updated_at)
          SELECT id, member_id, type_id, status_id, subject, created_at, updated_at
          FROM support_requests`.execute(trx)
        await trx.schema.dropTable('support_requests').execute()
        await trx.schema.alterTable('support_requests_new').renameTo('support_requests').execute()
        const broken = await sql`PRAGMA foreign_key_check`.execute(trx)
        if (broken.rows.length > 0) throw new Error('support_requests: broken foreign keys')
      })
    } finally {
      await sql`PRAGMA foreign_keys = ON`.execute(db)
    }
  },
}
