import type { Kysely, Migration } from 'kysely'

/** The file number a claim report (a support request of the claim type) is given, one each. */
export const claimFiles: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('claim_files')
      .addColumn('request_id', 'integer', (c) => c.primaryKey())
      .addColumn('file_number', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()
  },
}
