import { mkdirSync } from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import type { Redis } from 'ioredis'
import pg from 'pg'
import { createLogger } from '../../server/platform/logger.ts'
import { openBoundedRedis, redisAnswers } from '../../server/platform/redis.ts'
import { config } from './config.server.ts'

// Production mode (docs/decisions/019): with DATABASE_URL the storefront keeps sessions, quote
// drafts and offer-collection leases in PostgreSQL; with REDIS_URL its rate limits and quote
// events go through Redis. Without them everything stays in SQLite files and memory.

/** What goes wrong with PostgreSQL and Redis while the storefront runs on without them. */
export const stateLog = createLogger('shared-state', config.log)

/** An arbitrary constant: the key of the advisory lock every storefront process migrates under. */
const MIGRATION_LOCK = 190_019

const tables = `
  CREATE TABLE IF NOT EXISTS storefront_sessions (
    id TEXT PRIMARY KEY, data JSONB NOT NULL, expires_at TIMESTAMPTZ NOT NULL);
  CREATE INDEX IF NOT EXISTS storefront_sessions_expiry ON storefront_sessions (expires_at);
  CREATE TABLE IF NOT EXISTS storefront_collection_leases (
    header_guid TEXT PRIMARY KEY, owner TEXT NOT NULL, expires_at BIGINT NOT NULL);
`

/**
 * Runs a migration of the storefront's tables while no other storefront process runs one: they
 * wait for each other on an advisory lock, since PostgreSQL's CREATE … IF NOT EXISTS alone can
 * still fail when two run at the same moment.
 */
export async function underMigrationLock(pool: pg.Pool, migrate: () => Promise<unknown>) {
  const client = await pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
    try {
      await migrate()
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK])
    }
  } finally {
    client.release()
  }
}

/** Creates the sessions' and leases' tables (the drafts' store creates its own). */
export const migrateSharedTables = (pool: pg.Pool): Promise<void> =>
  underMigrationLock(pool, () => pool.query(tables))

export function openSharedDatabase(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // An idle connection the server ends (restart, failover) is replaced on the next query;
  // unhandled, its error would end the process.
  pool.on('error', (error: Error & { code?: string }) =>
    stateLog.warn({ code: error.code ?? error.message }, 'PostgreSQL ended an idle connection'),
  )
  return pool
}

/**
 * One connection to a storefront SQLite file (sessions, drafts and leases share the file; each
 * store has its own connection, as separate processes would). WAL lets them read while one writes.
 */
export function openStorefrontSqlite(file: string): SQLite.Database {
  mkdirSync(path.dirname(file), { recursive: true })
  const db = new SQLite(file)
  db.pragma('journal_mode = WAL')
  return db
}

/**
 * Runs a store's clean-up every 15 minutes for the life of the process (expired sessions, old
 * drafts, dead leases). A sweep that fails is logged and tried again at the next turn.
 */
export function sweepPeriodically(what: string, sweep: () => unknown): void {
  setInterval(async () => {
    try {
      await sweep()
    } catch (error) {
      stateLog.warn({ what, error: messageOf(error) }, 'not swept; tried again at the next turn')
    }
  }, 15 * 60_000).unref()
}

export const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : String(error)

/** The storefront's own SQLite file under DATA_DIR, when no DATABASE_URL is set. */
export const localStorefrontFile = () => path.join(config.dataDir, 'storefront.sqlite')

let database: Promise<pg.Pool> | undefined
/** The storefront's PostgreSQL pool, its tables migrated; null without DATABASE_URL. */
export function sharedDatabase(): Promise<pg.Pool> | null {
  const url = config.databaseUrl
  if (!url) return null
  return (database ??= (async () => {
    const pool = openSharedDatabase(url)
    await migrateSharedTables(pool)
    return pool
  })())
}

export const openRedis = (url: string): Redis =>
  openBoundedRedis(url, (reason) => stateLog.warn({ reason }, 'Redis connection problem'))

/**
 * What production mode runs without at the moment, for /readyz: `redis` while REDIS_URL's server
 * does not answer (the per-IP limits let visitors through, the back office's login limits count
 * per process, offer updates reach only this process's pages).
 */
export function degradedSharedState(): 'redis'[] {
  const connection = sharedRedis()
  return connection && !redisAnswers(connection) ? ['redis'] : []
}

let redis: Redis | undefined
/** The storefront's Redis connection for commands; null without REDIS_URL. */
export function sharedRedis(): Redis | null {
  const url = config.redisUrl
  if (!url) return null
  return (redis ??= openRedis(url))
}
