import SQLite from 'better-sqlite3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { QuoteDraftData } from './draft.ts'
import { insuredPersons } from './draft.server.ts'
import { demoCustomer, demoEntry } from '../../tests/support/quote-requests.ts'
import { DRAFT_RETENTION_MS, holderKey, sqliteDraftStore } from './draft-stores.server.ts'

const dir = mkdtempSync(path.join(tmpdir(), 'bozok-drafts-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const sample: QuoteDraftData = {
  product: 'kasko',
  entry: demoEntry,
  verification: { status: 'pending', sentAt: 'x', resendAvailableAt: 'y' },
}

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
    first.data.verification.status = 'verified'
    await store.save(first)
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
      quote: { HeaderGuid: 'teklif-1', createdAt: 'x', firms: [firm], rows: [] },
    })
    const visitorsCopy = structuredClone(draft)
    await store.updateQuote(draft.id, 'teklif-1', (quote) =>
      quote.rows.push({ firm, status: 'unavailable', message: 'Teklif alınamadı' }),
    )
    visitorsCopy.data.step = 'teklifler'
    await store.save(visitorsCopy)
    const saved = (await store.get(draft.id))!
    expect(saved.data.step).toBe('teklifler')
    expect(saved.data.quote!.rows).toHaveLength(1)
    // A quote opened anew (the vehicle changed) is the visitor's, rows and all.
    visitorsCopy.data.quote = { HeaderGuid: 'teklif-2', createdAt: 'y', firms: null, rows: [] }
    await store.save(visitorsCopy)
    expect((await store.get(draft.id))!.data.quote).toMatchObject({
      HeaderGuid: 'teklif-2',
      rows: [],
    })
    expect(await store.updateQuote(draft.id, 'teklif-1', () => {})).toBe(false)
  })
})

describe('a member’s drafts (Tekliflerim)', () => {
  const verified = (phone: string): QuoteDraftData => ({
    ...sample,
    entry: { ...demoEntry, Phone: phone },
    verification: { status: 'verified', sentAt: 'x', resendAvailableAt: 'y' },
  })

  it('are held by the T.C. kimlik number and phone they were verified with, once verified', async () => {
    const store = sqliteDraftStore(path.join(dir, 'held.sqlite'))
    const holder = holderKey(demoEntry.NationalNumber, '5320000701')
    const pending = await store.create('sahip', {
      ...verified('5320000701'),
      verification: { status: 'pending', sentAt: 'x', resendAvailableAt: 'y' },
    })
    const older = await store.create('sahip', verified('5320000701'))
    await store.create('baskasi', verified('5320000702'))
    expect((await store.heldBy(holder)).map((d) => d.id)).toEqual([older.id])
    pending.data.verification.status = 'verified'
    await store.save(pending)
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
    old
      .prepare('INSERT INTO quote_drafts VALUES (?, ?, ?, ?, ?)')
      .run(
        'eski',
        'sahip',
        'kasko',
        JSON.stringify(verified('5320000704')),
        new Date().toISOString(),
      )
    old.close()
    const store = sqliteDraftStore(file)
    const kept = (await store.get('eski'))!
    expect(kept.owner).toBe('sahip')
    await store.save(kept)
    const holder = holderKey(demoEntry.NationalNumber, '5320000704')
    expect((await store.heldBy(holder)).map((d) => d.id)).toEqual(['eski'])
  })
})

describe('insuredPersons (issue 26)', () => {
  const verified = {
    ...sample,
    product: 'seyahat' as const,
    customer: demoCustomer,
  }
  const draftOf = (data: QuoteDraftData) => ({
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
      customer: { ...verified.customer, Name: '', Surname: '' },
      steps: { seyahat: { data: {}, insured: [traveller] } },
    })
    expect(insuredPersons(draft)).toEqual([traveller])
  })
})
