import SQLite from 'better-sqlite3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { VerifiedDraftData } from './draft.ts'
import { insuredPersons } from './draft.server.ts'
import { definitionOf } from './definitions.ts'
import { collectIntoQuote, reachStep, saveRecord, verify } from './draft-changes.ts'
import {
  demoCustomer,
  demoEntry,
  enteredDraft,
  verifiedDraft,
} from '../../tests/support/quote-requests.ts'
import { DRAFT_RETENTION_MS, holderKey, sqliteDraftStore } from './draft-stores.server.ts'

const dir = mkdtempSync(path.join(tmpdir(), 'bozok-drafts-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const kasko = definitionOf('kasko')
const sample = enteredDraft

describe('the SQLite draft store', () => {
  it('creates, reads and saves drafts under random ids', async () => {
    const store = sqliteDraftStore(path.join(dir, 'storefront.sqlite'))
    const first = await store.create('sahip', sample)
    const second = await store.create('sahip', sample)
    expect(first.id).toMatch(/^[\w-]{22}$/)
    expect(second.id).not.toBe(first.id)
    expect(await store.get(first.id)).toMatchObject({
      owner: 'sahip',
      product: 'kasko',
      data: sample,
    })
    await store.change(first.id, verify(kasko, demoCustomer))
    // A second connection (another process) sees the saved state.
    const other = sqliteDraftStore(path.join(dir, 'storefront.sqlite'))
    expect((await other.get(first.id))?.data.verification.status).toBe('verified')
    expect(await other.get('yok')).toBeNull()
  })

  it('deletes a draft a day after its last change, not before', async () => {
    const store = sqliteDraftStore(path.join(dir, 'storefront.sqlite'))
    const draft = await store.create('sahip', sample)
    const changed = Date.parse(draft.updatedAt)
    await store.sweep(changed + DRAFT_RETENTION_MS - 1000)
    expect(await store.get(draft.id)).not.toBeNull()
    await store.sweep(changed + DRAFT_RETENTION_MS + 1000)
    expect(await store.get(draft.id)).toBeNull()
  })

  it('keeps the offers collected while the visitor had the draft open', async () => {
    const store = sqliteDraftStore(path.join(dir, 'storefront.sqlite'))
    const firm = { Id: 1, Code: 'KALKAN', Name: 'Kalkan Sigorta', ShortName: 'Kalkan' }
    const draft = await store.create('sahip', {
      ...sample,
      stage: 'quoted',
      customer: demoCustomer,
      step: 'arac',
      steps: { arac: { data: {}, header: { LicensePlateNumber: '66ABC123' } } },
      quote: { HeaderGuid: 'teklif-1', createdAt: 'x', firms: [firm], rows: [] },
    })
    const row = { firm, status: 'unavailable' as const, message: 'Teklif alınamadı' }
    await store.change(
      draft.id,
      collectIntoQuote('teklif-1', (quote) => ({ ...quote, rows: [row] })),
    )
    await store.change(draft.id, (data) =>
      data.stage === 'quoted' ? reachStep(kasko, 'teklifler')(data) : null,
    )
    const saved = await store.get(draft.id)
    expect(saved?.data.step).toBe('teklifler')
    expect(saved?.data.quote?.rows).toEqual([row])
    // Another vehicle drops the quote: its offers are no longer written to the draft.
    const otherCar = { data: {}, header: { LicensePlateNumber: '06XYZ99' } }
    await store.change(draft.id, (data) =>
      data.stage === 'entered' ? null : saveRecord(kasko, 'arac', otherCar)(data),
    )
    expect(
      await store.change(
        draft.id,
        collectIntoQuote('teklif-1', (q) => q),
      ),
    ).toBeNull()
    expect((await store.get(draft.id))?.data).toMatchObject({ stage: 'stepped', step: 'arac' })
  })
})

describe('a member’s drafts (Tekliflerim)', () => {
  const verified = (phone: string): VerifiedDraftData => ({
    ...verifiedDraft,
    entry: { ...demoEntry, Phone: phone },
  })

  it('are held by the T.C. kimlik number and phone they were verified with, once verified', async () => {
    const store = sqliteDraftStore(path.join(dir, 'held.sqlite'))
    const holder = holderKey(demoEntry.NationalNumber, '5320000701')
    const pending = await store.create('sahip', {
      ...sample,
      entry: { ...demoEntry, Phone: '5320000701' },
    })
    const older = await store.create('sahip', verified('5320000701'))
    await store.create('baskasi', verified('5320000702'))
    expect((await store.heldBy(holder)).map((d) => d.id)).toEqual([older.id])
    await store.change(pending.id, verify(kasko, demoCustomer))
    expect((await store.heldBy(holder)).map((d) => d.id).sort()).toEqual(
      [pending.id, older.id].sort(),
    )
  })

  it('move to the session that continues them', async () => {
    const store = sqliteDraftStore(path.join(dir, 'held.sqlite'))
    const draft = await store.create('ilk-oturum', verified('5320000703'))
    await store.moveTo(draft.id, 'uyenin-oturumu')
    expect((await store.get(draft.id))?.owner).toBe('uyenin-oturumu')
  })

  it('are found in a file from before Tekliflerim, its drafts kept', async () => {
    const file = path.join(dir, 'eski.sqlite')
    const old = new SQLite(file)
    old.exec(`CREATE TABLE quote_drafts (id TEXT PRIMARY KEY, owner TEXT NOT NULL,
      product TEXT NOT NULL, data TEXT NOT NULL, updated_at TEXT NOT NULL)`)
    old.prepare('INSERT INTO quote_drafts VALUES (?, ?, ?, ?, ?)').run(
      'eski',
      'sahip',
      'kasko',
      // As drafts were written before they had stages.
      JSON.stringify({ ...verified('5320000704'), stage: undefined }),
      new Date().toISOString(),
    )
    old.close()
    const store = sqliteDraftStore(file)
    const kept = await store.get('eski')
    expect(kept).toMatchObject({ owner: 'sahip', data: { stage: 'verified' } })
    await store.change('eski', verify(kasko, demoCustomer))
    const holder = holderKey(demoEntry.NationalNumber, '5320000704')
    expect((await store.heldBy(holder)).map((d) => d.id)).toEqual(['eski'])
  })
})

describe('insuredPersons (issue 26)', () => {
  const verified: VerifiedDraftData = { ...verifiedDraft, product: 'seyahat' }
  const draftOf = (data: VerifiedDraftData) => ({
    id: 'x',
    owner: 'y',
    product: data.product,
    data,
    updatedAt: '',
  })

  it('is the identity-checked visitor, under the entry’s T.C. number, when no step names anyone', () => {
    expect(insuredPersons(draftOf(verified))).toEqual([
      { name: 'Ayşe Yılmaz', idKind: 'tckn', idNumber: '10000000146' },
    ])
  })

  it('is whom a step named: a passport traveller, a family', () => {
    const traveller = { name: 'Mary Smith', idKind: 'passport' as const, idNumber: 'U1234567' }
    const draft = draftOf({
      ...verified,
      stage: 'stepped',
      customer: { ...verified.customer, Name: '', Surname: '' },
      steps: { seyahat: { data: {}, insured: [traveller] } },
    })
    expect(insuredPersons(draft)).toEqual([traveller])
  })
})
