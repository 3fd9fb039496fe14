import type { AgencyDb } from '../db/database.ts'
import type { Messenger } from './messenger.ts'

/**
 * Demo mode's delivery: every message lands in the outbox table, which the demo outbox page
 * (/demo/outbox) and its JSON show. Nothing leaves the machine.
 */
export function outboxMessenger(db: AgencyDb): Messenger {
  const createdAt = () => new Date().toISOString()
  return {
    async sms({ phone, text }) {
      await db
        .insertInto('outbox')
        .values({ channel: 'sms', recipient: phone, body: text, created_at: createdAt() })
        .execute()
    },
    async email({ to, text, attachment }) {
      await db
        .insertInto('outbox')
        .values({
          channel: 'email',
          recipient: to,
          body: text,
          attachment_name: attachment?.filename ?? null,
          attachment_data: attachment?.content.toString('base64') ?? null,
          created_at: createdAt(),
        })
        .execute()
    },
  }
}

/** The outbox's newest messages, for the demo outbox page. */
export const latestOutbox = (db: AgencyDb, count: number) =>
  db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(count).execute()

export const outboxAttachment = (db: AgencyDb, id: number) =>
  db
    .selectFrom('outbox')
    .select(['attachment_name', 'attachment_data'])
    .where('id', '=', id)
    .executeTakeFirst()
