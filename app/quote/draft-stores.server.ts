import { createHash, randomBytes } from 'node:crypto'
import type pg from 'pg'
import { openStorefrontSqlite, sweepPeriodically } from '~/platform/shared-state.server.ts'
import type { ProductKey } from './product-lines.ts'
import type { QuoteDraft, QuoteDraftData, QuoteDraftStore } from './draft.ts'
import { storedDraftData } from './stored-draft.ts'

interface DraftRow {
  id: string
  owner: string
  product: string
  data: unknown
  updated_at: string
}

/** The draft a row holds; a row whose data is not a draft at any stage is as good as missing. */
function draftOf(row: DraftRow): QuoteDraft | null {
  const data = storedDraftData(row.data)
  if (!data) return null
  return {
    id: row.id,
    owner: row.owner,
    product: row.product as ProductKey,
    data,
    updatedAt: row.updated_at,
  }
}
const draftsOf = (rows: DraftRow[]) => rows.flatMap((row) => draftOf(row) ?? [])

const newDraftId = () => randomBytes(16).toString('base64url')

/**
 * Whom a verified draft is found by in Tekliflerim: the member whose T.C. kimlik number and phone
 * it was verified with, the rule Poliçelerim's policies follow (docs/decisions/064). Kept as a
 * digest: the draft's own data already holds both, no second copy in the clear.
 */
export const holderKey = (nationalNumber: string, phone: string) =>
  createHash('sha256').update(`${nationalNumber}:${phone}`).digest('hex')

const holderOf = (data: QuoteDraftData) =>
  data.verification.status === 'verified'
    ? holderKey(data.entry.NationalNumber, data.entry.Phone)
    : null

/** The most drafts Tekliflerim lists: a day's quotes of one person. */
const HELD_LISTED = 50

/**
 * A draft is reached only through the session that started it (8 hours, spec §9), and holds the
 * visitor's identity and phone: a day after its last change it is deleted.
 */
export const DRAFT_RETENTION_MS = 24 * 60 * 60_000
/** `updated_at` is an ISO time, so the oldest kept compares as text. */
const retainedSince = (now: number) => new Date(now - DRAFT_RETENTION_MS).toISOString()

/** Drafts in the storefront's SQLite file; better-sqlite3 does not yield, so each write is atomic. */
export function sqliteDraftStore(file: string): QuoteDraftStore {
  const db = openStorefrontSqlite(file)
  db.exec(`CREATE TABLE IF NOT EXISTS quote_drafts (
    id TEXT PRIMARY KEY, owner TEXT NOT NULL, product TEXT NOT NULL, data TEXT NOT NULL,
    updated_at TEXT NOT NULL)`)
  // A file from before Tekliflerim has no holder column yet.
  const columns = db.prepare<[], { name: string }>('PRAGMA table_info(quote_drafts)').all()
  if (!columns.some((c) => c.name === 'holder')) {
    db.exec('ALTER TABLE quote_drafts ADD COLUMN holder TEXT')
  }
  db.exec('CREATE INDEX IF NOT EXISTS quote_drafts_holder ON quote_drafts (holder)')
  const insert = db.prepare(
    'INSERT INTO quote_drafts (id, owner, product, data, updated_at, holder) VALUES (?, ?, ?, ?, ?, ?)',
  )
  const select = db.prepare<[string], DraftRow>('SELECT * FROM quote_drafts WHERE id = ?')
  const held = db.prepare<[string, number], DraftRow>(
    'SELECT * FROM quote_drafts WHERE holder = ? ORDER BY updated_at DESC LIMIT ?',
  )
  const write = db.prepare(
    'UPDATE quote_drafts SET data = ?, updated_at = ?, holder = ? WHERE id = ?',
  )
  const move = db.prepare('UPDATE quote_drafts SET owner = ? WHERE id = ?')
  const purge = db.prepare('DELETE FROM quote_drafts WHERE updated_at < ?')
  const read = (id: string) => {
    const row = select.get(id)
    return row ? draftOf(row) : null
  }

  const store: QuoteDraftStore = {
    async create(owner, data) {
      const updatedAt = new Date().toISOString()
      const draft = { id: newDraftId(), owner, product: data.product, data, updatedAt }
      insert.run(
        draft.id,
        owner,
        data.product,
        JSON.stringify(data),
        draft.updatedAt,
        holderOf(data),
      )
      return draft
    },
    get: async (id) => read(id),
    heldBy: async (holder) => draftsOf(held.all(holder, HELD_LISTED)),
    async moveTo(id, owner) {
      move.run(owner, id)
    },
    async change(id, change) {
      const draft = read(id)
      const data = draft && change(draft.data)
      if (!draft || !data) return null
      const updatedAt = new Date().toISOString()
      if (data !== draft.data) write.run(JSON.stringify(data), updatedAt, holderOf(data), id)
      return { ...draft, data, updatedAt: data === draft.data ? draft.updatedAt : updatedAt }
    },
    async sweep(now = Date.now()) {
      purge.run(retainedSince(now))
    },
  }
  sweepPeriodically('quote drafts', () => store.sweep())
  return store
}

