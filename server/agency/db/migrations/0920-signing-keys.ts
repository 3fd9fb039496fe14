import type { Kysely, Migration } from 'kysely'

/**
 * Keys the back office signs links with, one per purpose, made on first use and kept in the
 * database: every backend process shares them and a restart does not void links already sent.
 */
export const signingKeys: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('signing_keys')
      .addColumn('purpose', 'text', (c) => c.primaryKey())
      .addColumn('secret', 'text', (c) => c.notNull())
      .execute()
  },
}
