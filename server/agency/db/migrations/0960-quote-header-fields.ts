import type { Kysely, Migration } from 'kysely'

/**
 * The fields a quote header was opened with, as sent (issue 28): a renewal gives them back, so the
 * storefront carries the subject over. Null for quotes opened before this migration.
 */
export const quoteHeaderFields: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('quotes').addColumn('header_fields', 'text').execute()
  },
}
