import type { Kysely, Migration } from 'kysely'

/**
 * Spec §3's Phone offer carries the visitor's IP address and user agent: insurers keep them as
 * evidence of who asked for the cover of which IMEI, so the back office records each request.
 */
export const phoneOfferRequests: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('phone_offer_requests')
      .addColumn('header_guid', 'text', (c) => c.notNull())
      .addColumn('insurance_firm', 'text', (c) => c.notNull())
      .addColumn('imei', 'text', (c) => c.notNull())
      .addColumn('ip_address', 'text', (c) => c.notNull())
      .addColumn('user_agent', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()
  },
}
