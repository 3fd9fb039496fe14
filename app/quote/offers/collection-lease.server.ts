import type pg from 'pg'
import {
  localStorefrontFile,
  openStorefrontSqlite,
  sharedDatabase,
  sweepPeriodically,
} from '~/platform/shared-state.server.ts'

/**
 * Who is asking the insurers for a quote: one owner at a time holds a lease per HeaderGuid and
 * renews it while collecting. When the owner stops renewing (its process died), the lease runs
 * out and the next process serving the offers page takes the collection over.
 */
export interface CollectionLeases {
  /** Takes the lease for `ms`, or renews it if `owner` holds it; false while someone else does. */
  take(headerGuid: string, owner: string, ms: number): Promise<boolean>
  /** Gives the lease up, if `owner` still holds it. */
  release(headerGuid: string, owner: string): Promise<void>
  /**
   * Deletes the leases that ran out an hour or more before `now`: those of a process that died
   * collecting (the others give theirs up). A lease that ran out is free anyway; this keeps the
   * table small. Each store runs it every 15 minutes.
   */
  sweep(now?: number): Promise<void>
}

export const STALE_AFTER_MS = 60 * 60_000

export function sqliteCollectionLeases(file: string): CollectionLeases {
  const db = openStorefrontSqlite(file)
  db.exec(`CREATE TABLE IF NOT EXISTS collection_leases (
    header_guid TEXT PRIMARY KEY, owner TEXT NOT NULL, expires_at INTEGER NOT NULL)`)
  const take = db.prepare<[string, string, number, number]>(
    `INSERT INTO collection_leases (header_guid, owner, expires_at) VALUES (?, ?, ?)
     ON CONFLICT (header_guid) DO UPDATE SET owner = excluded.owner, expires_at = excluded.expires_at
     WHERE collection_leases.owner = excluded.owner OR collection_leases.expires_at <= ?`,
  )
  const release = db.prepare<[string, string]>(
    'DELETE FROM collection_leases WHERE header_guid = ? AND owner = ?',
  )
  const purge = db.prepare<[number]>('DELETE FROM collection_leases WHERE expires_at < ?')
  const store: CollectionLeases = {
    async take(headerGuid, owner, ms) {
      const now = Date.now()
      return take.run(headerGuid, owner, now + ms, now).changes === 1
    },
    async release(headerGuid, owner) {
      release.run(headerGuid, owner)
    },
    async sweep(now = Date.now()) {
      purge.run(now - STALE_AFTER_MS)
    },
  }
  sweepPeriodically('collection leases', () => store.sweep())
  return store
}

// PostgreSQL's clock, not each host's, decides when a lease has run out.
const databaseNow = '(extract(epoch from clock_timestamp()) * 1000)::bigint'

export function postgresCollectionLeases(database: Promise<pg.Pool>): CollectionLeases {
  const store: CollectionLeases = {
    async take(headerGuid, owner, ms) {
      const { rowCount } = await (
        await database
      ).query(
        `INSERT INTO storefront_collection_leases (header_guid, owner, expires_at)
         VALUES ($1, $2, ${databaseNow} + $3)
         ON CONFLICT (header_guid) DO UPDATE SET owner = excluded.owner, expires_at = excluded.expires_at
         WHERE storefront_collection_leases.owner = excluded.owner
            OR storefront_collection_leases.expires_at <= ${databaseNow}`,
        [headerGuid, owner, ms],
      )
      return rowCount === 1
    },
    async release(headerGuid, owner) {
      await (
        await database
      ).query('DELETE FROM storefront_collection_leases WHERE header_guid = $1 AND owner = $2', [
        headerGuid,
        owner,
      ])
    },
    async sweep(now) {
      await (
        await database
      ).query(
        `DELETE FROM storefront_collection_leases
         WHERE expires_at < coalesce($2::bigint, ${databaseNow}) - $1`,
        [STALE_AFTER_MS, now ?? null],
      )
    },
  }
  sweepPeriodically('collection leases', () => store.sweep())
  return store
}

let leases: CollectionLeases | undefined
export function collectionLeases(): CollectionLeases {
  if (!leases) {
    const database = sharedDatabase()
    leases = database
      ? postgresCollectionLeases(database)
      : sqliteCollectionLeases(localStorefrontFile())
  }
  return leases
}
