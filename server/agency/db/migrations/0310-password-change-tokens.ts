import type { Kysely, Migration } from 'kysely'

/**
 * A login answered 2008 (password expired) hands out a short-lived access token that is good
 * only for changing that password (spec §3 Change password: OldPassword, AccessToken, …, UId).
 */
export const passwordChangeTokens: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('members').addColumn('password_change_token_hash', 'text').execute()
    await db.schema
      .alterTable('members')
      .addColumn('password_change_token_expires_at', 'text')
      .execute()
  },
}
