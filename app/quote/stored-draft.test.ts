import { describe, expect, it } from 'vitest'
import { demoCustomer, demoEntry } from '../../tests/support/quote-requests.ts'
import { storedDraftData } from './stored-draft.ts'

// Drafts as the storefront wrote them before they had stages (decision 074): no `stage` field.
const pending = { status: 'pending', sentAt: 'x', resendAvailableAt: 'y' }
const entered = { product: 'kasko', entry: demoEntry, verification: pending }
const verified = {
  ...entered,
  verification: { ...pending, status: 'verified' },
  customer: demoCustomer,
  step: 'bilgiler',
}
const stepped = { ...verified, step: 'arac', steps: { arac: { data: {}, header: {} } } }
const quote = { HeaderGuid: 'q1', createdAt: 'x', firms: null, rows: [] }
const quoted = { ...stepped, step: 'teklifler', quote }
const inCheckout = { ...quoted, checkouts: { 'teklif-a': { attemptKey: 'a1' } } }

describe('a stored draft', () => {
  it('written before stages reads at the stage its data shows', () => {
    expect(storedDraftData(JSON.stringify(entered))?.stage).toBe('entered')
    expect(storedDraftData(JSON.stringify(verified))?.stage).toBe('verified')
    expect(storedDraftData(JSON.stringify(stepped))?.stage).toBe('stepped')
    expect(storedDraftData(JSON.stringify(quoted))?.stage).toBe('quoted')
    // PostgreSQL gives JSONB as an object.
    expect(storedDraftData(structuredClone(inCheckout))).toMatchObject({
      stage: 'checkout',
      checkouts: inCheckout.checkouts,
    })
    // Asked to verify again mid-quote: still quoted, its phone pending.
    expect(storedDraftData(JSON.stringify({ ...quoted, verification: pending }))).toMatchObject({
      stage: 'quoted',
      verification: { status: 'pending' },
    })
  })

  it('keeps no checkout of a quote it has since dropped', () => {
    const dropped = storedDraftData(JSON.stringify({ ...stepped, checkouts: inCheckout.checkouts }))
    expect(dropped?.stage).toBe('stepped')
    expect(dropped?.checkouts).toBeUndefined()
  })

  it('reads as written with its stage', () => {
    const written = { ...stepped, stage: 'stepped' }
    expect(storedDraftData(JSON.stringify(written))).toEqual(written)
  })

  it('is unreadable when its data does not hold what its stage needs', () => {
    expect(storedDraftData('{')).toBeNull()
    expect(storedDraftData('null')).toBeNull()
    expect(storedDraftData(JSON.stringify({ ...verified, stage: 'quoted' }))).toBeNull()
    expect(storedDraftData(JSON.stringify({ ...entered, stage: 'verified' }))).toBeNull()
    expect(storedDraftData(JSON.stringify({ ...quoted, stage: 'sold' }))).toBeNull()
    expect(storedDraftData(JSON.stringify({ ...quoted, entry: undefined }))).toBeNull()
  })

  it('is unreadable for a product line the site does not sell', () => {
    for (const product of ['', 'constructor', 'x'.repeat(10_000), 'kasko\u0000']) {
      expect(storedDraftData(JSON.stringify({ ...quoted, product }))).toBeNull()
    }
  })
})