/**
 * Drafts in PostgreSQL, shared by every storefront process. Each write reads the row FOR UPDATE in
 * its transaction, so rows arriving together and the visitor's saves wait for each other.
 */
export function postgresDraftStore(database: Promise<pg.Pool>): QuoteDraftStore {
  async function locked<T>(
    id: string,
    work: (draft: QuoteDraft | null, client: pg.PoolClient) => Promise<T>,
  ): Promise<T> {
    const client = await (await database).connect()
    try {
      await client.query('BEGIN')
      const { rows } = await client.query<DraftRow>(
        'SELECT * FROM storefront_quote_drafts WHERE id = $1 FOR UPDATE',
        [id],
      )
      const result = await work(rows[0] ? draftOf(rows[0]) : null, client)
      await client.query('COMMIT')
      return result
    } catch (error) {
      await client.query('ROLLBACK')
      throw error
    } finally {
      client.release()
    }
  }
  const write = (client: pg.PoolClient, id: string, data: QuoteDraftData, updatedAt: string) =>
    client.query(
      'UPDATE storefront_quote_drafts SET data = $1, updated_at = $2, holder = $3 WHERE id = $4',
      [JSON.stringify(data), updatedAt, holderOf(data), id],
    )

  const store: QuoteDraftStore = {
    async create(owner, data) {
      const draft = {
        id: newDraftId(),
        owner,
        product: data.product,
        data,
        updatedAt: new Date().toISOString(),
      }
      await (
        await database
      ).query(
        'INSERT INTO storefront_quote_drafts (id, owner, product, data, updated_at, holder) VALUES ($1, $2, $3, $4, $5, $6)',
        [draft.id, owner, data.product, JSON.stringify(data), draft.updatedAt, holderOf(data)],
      )
      return draft
    },
    async get(id) {
      const { rows } = await (
        await database
      ).query<DraftRow>('SELECT * FROM storefront_quote_drafts WHERE id = $1', [id])
      return rows[0] ? draftOf(rows[0]) : null
    },
    async heldBy(holder) {
      const { rows } = await (
        await database
      ).query<DraftRow>(
        'SELECT * FROM storefront_quote_drafts WHERE holder = $1 ORDER BY updated_at DESC LIMIT $2',
        [holder, HELD_LISTED],
      )
      return draftsOf(rows)
    },
    async moveTo(id, owner) {
      await (
        await database
      ).query('UPDATE storefront_quote_drafts SET owner = $1 WHERE id = $2', [owner, id])
    },
    change: (id, change) =>
      locked(id, async (draft, client) => {
        const data = draft && change(draft.data)
        if (!draft || !data) return null
        if (data === draft.data) return { ...draft, data }
        const updatedAt = new Date().toISOString()
        await write(client, id, data, updatedAt)
        return { ...draft, data, updatedAt }
      }),
    async sweep(now = Date.now()) {
      await (
        await database
      ).query('DELETE FROM storefront_quote_drafts WHERE updated_at < $1', [retainedSince(now)])
    },
  }
  sweepPeriodically('quote drafts', () => store.sweep())
  return store
}
