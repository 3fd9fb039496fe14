import type { Kysely, Migration } from 'kysely'

/**
 * The policy a support request is about, by its number, when the member chose one of theirs (a
 * claim names its policy too). Null for a request about no policy.
 */
export const supportRequestPolicy: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('support_requests').addColumn('policy_number', 'text').execute()
  },
}
