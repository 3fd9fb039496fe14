import type { Kysely, Migration } from 'kysely'
import { serialType } from '../dialect.ts'

/**
 * Contract acceptances, card payments with 3D Secure and the policies they issue. Exactly-once is
 * held by the database: one payment per checkout attempt key, at most one paid payment per offer
 * (paid_offer_id is set only when paid) and one policy per offer. No card number or security
 * code has a column: only the brand and the last four digits are kept.
 */
export const paymentsPolicies: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('contract_acceptances')
      .addColumn('id', serialType(db), (c) => c.primaryKey())
      .addColumn('header_guid', 'text', (c) => c.notNull())
      .addColumn('offer_id', 'text', (c) => c.notNull().references('offers.id'))
      .addColumn('national_number', 'text', (c) => c.notNull())
      .addColumn('contracts', 'text', (c) => c.notNull())
      .addColumn('text_hash', 'text', (c) => c.notNull())
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('user_agent', 'text', (c) => c.notNull())
      .addColumn('accepted_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('payments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('attempt_key', 'text', (c) => c.notNull().unique())
      .addColumn('offer_id', 'text', (c) => c.notNull().references('offers.id'))
      .addColumn('paid_offer_id', 'text', (c) => c.unique())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('outcome', 'text')
      .addColumn('scenario', 'text', (c) => c.notNull())
      .addColumn('amount_kurus', 'integer', (c) => c.notNull())
      .addColumn('installments', 'integer', (c) => c.notNull())
      .addColumn('bank_name', 'text', (c) => c.notNull())
      .addColumn('card_brand', 'text', (c) => c.notNull())
      .addColumn('card_last_four', 'text', (c) => c.notNull())
      .addColumn('holder_name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('national_number', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('insured_name', 'text', (c) => c.notNull())
      .addColumn('return_url', 'text', (c) => c.notNull())
      .addColumn('client_ref', 'text', (c) => c.notNull())
      .addColumn('acs_token', 'text', (c) => c.notNull().unique())
      .addColumn('sms_code_hash', 'text')
      .addColumn('sms_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('md_status', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('completed_at', 'text')
      .execute()
    await db.schema
      .createTable('policies')
      .addColumn('id', serialType(db), (c) => c.primaryKey())
      .addColumn('policy_number', 'text', (c) => c.notNull().unique())
      .addColumn('offer_id', 'text', (c) => c.notNull().unique().references('offers.id'))
      .addColumn('payment_id', 'text', (c) => c.notNull().unique().references('payments.id'))
      .addColumn('header_guid', 'text', (c) => c.notNull())
      .addColumn('product_key', 'text', (c) => c.notNull())
      .addColumn('national_number', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('insured_name', 'text', (c) => c.notNull())
      .addColumn('starts_on', 'text', (c) => c.notNull())
      .addColumn('ends_on', 'text', (c) => c.notNull())
      .addColumn('issued_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('policies_holder')
      .on('policies')
      .columns(['national_number', 'phone'])
      .execute()
    // The policy PDF travels with its e-mail, as a real mail would carry it.
    await db.schema.alterTable('outbox').addColumn('attachment_name', 'text').execute()
    await db.schema.alterTable('outbox').addColumn('attachment_data', 'text').execute()
  },
}
