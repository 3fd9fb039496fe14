import { createHash, randomBytes } from 'node:crypto'
import { Kysely, PostgresDialect, SqliteDialect, type ColumnType, type Selectable } from 'kysely'
import type pg from 'pg'
import {
  openStorefrontSqlite,
  sweepPeriodically,
  underMigrationLock,
} from '~/platform/shared-state.server.ts'
import type { QuoteDraft, QuoteDraftData, QuoteDraftStore } from './draft.ts'
import { storedDraftData } from './stored-draft.ts'

/** The drafts' table, by one name in either database (decision 074). */
const TABLE = 'storefront_quote_drafts'
/** Its name in a storefront SQLite file from before, renamed on start. */
const OLD_SQLITE_TABLE = 'quote_drafts'

interface DraftTable {
  id: string
  owner: string
  product: string
  /** JSON: text in SQLite; JSONB in PostgreSQL, which reads it back parsed. */
  data: ColumnType<unknown, string, string>
  /** An ISO time, so the oldest kept compares as text. */
  updated_at: string
  /** `holderKey` once verified: whose Tekliflerim lists the draft. */
  holder: string | null
  /** One more with every write of the data: a write applies only to the version it was made from. */
  version: number
}
interface DraftTables {
  [TABLE]: DraftTable
}
type DraftRow = Selectable<DraftTable>

/** The draft a row holds; a row whose data is not a draft at any stage is as good as missing. */
function draftOf(row: DraftRow): QuoteDraft | null {
  const data = storedDraftData(row.data)
  return (
    data && {
      id: row.id,
      owner: row.owner,
      product: data.product,
      data,
      updatedAt: row.updated_at,
    }
  )
}

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
 * How often a change is applied again after another write came between its read and its write:
 * each round one of the writers racing wins, and a draft has at most one writer per insurer and
 * the visitor's.
 */
const CHANGE_ATTEMPTS = 50

/**
 * A draft is reached only through the session that started it (8 hours, spec §9), and holds the
 * visitor's identity and phone: a day after its last change it is deleted.
 */
export const DRAFT_RETENTION_MS = 24 * 60 * 60_000
const retainedSince = (now: number) => new Date(now - DRAFT_RETENTION_MS).toISOString()

type Dialect = 'sqlite' | 'postgres'

/**
 * Creates the table, or brings one from before up to date, its drafts kept: the SQLite file's is
 * renamed, a table from before Tekliflerim gets its holder column, one from before decision 074
 * its version column (the drafts in it start at version 0).
 */
async function prepareTable(db: Kysely<DraftTables>, dialect: Dialect) {
  const existing = async (name: string) =>
    (await db.introspection.getTables()).find((table) => table.name === name)
  if (dialect === 'sqlite' && (await existing(OLD_SQLITE_TABLE)) && !(await existing(TABLE))) {
    await db.schema.alterTable(OLD_SQLITE_TABLE).renameTo(TABLE).execute()
    await db.schema.dropIndex(`${OLD_SQLITE_TABLE}_holder`).ifExists().execute()
  }
  await db.schema
    .createTable(TABLE)
    .ifNotExists()
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('owner', 'text', (column) => column.notNull())
    .addColumn('product', 'text', (column) => column.notNull())
    .addColumn('data', dialect === 'postgres' ? 'jsonb' : 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('holder', 'text')
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(0))
    .execute()
  const columns = new Set((await existing(TABLE))?.columns.map((column) => column.name))
  if (!columns.has('holder')) {
    await db.schema.alterTable(TABLE).addColumn('holder', 'text').execute()
  }
  if (!columns.has('version')) {
    await db.schema
      .alterTable(TABLE)
      .addColumn('version', 'integer', (column) => column.notNull().defaultTo(0))
      .execute()
  }
  await db.schema.createIndex(`${TABLE}_holder`).ifNotExists().on(TABLE).column('holder').execute()
}

/**
 * The drafts in one database through Kysely, the same queries for SQLite and PostgreSQL. A change
 * is a compare-and-set: read the row and its version, apply the change, write only where the
 * version is still the one read, else read again and apply the change again (decision 074). So
 * the offer collection's rows and the visitor's saves, in one process or several, never write
 * over each other, and no write holds a lock while it waits.
 */
function draftStoreOn(db: Kysely<DraftTables>, prepare: () => Promise<void>): QuoteDraftStore {
  let prepared: Promise<void> | null = null
  // A failed preparation (the database away for a moment) is tried again by the next call.
  const ready = () =>
    (prepared ??= prepare().catch((error: unknown) => {
      prepared = null
      throw error
    }))
  const rowOf = async (id: string) =>
    db.selectFrom(TABLE).selectAll().where('id', '=', id).executeTakeFirst()

  const store: QuoteDraftStore = {
    async create(owner, data) {
      await ready()
      const draft = {
        id: newDraftId(),
        owner,
        product: data.product,
        data,
        updatedAt: new Date().toISOString(),
      }
      await db
        .insertInto(TABLE)
        .values({
          id: draft.id,
          owner,
          product: data.product,
          data: JSON.stringify(data),
          updated_at: draft.updatedAt,
          holder: holderOf(data),
          version: 0,
        })
        .execute()
      return draft
    },
    async get(id) {
      await ready()
      const row = await rowOf(id)
      return row ? draftOf(row) : null
    },
    async heldBy(holder) {
      await ready()
      const rows = await db
        .selectFrom(TABLE)
        .selectAll()
        .where('holder', '=', holder)
        .orderBy('updated_at', 'desc')
        .limit(HELD_LISTED)
        .execute()
      return rows.flatMap((row) => draftOf(row) ?? [])
    },
    async moveTo(id, owner) {
      await ready()
      await db.updateTable(TABLE).set({ owner }).where('id', '=', id).execute()
    },
    async change(id, change) {
      await ready()
      for (let attempt = 0; attempt < CHANGE_ATTEMPTS; attempt++) {
        const row = await rowOf(id)
        const draft = row && draftOf(row)
        const data = draft && change(draft.data)
        if (!row || !draft || !data) return null
        if (data === draft.data) return { ...draft, data }
        const updatedAt = new Date().toISOString()
        const written = await db
          .updateTable(TABLE)
          .set({
            data: JSON.stringify(data),
            updated_at: updatedAt,
            holder: holderOf(data),
            version: row.version + 1,
          })
          .where('id', '=', id)
          .where('version', '=', row.version)
          .executeTakeFirst()
        if (written.numUpdatedRows > 0n) return { ...draft, data, updatedAt }
      }
      throw new Error(`The draft was written by others on each of ${CHANGE_ATTEMPTS} attempts`)
    },
    async sweep(now = Date.now()) {
      await ready()
      await db.deleteFrom(TABLE).where('updated_at', '<', retainedSince(now)).execute()
    },
  }
  sweepPeriodically('quote drafts', () => store.sweep())
  return store
}

/** Drafts in the storefront's SQLite file (without DATABASE_URL). */
export function sqliteDraftStore(file: string): QuoteDraftStore {
  const db = new Kysely<DraftTables>({
    dialect: new SqliteDialect({ database: openStorefrontSqlite(file) }),
  })
  return draftStoreOn(db, () => prepareTable(db, 'sqlite'))
}

/** Drafts in PostgreSQL, shared by every storefront process (production mode, decision 019). */
export function postgresDraftStore(database: Promise<pg.Pool>): QuoteDraftStore {
  const db = new Kysely<DraftTables>({ dialect: new PostgresDialect({ pool: () => database }) })
  return draftStoreOn(db, async () =>
    underMigrationLock(await database, () => prepareTable(db, 'postgres')),
  )
}
