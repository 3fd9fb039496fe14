import type { Kysely, Migration } from 'kysely'

/**
 * One paid policy per quote: two offers of one quote (two insurers for one vehicle) cannot both
 * be charged. Like paid_offer_id, paid_header_guid is set only when a payment is charged, and its
 * unique index lets one such payment exist per quote; rows paid before it stay null.
 */
export const onePolicyPerQuote: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('payments').addColumn('paid_header_guid', 'text').execute()
    await db.schema
      .createIndex('payments_paid_header_guid')
      .unique()
      .on('payments')
      .column('paid_header_guid')
      .execute()
  },
}
