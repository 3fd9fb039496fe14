import type { Kysely, Migration } from 'kysely'
import { serialType } from '../dialect.ts'

/**
 * Numbers the AML check answers with black_list (1003). Fictional, checksum-valid; listed in
 * README.md (Trying it out) so testers can try the refusal.
 */
export const blackListedNumbers = ['10000000214', '10000000382', '10000000450']

/** SMS verification codes, the outbox, İYS-style consent evidence and the SMS send log. */
export const identity: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sms_codes')
      .addColumn('id', serialType(db), (c) => c.primaryKey())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('query_type', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('salt', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('consumed_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('sms_codes_phone')
      .on('sms_codes')
      .columns(['phone', 'id'])
      .execute()
    await db.schema
      .createTable('sms_sends')
      .addColumn('id', serialType(db), (c) => c.primaryKey())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('sms_sends_phone')
      .on('sms_sends')
      .columns(['phone', 'created_at'])
      .execute()
    await db.schema
      .createIndex('sms_sends_ip')
      .on('sms_sends')
      .columns(['ip', 'created_at'])
      .execute()
    await db.schema.createIndex('sms_sends_time').on('sms_sends').column('created_at').execute()
    await db.schema
      .createTable('outbox')
      .addColumn('id', serialType(db), (c) => c.primaryKey())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('consents')
      .addColumn('id', serialType(db), (c) => c.primaryKey())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('consent_type', 'text', (c) => c.notNull())
      .addColumn('text_slug', 'text', (c) => c.notNull())
      .addColumn('text_version', 'text', (c) => c.notNull())
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('user_agent', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('black_list')
      .addColumn('national_number', 'text', (c) => c.primaryKey())
      .addColumn('reason', 'text', (c) => c.notNull())
      .execute()
    await (db as Kysely<{ black_list: { national_number: string; reason: string } }>)
      .insertInto('black_list')
      .values(blackListedNumbers.map((n) => ({ national_number: n, reason: 'demo' })))
      .execute()
  },
}
