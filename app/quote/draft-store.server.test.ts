import SQLite from 'better-sqlite3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { openSharedDatabase } from '~/platform/shared-state.server.ts'
import { freshPostgresDatabase } from '../../tests/support/agency.ts'
import {
  demoCustomer,
  demoEntry,
  enteredDraft,
  verifiedDraft,
} from '../../tests/support/quote-requests.ts'
import { definitionOf } from './definitions.ts'
import { collectIntoQuote, giveBirthDate, saveRecord, verify } from './draft-changes.ts'
import {
  DRAFT_RETENTION_MS,
  holderKey,
  postgresDraftStore,
  sqliteDraftStore,
} from './draft-store.server.ts'
import type { DraftOfferRow, QuoteDraftData, QuoteDraftStore, QuotedData } from './draft.ts'

// One store on Kysely for SQLite and PostgreSQL (decision 074), each run against both: PostgreSQL
// when TEST_DATABASE_URL names a server. `second` is another process's store on the same data.
const dir = mkdtempSync(path.join(tmpdir(), 'bozok-drafts-'))
const cleanUps: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const cleanUp of cleanUps.reverse()) await cleanUp()
  rmSync(dir, { recursive: true, force: true })
})

interface Databases {
  store: QuoteDraftStore
  second: QuoteDraftStore
  /** Runs SQL on the database as it is before any store opens it. */
  before: (statement: string, values?: unknown[]) => Promise<unknown>
}

let files = 0
async function sqlite(): Promise<Databases> {
  const file = path.join(dir, `storefront-${++files}.sqlite`)
  return {
    store: sqliteDraftStore(file),
    second: sqliteDraftStore(file),
    async before(statement, values = []) {
      const db = new SQLite(file)
      const prepared = db.prepare(statement)
      prepared.run(...values)
      db.close()
    },
  }
}

async function postgres(): Promise<Databases> {
  const database = await freshPostgresDatabase(process.env.TEST_DATABASE_URL!)
  const pools: pg.Pool[] = [openSharedDatabase(database.url), openSharedDatabase(database.url)]
  cleanUps.push(
    () => database.drop(),
    () => Promise.all(pools.map((pool) => pool.end())),
  )
  return {
    store: postgresDraftStore(Promise.resolve(pools[0]!)),
    second: postgresDraftStore(Promise.resolve(pools[1]!)),
    before: (statement, values) => pools[0]!.query(statement, values),
  }
}

const kasko = definitionOf('kasko')
const firms = Array.from({ length: 12 }, (_, i) => ({
  Id: i + 1,
  Code: `F${i + 1}`,
  Name: `Firma ${i + 1}`,
  ShortName: `F${i + 1}`,
}))
const car = { data: {}, header: { LicensePlateNumber: '66ABC123' }, subject: '66 ABC 123' }
const quoted: QuotedData = {
  ...verifiedDraft,
  stage: 'quoted',
  step: 'teklifler',
  steps: { arac: car },
  quote: { HeaderGuid: 'teklif-1', createdAt: 'x', firms, rows: [] },
}
const unavailable = (firm: (typeof firms)[number]): DraftOfferRow => ({
  firm,
  status: 'unavailable',
  message: 'Teklif alınamadı',
})
const withRow = (row: DraftOfferRow) =>
  collectIntoQuote('teklif-1', (quote) => ({ ...quote, rows: [...quote.rows, row] }))
const onVerified =
  <Next extends QuoteDraftData>(
    change: (data: Exclude<QuoteDraftData, { stage: 'entered' }>) => Next,
  ) =>
  (data: QuoteDraftData) =>
    data.stage === 'entered' ? null : change(data)

const databases = [
  ['SQLite', sqlite],
  ...(process.env.TEST_DATABASE_URL ? [['PostgreSQL', postgres] as const] : []),
] as const

