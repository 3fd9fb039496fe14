import { PostgresAdapter, sql } from 'kysely'
import { seed } from '../seed/index.ts'
import type { AgencyDb } from './database.ts'
import { migrate } from './migrations.ts'

/** An arbitrary constant: the key of the advisory lock backend processes prepare the database under. */
const PREPARE_LOCK = 190_018

/**
 * Migrates and seeds the database. On PostgreSQL, backend processes starting together take turns
 * on an advisory lock: the migrations alone are locked by Kysely, the seed is not.
 */
export async function prepareDatabase(
  db: AgencyDb,
  options: { demoMembers: boolean },
): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    await migrate(db)
    await seed(db, options)
    return
  }
  await db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${PREPARE_LOCK})`.execute(connection)
    try {
      await migrate(connection)
      await seed(connection, options)
    } finally {
      await sql`SELECT pg_advisory_unlock(${PREPARE_LOCK})`.execute(connection)
    }
  })
}
