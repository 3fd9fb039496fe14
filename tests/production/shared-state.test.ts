import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Redis } from 'ioredis'
import type pg from 'pg'
import type * as SharedModule from '~/platform/shared-state.server.ts'
import type * as OffersModule from '~/upstream/offers.server.ts'
import { openAgencyDb } from '../../server/agency/db/database.ts'
import { prepareDatabase } from '../../server/agency/db/prepare.ts'
import { redisRateLimiter } from '../../server/agency/members/rate-limit.ts'
import { demoCustomer, demoEntry } from '../support/quote-requests.ts'
import {
  freshPostgresDatabase,
  startAgency,
  pointStorefrontAt,
  type RunningAgency,
} from '../support/agency.ts'

// Production mode: two "processes" (two pools, two Redis connections, as two storefronts would
// hold) on one PostgreSQL and one Redis (TEST_DATABASE_URL, TEST_REDIS_URL; vitest.config.ts).

// Counts every insurer asked, whichever process asks.
vi.mock('~/upstream/offers.server.ts', async (importOriginal) => {
  const original = await importOriginal<typeof OffersModule>()
  return { ...original, getFirmOffers: vi.fn(original.getFirmOffers) }
})

const LEASE_MS = 1500
let agency: RunningAgency
let database: Awaited<ReturnType<typeof freshPostgresDatabase>>
let shared: typeof SharedModule
let first: pg.Pool
let second: pg.Pool
const redisConnections: Redis[] = []

beforeAll(async () => {
  agency = await startAgency({ backend: 'sqlite' })
  pointStorefrontAt(agency)
  database = await freshPostgresDatabase(process.env.TEST_DATABASE_URL!)
  process.env.DATABASE_URL = database.url
  process.env.REDIS_URL = process.env.TEST_REDIS_URL
  process.env.OFFER_COLLECTION_LEASE_MS = String(LEASE_MS)
  shared = await import('~/platform/shared-state.server.ts')
  first = shared.openSharedDatabase(database.url)
  second = shared.openSharedDatabase(database.url)
  // Two processes starting at once both migrate; neither fails.
  await Promise.all([shared.migrateSharedTables(first), shared.migrateSharedTables(second)])
})

afterAll(async () => {
  for (const redis of redisConnections) redis.disconnect()
  await Promise.all([first?.end(), second?.end(), (await shared?.sharedDatabase())?.end()])
  shared?.sharedRedis()?.disconnect()
  await database?.drop()
  await agency?.stop()
})

function redisConnection() {
  const redis = shared.openRedis(process.env.TEST_REDIS_URL!)
  redisConnections.push(redis)
  return redis
}

const entry = demoEntry

