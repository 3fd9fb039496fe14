import { mkdirSync } from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import type { Logger } from 'pino'
import type { AgencyDatabase } from './schema.ts'

export type AgencyDb = Kysely<AgencyDatabase>

/**
 * PostgreSQL when DATABASE_URL is a postgres URL, otherwise one SQLite file under the data dir.
 * `log` is told of an idle connection the server ended (tests may leave it out).
 */
export function openAgencyDb(
  options: { databaseUrl?: string; dataDir: string },
  log?: Pick<Logger, 'warn'>,
): AgencyDb {
  const url = options.databaseUrl
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 })
    // An idle connection the server ends (a restart, a failover, an administrator) is dropped
    // from the pool and replaced on the next query; unhandled, its error would end the process.
    pool.on('error', (error: Error & { code?: string }) =>
      log?.warn({ code: error.code ?? error.message }, 'PostgreSQL ended an idle connection'),
    )
    return new Kysely<AgencyDatabase>({ dialect: new PostgresDialect({ pool }) })
  }
  mkdirSync(options.dataDir, { recursive: true })
  const file = new SQLite(path.join(options.dataDir, 'agency.sqlite'))
  file.pragma('journal_mode = WAL')
  file.pragma('foreign_keys = ON')
  return new Kysely<AgencyDatabase>({ dialect: new SqliteDialect({ database: file }) })
}
