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
