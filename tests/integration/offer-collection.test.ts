import { afterAll, describe, expect, it } from 'vitest'
import { pointStorefrontAt, startAgency } from '../support/agency.ts'
import { demoCustomer } from '../support/quote-requests.ts'

// The offers step's background collection against the built-in backend: one insurer too slow
// for the time limit, one that always fails, the rest answering; rows land in the draft.
const agency = await startAgency({
  insurerSimulation: {
    perInsurer: { MUNZUR: { latencyMs: [6000, 6000] }, ILGAZ: { failureRate: 1 } },
  },
})
pointStorefrontAt(agency)
let backOfficeRunning = true
afterAll(() => (backOfficeRunning ? agency.stop() : undefined))
// Far above the quick insurers' 5–30 ms even on a loaded machine, far below Munzur's 6 s.
process.env.QUOTE_INSURER_TIMEOUT_MS = '1500'
// Long enough that a loaded machine, four test files at once, does not lapse it before a test looks.
const LEASE_MS = 4000
process.env.OFFER_COLLECTION_LEASE_MS = String(LEASE_MS)
const drafts = await import('~/quote/draft.server.ts')
const collection = await import('~/quote/offers/offer-collection.server.ts')
const leases = await import('~/quote/offers/collection-lease.server.ts')
const { askWithNewListOffer } = await import('~/quote/offers/offer-call.server.ts')
const offers = await import('~/upstream/offers.server.ts')
const { collectIntoQuote } = await import('~/quote/draft-changes.ts')
const context = { member: null }
const owner = { NationalNumber: '10000000146', Phone: '5321234567' }

async function draftWithQuote() {
  const header = await offers.createQuoteHeader(
    { QueryType: 'trafik', ...owner, LicensePlateNumber: '66ABC123' },
    context,
  )
  if (!header.ok) throw new Error(header.message)
  const now = new Date().toISOString()
  return drafts.draftStore().create('test-owner', {
    stage: 'quoted',
    product: 'trafik',
    entry: {
      ...owner,
      LicensePlateNumber: '66ABC123',
      PlateStatus: '1',
      PrivacyPolicy: true,
      OpenDataAgreement: true,
      AdvertisementAgreement: false,
    },
    verification: { status: 'verified', sentAt: now, resendAvailableAt: now },
    customer: demoCustomer,
    step: 'teklifler',
    steps: {},
    quote: { HeaderGuid: header.body.Data!.HeaderGuid, createdAt: now, firms: null, rows: [] },
  })
}

describe('offer collection', () => {
  it('stores each insurer’s row, a silent or failing one as Teklif alınamadı, once per quote', async () => {
    const draft = await draftWithQuote()
    const headerGuid = draft.data.quote!.HeaderGuid
    const started = Date.now()
    await collection.ensureOfferCollection(draft.id, context, askWithNewListOffer)
    const job = collection.collectionOf(headerGuid)
    await collection.ensureOfferCollection(draft.id, context, askWithNewListOffer)
    expect(collection.collectionOf(headerGuid)).toBe(job)
    await job
    expect(Date.now() - started).toBeLessThan(5000)

    const quote = (await drafts.draftStore().get(draft.id))!.data.quote!
    expect(collection.isComplete(quote)).toBe(true)
    expect(quote.rows).toHaveLength(quote.firms!.length)
    const byCode = Object.fromEntries(quote.rows.map((r) => [r.firm.Code, r]))
    expect(byCode.MUNZUR).toMatchObject({ status: 'unavailable', message: 'Teklif alınamadı' })
    expect(byCode.ILGAZ).toMatchObject({ status: 'unavailable', message: 'Teklif alınamadı' })
    const answered = quote.rows.filter((r) => r.status === 'ok')
    expect(answered.length).toBe(quote.firms!.length - 2)
    for (const row of answered) expect(row.status === 'ok' && row.offers.length).toBeGreaterThan(0)

    // Done: asking again starts nothing.
    await collection.ensureOfferCollection(draft.id, context, askWithNewListOffer)
    expect(collection.collectionOf(headerGuid)).toBeUndefined()
  })

  it('after a restart reads back what the insurers already answered', async () => {
    const draft = await draftWithQuote()
    const headerGuid = draft.data.quote!.HeaderGuid
    await collection.ensureOfferCollection(draft.id, context, askWithNewListOffer)
    await collection.collectionOf(headerGuid)
    // As if the process had stopped after the first row was saved.
    await drafts.draftStore().change(
      draft.id,
      collectIntoQuote(headerGuid, (quote) => ({
        ...quote,
        rows: quote.rows.filter((r) => r.status === 'ok').slice(0, 1),
        firms: null,
      })),
    )

    await collection.ensureOfferCollection(draft.id, context, askWithNewListOffer)
    await collection.collectionOf(headerGuid)
    const quote = (await drafts.draftStore().get(draft.id))!.data.quote!
    expect(quote.rows).toHaveLength(quote.firms!.length)
    const ids = quote.rows.flatMap((r) => (r.status === 'ok' ? r.offers.map((o) => o.OfferId) : []))
    expect(new Set(ids).size).toBe(ids.length)
  })

  // Last: the process (and its back office) stops for good.
  it('a stopping process saves no failure for the insurers it still waits for and leaves the quote to the next', async () => {
    const draft = await draftWithQuote()
    const headerGuid = draft.data.quote!.HeaderGuid
    await collection.ensureOfferCollection(draft.id, context, askWithNewListOffer)
    const job = collection.collectionOf(headerGuid)
    // The quick insurers have answered; Munzur (6 s) is still being asked.
    await expect
      .poll(async () => (await drafts.draftStore().get(draft.id))!.data.quote!.rows.length)
      .toBeGreaterThanOrEqual(3)

    // SIGTERM: the collections are abandoned, then the back office goes as the process does.
    collection.abandonOfferCollections()
    await agency.stop()
    backOfficeRunning = false
    await job

    const quote = (await drafts.draftStore().get(draft.id))!.data.quote!
    expect(quote.rows.map((r) => r.firm.Code)).not.toContain('MUNZUR')
    // Only the insurer that always fails has a failure row.
    for (const row of quote.rows)
      expect(row.status === 'ok' || row.firm.Code === 'ILGAZ').toBe(true)
    expect(collection.isComplete(quote)).toBe(false)
    // The lease is neither renewed nor given up: another process may take the quote over once it
    // lapses, not before.
    const store = leases.collectionLeases()
    expect(await store.take(headerGuid, 'the-next-process', LEASE_MS)).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, LEASE_MS))
    expect(await store.take(headerGuid, 'the-next-process', LEASE_MS)).toBe(true)
  })
})
