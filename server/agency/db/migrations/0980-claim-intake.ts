import type { Kysely, Migration } from 'kysely'

/**
 * What the claim intake guards need of each claim file (issue 37): the key of the form
 * submission it came from (one claim per submission), and the reporter's phone and address, which
 * the caps per phone and per IP count.
 */
export const claimIntake: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('claim_files').addColumn('submission_key', 'text').execute()
    await db.schema.alterTable('claim_files').addColumn('phone', 'text').execute()
    await db.schema.alterTable('claim_files').addColumn('ip', 'text').execute()
    await db.schema
      .createIndex('claim_files_submission_key')
      .unique()
      .on('claim_files')
      .column('submission_key')
      .execute()
    await db.schema
      .createIndex('claim_files_created_at')
      .on('claim_files')
      .column('created_at')
      .execute()
  },
}