describe('production mode: state shared between storefront processes', () => {
  it('a session written by one process is read, changed and ended by another', async () => {
    const { postgresSessionStore } = await import('~/session/session-store.server.ts')
    const one = postgresSessionStore(Promise.resolve(first))
    const other = postgresSessionStore(Promise.resolve(second))
    const inAnHour = new Date(Date.now() + 3_600_000)
    const id = await one.create({ quoteIds: ['a'] }, inAnHour)
    expect(await other.read(id)).toEqual({ quoteIds: ['a'] })
    await other.update(id, { quoteIds: ['a', 'b'] }, inAnHour)
    expect(await one.read(id)).toEqual({ quoteIds: ['a', 'b'] })
    await other.update(id, { quoteIds: ['a', 'b'] }, new Date(Date.now() - 1000))
    expect(await one.read(id)).toBeNull()
    await one.delete(id)
  })

  it('a new password in one process ends the member’s other sessions in all of them', async () => {
    const { postgresSessionStore } = await import('~/session/session-store.server.ts')
    const one = postgresSessionStore(Promise.resolve(first))
    const other = postgresSessionStore(Promise.resolve(second))
    const inAnHour = new Date(Date.now() + 3_600_000)
    const uid = `uye-${Date.now()}`
    const member = { member: { uid, name: 'Ayşe', surname: 'Yılmaz' } }
    const here = await one.create(member, inAnHour)
    const there = await other.create(member, inAnHour)
    const someoneElse = await other.create({ member: { uid: `${uid}-baska` } }, inAnHour)
    await one.deleteMemberSessions(uid, here)
    expect(await other.read(here)).toEqual(member)
    expect(await one.read(there)).toBeNull()
    expect(await one.read(someoneElse)).not.toBeNull()
    await one.delete(here)
    await one.delete(someoneElse)
  })

  it('an IP’s entry attempts and a phone’s logins are counted across processes', async () => {
    const { redisVisitorLimiter } = await import('~/platform/visitor-limits.server.ts')
    const window = { limit: 5, windowMs: 60_000 }
    const one = redisVisitorLimiter(redisConnection(), 'entry', window)
    const other = redisVisitorLimiter(redisConnection(), 'entry', window)
    const ip = `198.51.100.${Date.now() % 250}`
    const answers = []
    for (let i = 0; i < 6; i++) answers.push(await (i % 2 ? one : other)(ip))
    expect(answers).toEqual([true, true, true, true, true, false])
    expect(await one(`${ip}0`)).toBe(true)

    const notShared = vi.fn()
    const loginsHere = redisRateLimiter(redisConnection(), 'test-login', window, notShared)
    const loginsThere = redisRateLimiter(redisConnection(), 'test-login', window, notShared)
    const phone = `555${Date.now() % 10_000_000}`
    const logins = []
    for (let i = 0; i < 6; i++) logins.push(await (i % 2 ? loginsHere : loginsThere).take(phone))
    expect(logins).toEqual([true, true, true, true, true, false])
    // A lock one process set is seen by the other, and a right password there ends it for both.
    expect(await loginsThere.spent(phone)).toBe(true)
    await loginsHere.forget(phone)
    expect(await loginsThere.spent(phone)).toBe(false)
    expect(notShared).not.toHaveBeenCalled()
  })

  it('/readyz names nothing the site runs without while Redis answers', async () => {
    const readyz = await import('~/routes/readyz.ts')
    await shared.sharedRedis()!.ping()
    const response = await readyz.loader()
    expect(response.status).toBe(200)
    expect(await response.json()).not.toHaveProperty('degraded')
  })

  it('failed card payments counted by one process pause card payments in the other', async () => {
    const { redisFailureTally } = await import('~/platform/visitor-limits.server.ts')
    const one = redisFailureTally(redisConnection(), 'card', 60_000)
    const other = redisFailureTally(redisConnection(), 'card', 60_000)
    const offer = `offer:${Date.now()}`
    const now = Date.now()
    await one.record(offer, now)
    await other.record(offer, now + 1)
    await one.record(offer, now + 2)
    expect(await other.count(offer, now + 3)).toBe(3)
    // The window moves on: failures older than it no longer count.
    expect(await one.count(offer, now + 60_002)).toBe(0)
  })

  it('without Redis an IP’s entry attempt is let through at once, not refused or failed', async () => {
    const { redisVisitorLimiter } = await import('~/platform/visitor-limits.server.ts')
    const warn = vi.spyOn(shared.stateLog, 'warn').mockImplementation(() => {})
    // Nothing listens on port 1: every connection attempt is refused.
    const away = shared.openRedis('redis://127.0.0.1:1')
    redisConnections.push(away)
    const started = Date.now()
    try {
      expect(
        await redisVisitorLimiter(away, 'entry', { limit: 1, windowMs: 60_000 })('192.0.2.1'),
      ).toBe(true)
      expect(Date.now() - started).toBeLessThan(3_000)
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ limit: 'entry' }),
        'not counted: Redis did not answer',
      )
    } finally {
      warn.mockRestore()
    }
  })

  it('two backend processes starting at once on a new database both migrate and seed it once', async () => {
    const fresh = await freshPostgresDatabase(process.env.TEST_DATABASE_URL!)
    const dbs = [1, 2].map(() => openAgencyDb({ databaseUrl: fresh.url, dataDir: agency.dataDir }))
    try {
      await Promise.all(dbs.map((db) => prepareDatabase(db, { demoMembers: true })))
      const members = await dbs[0]!
        .selectFrom('members')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
      await prepareDatabase(dbs[1]!, { demoMembers: true })
      const again = await dbs[1]!
        .selectFrom('members')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
      expect(Number(members.n)).toBeGreaterThan(0)
      expect(again.n).toBe(members.n)
    } finally {
      await Promise.all(dbs.map((db) => db.destroy()))
      await fresh.drop()
    }
  }, 120_000)

  it('a collection whose owner stopped renewing is taken over, asking only the insurers that have not answered', async () => {
    const offers = await import('~/upstream/offers.server.ts')
    const drafts = await import('~/quote/draft.server.ts')
    const { collectionLeases } = await import('~/quote/offers/collection-lease.server.ts')
    const collection = await import('~/quote/offers/offer-collection.server.ts')
    const { askWithNewListOffer } = await import('~/quote/offers/offer-call.server.ts')
    const { redisQuoteEvents } = await import('~/quote/offers/quote-events.server.ts')
    const { collectIntoQuote } = await import('~/quote/draft-changes.ts')
    const context = { member: null }

    const header = await offers.createQuoteHeader({ QueryType: 'trafik', ...entry }, context)
    if (!header.ok) throw new Error(header.message)
    const HeaderGuid = header.body.Data!.HeaderGuid
    const now = new Date().toISOString()
    const draft = await drafts.draftStore().create('sahip', {
      stage: 'quoted',
      product: 'trafik',
      entry,
      verification: { status: 'verified', sentAt: now, resendAvailableAt: now },
      customer: demoCustomer,
      step: 'teklifler',
      steps: {},
      quote: { HeaderGuid, createdAt: now, firms: null, rows: [] },
    })

    // The process that stopped: it held the lease, saved the first insurer's row, and the
    // second insurer had answered upstream before the process could save that row.
    const stopped = 'a-process-that-stopped'
    expect(await collectionLeases().take(HeaderGuid, stopped, LEASE_MS)).toBe(true)
    const firms = await offers.getQuoteFirms(
      { QueryType: 'trafik', Gsm: entry.Phone, NationalNumber: entry.NationalNumber, HeaderGuid },
      context,
    )
    if (!firms.ok) throw new Error(firms.message)
    const list = firms.body.Results!
    expect(list.length).toBeGreaterThan(3)
    const [answered, storedUpstream] = [list[0]!, list[1]!]
    const ask = (firm: (typeof list)[number]) =>
      offers.getFirmOffers({ HeaderGuid, InsuranceFirm: firm.Id, QueryType: 'trafik' }, context)
    const firstAnswer = await ask(answered)
    if (!firstAnswer.ok) throw new Error(firstAnswer.message)
    await ask(storedUpstream)
    await drafts.draftStore().change(
      draft.id,
      collectIntoQuote(HeaderGuid, (quote) => ({
        ...quote,
        firms: list,
        rows: [{ firm: answered, status: 'ok', offers: firstAnswer.body.Results ?? [] }],
      })),
    )
    const asked = vi.mocked(offers.getFirmOffers)
    asked.mockClear()

    // A visitor on another process watches the offers page.
    let updates = 0
    const stopWatching = redisQuoteEvents(process.env.TEST_REDIS_URL!).subscribe(
      draft.id,
      () => void (updates += 1),
    )

    // While the lease is still running, the page's process leaves the collection alone.
    await collection.ensureOfferCollection(draft.id, context, askWithNewListOffer)
    await collection.collectionOf(HeaderGuid)
    expect(asked).not.toHaveBeenCalled()
    expect((await drafts.draftStore().get(draft.id))!.data.quote!.rows).toHaveLength(1)

    await new Promise((resolve) => setTimeout(resolve, LEASE_MS + 200))
    await collection.ensureOfferCollection(draft.id, context, askWithNewListOffer)
    await collection.collectionOf(HeaderGuid)

    const quote = (await drafts.draftStore().get(draft.id))!.data.quote!
    expect(collection.isComplete(quote)).toBe(true)
    expect(quote.rows.map((r) => r.firm.Id).sort()).toEqual(list.map((f) => f.Id).sort())
    const askedFirms = asked.mock.calls.map(([request]) => request.InsuranceFirm).sort()
    expect(askedFirms).toEqual(
      list
        .filter((f) => f !== answered && f !== storedUpstream)
        .map((f) => f.Id)
        .sort(),
    )
    await expect.poll(() => updates).toBeGreaterThanOrEqual(list.length - 2)
    stopWatching()
    // Done: the lease was given up, so the next collection of this quote could start at once.
    expect(await collectionLeases().take(HeaderGuid, 'next', LEASE_MS)).toBe(true)
  })

  it('the lease of a process that died is deleted an hour after it ran out, not before', async () => {
    const { postgresCollectionLeases, STALE_AFTER_MS } =
      await import('~/quote/offers/collection-lease.server.ts')
    const leases = postgresCollectionLeases(Promise.resolve(first))
    const held = async () =>
      (
        await second.query(
          "SELECT 1 FROM storefront_collection_leases WHERE header_guid = 'teklif-olu'",
        )
      ).rowCount
    expect(await leases.take('teklif-olu', 'olu', 1_000)).toBe(true)
    const ranOut = Date.now() + 1_000
    await leases.sweep(ranOut + STALE_AFTER_MS - 60_000)
    expect(await held()).toBe(1)
    await leases.sweep(ranOut + STALE_AFTER_MS + 60_000)
    expect(await held()).toBe(0)
  })
})
