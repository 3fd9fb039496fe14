import { mkdirSync } from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
} from 'kysely'
import pg from 'pg'
import type { Logger } from 'pino'
import type { AgencyDatabase } from './schema.ts'

export type AgencyDb = Kysely<AgencyDatabase>

/**
 * How long a statement waits for another process's write on the SQLite file (reminder runs, a
 * second back office) before failing: well over the longest write, the first start's seed of a
 * few seconds. better-sqlite3 waits synchronously, so only while another process writes.
 */
const SQLITE_BUSY_TIMEOUT_MS = 15_000

/**
 * Transactions take the write lock as they begin. A deferred one that read first cannot wait for
 * it: when another process wrote meanwhile, SQLite fails its first write at once ("database is
 * locked", SQLITE_BUSY_SNAPSHOT) instead of waiting the busy timeout.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'))
  }
}

class SqliteFileDialect extends SqliteDialect {
  constructor(private readonly file: SQLite.Database) {
    super({ database: file })
  }
  override createDriver() {
    return new ImmediateSqliteDriver({ database: this.file })
  }
}

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
  const file = new SQLite(path.join(options.dataDir, 'agency.sqlite'), {
    timeout: SQLITE_BUSY_TIMEOUT_MS,
  })
  file.pragma('journal_mode = WAL')
  file.pragma('foreign_keys = ON')
  return new Kysely<AgencyDatabase>({ dialect: new SqliteFileDialect(file) })
}
