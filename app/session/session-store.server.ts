import { randomBytes } from 'node:crypto'
import type pg from 'pg'
import { openStorefrontSqlite, sweepPeriodically } from '../platform/shared-state.server.ts'

/** Where server-held sessions live: a SQLite file by default, PostgreSQL in production mode. */
export interface SessionStore {
  create(data: unknown, expires: Date): Promise<string>
  read(id: string): Promise<unknown>
  update(id: string, data: unknown, expires: Date): Promise<void>
  delete(id: string): Promise<void>
  /** Ends every session of the member with this UId but the one given. */
  deleteMemberSessions(uid: string, exceptId: string): Promise<void>
}

export function sqliteSessionStore(file: string): SessionStore {
  const db = openStorefrontSqlite(file)
  db.exec(`CREATE TABLE IF NOT EXISTS sessions (
    id TEXT PRIMARY KEY, data TEXT NOT NULL, expires_at INTEGER NOT NULL)`)
  const insert = db.prepare('INSERT INTO sessions (id, data, expires_at) VALUES (?, ?, ?)')
  const select = db.prepare<[string, number], { data: string }>(
    'SELECT data FROM sessions WHERE id = ? AND expires_at > ?',
  )
  const upsert = db.prepare(
    'INSERT INTO sessions (id, data, expires_at) VALUES (?, ?, ?) ON CONFLICT(id) DO UPDATE SET data = excluded.data, expires_at = excluded.expires_at',
  )
  const remove = db.prepare('DELETE FROM sessions WHERE id = ?')
  const purge = db.prepare('DELETE FROM sessions WHERE expires_at <= ?')
  const removeMember = db.prepare(
    "DELETE FROM sessions WHERE json_extract(data, '$.member.uid') = ? AND id != ?",
  )
  // Expired rows are unreadable at once; the sweep only reclaims space.
  sweepPeriodically('sessions', () => purge.run(Date.now()))

  return {
    async create(data, expires) {
      const id = randomBytes(24).toString('base64url')
      insert.run(id, JSON.stringify(data), expires.getTime())
      return id
    },
    async read(id) {
      const row = select.get(id, Date.now())
      return row ? JSON.parse(row.data) : null
    },
    async update(id, data, expires) {
      upsert.run(id, JSON.stringify(data), expires.getTime())
    },
    async delete(id) {
      remove.run(id)
    },
    async deleteMemberSessions(uid, exceptId) {
      removeMember.run(uid, exceptId)
    },
  }
}

/** Sessions in PostgreSQL, so every storefront process reads the same ones. */
export function postgresSessionStore(database: Promise<pg.Pool>): SessionStore {
  const purge = async () =>
    (await database).query('DELETE FROM storefront_sessions WHERE expires_at <= now()')
  // Expired rows are unreadable at once; the sweep only reclaims space.
  sweepPeriodically('sessions', purge)

  return {
    async create(data, expires) {
      const id = randomBytes(24).toString('base64url')
      await (
        await database
      ).query('INSERT INTO storefront_sessions (id, data, expires_at) VALUES ($1, $2, $3)', [
        id,
        JSON.stringify(data),
        expires,
      ])
      return id
    },
    async read(id) {
      const { rows } = await (
        await database
      ).query<{ data: unknown }>(
        'SELECT data FROM storefront_sessions WHERE id = $1 AND expires_at > now()',
        [id],
      )
      return rows[0]?.data ?? null
    },
    async update(id, data, expires) {
      await (
        await database
      ).query(
        `INSERT INTO storefront_sessions (id, data, expires_at) VALUES ($1, $2, $3)
         ON CONFLICT (id) DO UPDATE SET data = excluded.data, expires_at = excluded.expires_at`,
        [id, JSON.stringify(data), expires],
      )
    },
    async delete(id) {
      await (await database).query('DELETE FROM storefront_sessions WHERE id = $1', [id])
    },
    async deleteMemberSessions(uid, exceptId) {
      await (
        await database
      ).query(
        "DELETE FROM storefront_sessions WHERE data -> 'member' ->> 'uid' = $1 AND id <> $2",
        [uid, exceptId],
      )
    },
  }
}
