import type { Insertable } from 'kysely'
import type { AgencyDb } from '../db/database.ts'
import type { AgencyDatabase } from '../db/schema.ts'

// The SMS verification's data: the sends counted against the limits, the codes (salted hashes)
// and the consent evidence recorded with a code.

/** What the limits look at before a code is sent, read inside the send's own transaction. */
export interface SendHistory {
  /** When the phone was last sent a code, if ever. */
  lastToPhone(): Promise<string | undefined>
  /** Codes sent in the last `seconds`: to the phone, from the IP, or to everyone (null). */
  sentWithin(column: 'phone' | 'ip' | null, value: string, seconds: number): Promise<number>
}

/**
 * Records a send unless `refusal` finds a limit reached in its history. Checked and recorded in
 * one transaction so parallel requests cannot slip past a limit.
 */
export function recordSendUnlessRefused<Refusal>(
  db: AgencyDb,
  send: { phone: string; ip: string; at: Date },
  refusal: (history: SendHistory) => Promise<Refusal | null>,
): Promise<Refusal | null> {
  const since = (seconds: number) => new Date(send.at.getTime() - seconds * 1000).toISOString()
  return db.transaction().execute(async (trx) => {
    const refused = await refusal({
      lastToPhone: async () =>
        (
          await trx
            .selectFrom('sms_sends')
            .select('created_at')
            .where('phone', '=', send.phone)
            .orderBy('id', 'desc')
            .executeTakeFirst()
        )?.created_at,
      async sentWithin(column, value, seconds) {
        let query = trx
          .selectFrom('sms_sends')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('created_at', '>', since(seconds))
        if (column) query = query.where(column, '=', value)
        return Number((await query.executeTakeFirstOrThrow()).n)
      },
    })
    if (refused) return refused
    await trx
      .insertInto('sms_sends')
      .values({ phone: send.phone, ip: send.ip, created_at: send.at.toISOString() })
      .execute()
    return null
  })
}

/** The version of each content page named, by slug. */
export const contentVersions = (db: AgencyDb, slugs: string[]) =>
  db.selectFrom('content_pages').select(['slug', 'version']).where('slug', 'in', slugs).execute()

/** A new code with the consents given for it (none for a member's own phone), in one transaction. */
export const storeCode = (
  db: AgencyDb,
  code: Insertable<AgencyDatabase['sms_codes']>,
  consents: Insertable<AgencyDatabase['consents']>[],
) =>
  db.transaction().execute(async (trx) => {
    await trx.insertInto('sms_codes').values(code).execute()
    if (consents.length > 0) await trx.insertInto('consents').values(consents).execute()
  })

/** The newest code not yet used for this phone and QueryType. */
export const openCode = (db: AgencyDb, phone: string, queryType: string) =>
  db
    .selectFrom('sms_codes')
    .selectAll()
    .where('phone', '=', phone)
    .where('query_type', '=', queryType)
    .where('consumed_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst()

/** Counts a guess unless the code has had its `maxAttempts`; false when it has. */
export async function countAttempt(db: AgencyDb, id: number, maxAttempts: number) {
  const counted = await db
    .updateTable('sms_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .executeTakeFirst()
  return Number(counted.numUpdatedRows) > 0
}

/** Uses the code up; false when a parallel request used it first. */
export async function consumeCode(db: AgencyDb, id: number) {
  const consumed = await db
    .updateTable('sms_codes')
    .set({ consumed_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst()
  return Number(consumed.numUpdatedRows) > 0
}

/** Whether a code of this QueryType confirmed the phone after `since`. */
export async function confirmedSince(
  db: AgencyDb,
  phone: string,
  queryType: string,
  since: string,
) {
  const confirmed = await db
    .selectFrom('sms_codes')
    .select('id')
    .where('phone', '=', phone)
    .where('query_type', '=', queryType)
    .where('consumed_at', '>', since)
    .executeTakeFirst()
  return Boolean(confirmed)
}
