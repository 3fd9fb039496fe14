import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { STALE_AFTER_MS, sqliteCollectionLeases } from './collection-lease.server.ts'

const dir = mkdtempSync(path.join(tmpdir(), 'bozok-leases-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('offer collection leases in SQLite', () => {
  const file = path.join(dir, 'storefront.sqlite')
  const leases = sqliteCollectionLeases(file)
  const rows = () =>
    new SQLite(file)
      .prepare<[], { n: number }>('SELECT count(*) AS n FROM collection_leases')
      .get()!.n

  it('one owner at a time; a lease that ran out is free for the next', async () => {
    expect(await leases.take('teklif-1', 'a', 60_000)).toBe(true)
    expect(await leases.take('teklif-1', 'b', 60_000)).toBe(false)
    expect(await leases.take('teklif-1', 'a', 60_000)).toBe(true)
    expect(await leases.take('teklif-2', 'b', -1)).toBe(true)
    expect(await leases.take('teklif-2', 'a', 60_000)).toBe(true)
    await leases.release('teklif-1', 'b')
    expect(await leases.take('teklif-1', 'b', 60_000)).toBe(false)
    await leases.release('teklif-1', 'a')
    expect(await leases.take('teklif-1', 'b', 60_000)).toBe(true)
  })

  it('the lease of a process that died is deleted an hour after it ran out, not before', async () => {
    const before = rows()
    await leases.take('teklif-olu', 'olu', 1_000)
    const ranOut = Date.now() + 1_000
    await leases.sweep(ranOut + STALE_AFTER_MS - 5_000)
    expect(rows()).toBe(before + 1)
    await leases.sweep(ranOut + STALE_AFTER_MS + 5_000)
    // The leases of the first test run for another minute: they stay.
    expect(rows()).toBe(before)
  })
})
