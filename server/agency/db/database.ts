import { mkdirSync } from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import type { AgencyDatabase } from './schema.ts'

export type AgencyDb = Kysely<AgencyDatabase>

/** PostgreSQL when DATABASE_URL is a postgres URL, otherwise one SQLite file under the data dir. */
export function openAgencyDb(options: { databaseUrl?: string; dataDir: string }): AgencyDb {
  const url = options.databaseUrl
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    return new Kysely<AgencyDatabase>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 10 }) }),
    })
  }
  mkdirSync(options.dataDir, { recursive: true })
  const file = new SQLite(path.join(options.dataDir, 'agency.sqlite'))
  file.pragma('journal_mode = WAL')
  file.pragma('foreign_keys = ON')
  return new Kysely<AgencyDatabase>({ dialect: new SqliteDialect({ database: file }) })
}
