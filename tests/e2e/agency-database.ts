import path from 'node:path'
import SQLite from 'better-sqlite3'

/**
 * The e2e server's back-office database (its data folder, playwright.config.ts), for what a test
 * cannot wait for: a purchase made weeks ago. Opened for one statement and closed again.
 */
export function inAgencyDatabase<T>(work: (db: SQLite.Database) => T): T {
  const db = new SQLite(path.join(process.env.E2E_DATA_DIR!, 'agency.sqlite'))
  db.pragma('busy_timeout = 5000')
  try {
    return work(db)
  } finally {
    db.close()
  }
}
