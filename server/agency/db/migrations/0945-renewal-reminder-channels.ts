import { sql, type Kysely, type Migration } from 'kysely'

/**
 * Each channel of a renewal reminder recorded on its own (issue 37): a run sends only the channel
 * not yet sent, so an SMS that went out is not sent again while the e-mail keeps failing. A
 * reminder already sent has both.
 */
export const renewalReminderChannels: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('renewal_reminders').addColumn('sms_sent_at', 'text').execute()
    await db.schema.alterTable('renewal_reminders').addColumn('email_sent_at', 'text').execute()
    await sql`UPDATE renewal_reminders SET sms_sent_at = sent_at, email_sent_at = sent_at`.execute(
      db,
    )
  },
}
