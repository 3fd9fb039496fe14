import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { QuoteDraftStore, type QuoteDraftData } from './draft.server.ts'

const dir = mkdtempSync(path.join(tmpdir(), 'bozok-drafts-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const sample: QuoteDraftData = {
  product: 'kasko',
  entry: {
    NationalNumber: '10000000146',
    Phone: '5321234567',
    LicensePlateNumber: '66ABC123',
    PlateStatus: '1',
    PrivacyPolicy: true,
    OpenDataAgreement: true,
    AdvertisementAgreement: false,
  },
  verification: { status: 'pending', sentAt: 'x', resendAvailableAt: 'y' },
}

describe('QuoteDraftStore', () => {
  it('creates, reads and saves drafts under random ids', () => {
    const store = new QuoteDraftStore(path.join(dir, 'storefront.sqlite'))
    const first = store.create('sahip', sample)
    const second = store.create('sahip', sample)
    expect(first.id).toMatch(/^[\w-]{22}$/)
    expect(second.id).not.toBe(first.id)
    expect(store.get(first.id)).toMatchObject({ owner: 'sahip', product: 'kasko', data: sample })
    first.data.verification.status = 'verified'
    store.save(first)
    // A second connection (another process) sees the saved state.
    const other = new QuoteDraftStore(path.join(dir, 'storefront.sqlite'))
    expect(other.get(first.id)?.data.verification.status).toBe('verified')
    expect(other.get('yok')).toBeNull()
  })
})