describe.each(databases)('the draft store on %s', (_name, open) => {
  it('creates, reads and changes drafts under random ids, for every process', async () => {
    const { store, second } = await open()
    const first = await store.create('sahip', enteredDraft)
    const other = await store.create('sahip', enteredDraft)
    expect(first.id).toMatch(/^[\w-]{22}$/)
    expect(other.id).not.toBe(first.id)
    expect(await second.get(first.id)).toMatchObject({ owner: 'sahip', data: enteredDraft })
    const verified = await store.change(first.id, verify(kasko, demoCustomer))
    expect(verified?.data).toMatchObject({ stage: 'verified', customer: demoCustomer })
    expect((await second.get(first.id))?.data).toEqual(verified?.data)
    expect(await second.get('yok')).toBeNull()
    expect(await second.change('yok', verify(kasko, demoCustomer))).toBeNull()
  })

  it('writes nothing for a change that does not apply or gives the draft back as it was', async () => {
    const { store } = await open()
    const draft = await store.create('sahip', enteredDraft)
    expect(await store.change(draft.id, withRow(unavailable(firms[0]!)))).toBeNull()
    const unchanged = await store.change(draft.id, (data) => data)
    expect(unchanged?.updatedAt).toBe(draft.updatedAt)
  })

  it('keeps the offer collection’s rows and the visitor’s saves when they race, in two processes', async () => {
    const { store, second } = await open()
    const draft = await store.create('sahip', quoted)
    let applied = 0
    const counted =
      <Next extends QuoteDraftData>(change: (data: QuoteDraftData) => Next | null) =>
      (data: QuoteDraftData) => {
        applied += 1
        return change(data)
      }
    const changes = [
      ...firms.map((firm) => counted(withRow(unavailable(firm)))),
      // The visitor saves the vehicle step again as it was, and the birth date asked for.
      counted(onVerified(saveRecord(kasko, 'arac', { ...car, data: { again: true } }))),
      counted(giveBirthDate('01.01.1990')),
    ]
    await Promise.all(changes.map((change, i) => (i % 2 ? second : store).change(draft.id, change)))
    const saved = await second.get(draft.id)
    expect(saved?.data.quote?.rows.map((row) => row.firm.Id).sort((a, b) => a - b)).toEqual(
      firms.map((firm) => firm.Id),
    )
    expect(saved?.data.steps?.arac?.data).toEqual({ again: true })
    expect(saved?.data.entry.Birthdate).toBe('01.01.1990')
    // They did race: some were applied again to what another wrote meanwhile.
    expect(applied).toBeGreaterThan(changes.length)
  })

  it('writes no row into a quote the visitor dropped meanwhile', async () => {
    const { store, second } = await open()
    const draft = await store.create('sahip', quoted)
    const otherCar = { data: {}, header: { LicensePlateNumber: '06XYZ99' } }
    await Promise.all([
      ...firms.map((firm, i) =>
        (i % 2 ? second : store).change(draft.id, withRow(unavailable(firm))),
      ),
      second.change(draft.id, onVerified(saveRecord(kasko, 'arac', otherCar))),
    ])
    const saved = await store.get(draft.id)
    expect(saved?.data).toMatchObject({ stage: 'stepped', step: 'arac', steps: { arac: otherCar } })
    expect(saved?.data.quote).toBeUndefined()
  })

  it('deletes a draft a day after its last change, not before', async () => {
    const { store, second } = await open()
    const draft = await store.create('sahip', enteredDraft)
    const changed = Date.parse(draft.updatedAt)
    await store.sweep(changed + DRAFT_RETENTION_MS - 1000)
    expect(await second.get(draft.id)).not.toBeNull()
    await store.sweep(changed + DRAFT_RETENTION_MS + 1000)
    expect(await second.get(draft.id)).toBeNull()
  })

  it('lists a person’s drafts once verified (Tekliflerim), and moves one to the session continuing it', async () => {
    const { store, second } = await open()
    const phone = '5320000701'
    const entry = { ...demoEntry, Phone: phone }
    const holder = holderKey(demoEntry.NationalNumber, phone)
    const pending = await store.create('ilk-oturum', { ...enteredDraft, entry })
    const older = await store.create('sahip', { ...verifiedDraft, entry })
    await store.create('baskasi', verifiedDraft)
    expect((await second.heldBy(holder)).map((d) => d.id)).toEqual([older.id])
    await store.change(pending.id, verify(kasko, demoCustomer))
    expect((await second.heldBy(holder)).map((d) => d.id)).toEqual([pending.id, older.id])
    await second.moveTo(pending.id, 'uyenin-oturumu')
    expect((await store.get(pending.id))?.owner).toBe('uyenin-oturumu')
  })
})

/** A verified draft as the storefront wrote it before drafts had stages. */
const writtenBefore = JSON.stringify({ ...verifiedDraft, stage: undefined })

describe('drafts written before this store', () => {
  it('are kept in a SQLite file from before Tekliflerim, its table renamed', async () => {
    const { before, store } = await sqlite()
    await before(`CREATE TABLE quote_drafts (id TEXT PRIMARY KEY, owner TEXT NOT NULL,
      product TEXT NOT NULL, data TEXT NOT NULL, updated_at TEXT NOT NULL)`)
    await before('INSERT INTO quote_drafts VALUES (?, ?, ?, ?, ?)', [
      'eski',
      'sahip',
      'kasko',
      writtenBefore,
      new Date().toISOString(),
    ])
    expect(await store.get('eski')).toMatchObject({ owner: 'sahip', data: { stage: 'verified' } })
    await store.change('eski', verify(kasko, demoCustomer))
    const holder = holderKey(demoEntry.NationalNumber, demoEntry.Phone)
    expect((await store.heldBy(holder)).map((d) => d.id)).toEqual(['eski'])
  })

  it.runIf(process.env.TEST_DATABASE_URL)(
    'are kept in PostgreSQL’s table from before, which gets its version column',
    async () => {
      const { before, store } = await postgres()
      await before(`CREATE TABLE storefront_quote_drafts (id TEXT PRIMARY KEY,
        owner TEXT NOT NULL, product TEXT NOT NULL, data JSONB NOT NULL,
        updated_at TEXT NOT NULL, holder TEXT)`)
      await before('INSERT INTO storefront_quote_drafts VALUES ($1, $2, $3, $4, $5, $6)', [
        'eski',
        'sahip',
        'kasko',
        writtenBefore,
        new Date().toISOString(),
        holderKey(demoEntry.NationalNumber, demoEntry.Phone),
      ])
      expect(await store.get('eski')).toMatchObject({ data: { stage: 'verified' } })
      const changed = await store.change('eski', giveBirthDate('01.01.1990'))
      expect(changed?.data.entry.Birthdate).toBe('01.01.1990')
    },
  )
})
