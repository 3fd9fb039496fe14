import { randomBytes } from 'node:crypto'
import { config } from '~/platform/config.server.ts'
import { funnel } from '../../../server/metrics.ts'
import type { UpstreamFailure, UpstreamContext } from '~/upstream/client.server.ts'
import { getQuoteFirms, getQuoteOffers, type Firm, type Offer } from '~/upstream/offers.server.ts'
import { collectionLeases } from './collection-lease.server.ts'
import { definitionOf } from '../definitions.ts'
import { productCodes } from '../product-codes.server.ts'
import { askForBirthDate, collectIntoQuote } from '../draft-changes.ts'
import type { DraftOfferRow, DraftQuote } from '../draft.ts'
import { draftStore } from '../draft.server.ts'
import { failureOutcome, withQueueRetry } from '../flow-outcome.ts'
import { collectOffers } from '../rules/collect-offers.ts'
import { verifyAgain } from '~/verification/quote-entry.server.ts'
import type { FirmOfferCall } from './offer-call.server.ts'
import { quoteEvents } from './quote-events.server.ts'

const collectionFailed = 'Teklifler alınırken bir sorun oluştu. Lütfen sayfayı yenileyin.'

/** This process as a lease owner: its pid and a random part, since pids repeat across hosts. */
const processOwner = `${process.pid}-${randomBytes(6).toString('hex')}`

/** The collections this process runs, by HeaderGuid, so it asks for each quote once. */
const running = new Map<string, Promise<void>>()

/** Set once the process is stopping: its collections write nothing more and keep their leases. */
let abandoned = false

/**
 * For a process that is stopping. Its collections stop writing and stop renewing their leases
 * without giving them up: the insurers it still waits for fail as the process goes (the back office
 * with it), and those failures are not the insurers' answers. Once a lease lapses, the next
 * process serving that offers page takes the quote over and asks only the insurers that have not
 * answered (decision 019).
 */
export function abandonOfferCollections() {
  abandoned = true
}

/** Every insurer has a row (or the firm list itself failed): nothing more will arrive. */
export const isComplete = (quote: DraftQuote) =>
  quote.failure !== undefined || (quote.firms !== null && quote.rows.length >= quote.firms.length)

/**
 * Changes the draft's quote, unless the draft has since dropped it, and tells whoever shows its
 * offers, in this process or another.
 */
async function updateQuote(
  draftId: string,
  headerGuid: string,
  change: (quote: DraftQuote) => DraftQuote,
) {
  if (abandoned) return
  const written = await draftStore().change(draftId, collectIntoQuote(headerGuid, change))
  if (written) quoteEvents().publish(draftId)
}

/** The quote with the insurer's row, unless it has one already. */
const withRow = (quote: DraftQuote, row: DraftOfferRow): DraftQuote =>
  quote.rows.some((r) => r.firm.Id === row.firm.Id)
    ? quote
    : { ...quote, rows: [...quote.rows, row] }

/** The firm list come back, with each firm's offers already stored upstream as its row. */
function withFirms(quote: DraftQuote, list: Firm[], storedOffers: Offer[]): DraftQuote {
  let next: DraftQuote = { ...quote, firms: list }
  for (const firm of list) {
    const offers = storedOffers.filter((o) => o.InsuranceFirm === firm.Id)
    if (offers.length > 0) next = withRow(next, { firm, status: 'ok', offers })
  }
  return next
}

const failedWith = (failure: string) => (quote: DraftQuote) => ({ ...quote, failure })

const asksToVerify = (failure: UpstreamFailure) => failureOutcome(failure).action === 'verify'

/**
 * Spec §8 1006 from the firm list or an insurer: the line's last step asks for the birth date
 * (QuoteStepForm), and sending it opens the quote anew with it.
 */
async function askBirthDate(draftId: string, failure: UpstreamFailure) {
  if (failureOutcome(failure).action !== 'ask-birth-date') return
  await draftStore().change(draftId, askForBirthDate())
}

/**
 * Spec §8 1004 or 1002 from the firm list or an insurer: a new SMS code, and the offers page
 * leads to the SMS dialog. Nothing is stored for the insurers that asked: after the code, the
 * collection asks them again.
 */
async function verifyBeforeOffers(draftId: string, context: UpstreamContext) {
  const draft = await draftStore().get(draftId)
  if (draft?.data.verification.status !== 'verified') return
  await verifyAgain(definitionOf(draft.product), draft, context)
  quoteEvents().publish(draftId)
}

async function collect(
  draftId: string,
  headerGuid: string,
  context: UpstreamContext,
  ask: FirmOfferCall,
) {
  const draft = await draftStore().get(draftId)
  if (!draft?.data.quote) return
  const line = draft.data.product
  const firms = await withQueueRetry(() =>
    getQuoteFirms(
      {
        QueryType: productCodes[line].queryType,
        Gsm: draft.data.entry.Phone,
        NationalNumber: draft.data.entry.NationalNumber,
        HeaderGuid: headerGuid,
      },
      context,
    ),
  )
  if (!firms.ok) {
    if (asksToVerify(firms)) return verifyBeforeOffers(draftId, context)
    await askBirthDate(draftId, firms)
    const { message } = failureOutcome(firms)
    await updateQuote(draftId, headerGuid, failedWith(message))
    return
  }
  const list: Firm[] = firms.body.Results ?? []
  // Taking over from a process that stopped (or after a restart), what the insurers already
  // answered is stored upstream: read it back instead of asking them again.
  const begun = draft.data.quote.firms !== null || draft.data.quote.rows.length > 0
  const stored = begun ? await getQuoteOffers(headerGuid, context) : null
  const upstreamOffers = stored?.ok ? (stored.body.Results ?? []) : []
  await updateQuote(draftId, headerGuid, (quote) => withFirms(quote, list, upstreamOffers))
  const answered = new Set(
    (await draftStore().get(draftId))?.data.quote?.rows.map((r) => r.firm.Id),
  )
  const timeoutMs = config.quote.insurerTimeoutMs
  const askedToVerify = new Set<number>()
  const rows = collectOffers<Firm, Offer>(
    list.filter((firm) => !answered.has(firm.Id)),
    async (firm) => {
      const result = await withQueueRetry(() =>
        ask({ draft, firm, headerGuid }, context, timeoutMs + 1_000),
      )
      if (result.ok) return { ok: true, offers: result.body.Results ?? [] }
      if (asksToVerify(result)) {
        const first = askedToVerify.size === 0
        askedToVerify.add(firm.Id)
        if (first) await verifyBeforeOffers(draftId, context)
      }
      await askBirthDate(draftId, result)
      return { ok: false, message: failureOutcome(result).message }
    },
    { perInsurerTimeoutMs: timeoutMs },
  )
  for await (const row of rows) {
    // Stopping the iteration lets go of the insurers still being waited for.
    if (abandoned) break
    if (askedToVerify.has(row.firm.Id)) continue
    await updateQuote(draftId, headerGuid, (quote) =>
      withRow(
        quote,
        row.status === 'ok'
          ? { firm: row.firm, status: 'ok', offers: row.offers }
          : { firm: row.firm, status: 'unavailable', message: row.message, detail: row.detail },
      ),
    )
  }
  if (abandoned) return
  // Counted once per quote, by the process that finished asking, when any insurer offered.
  const saved = (await draftStore().get(draftId))?.data.quote?.rows ?? []
  if (saved.some((row) => row.status === 'ok' && row.offers.length > 0)) {
    funnel.reached(line, 'offers_shown')
  }
}

/**
 * Collects under the quote's lease, renewed while the insurers are asked. Without the lease
 * another process is collecting: the offers page follows the shared store either way.
 */
async function collectUnderLease(
  draftId: string,
  headerGuid: string,
  context: UpstreamContext,
  ask: FirmOfferCall,
) {
  const leases = collectionLeases()
  const leaseMs = config.quote.collectionLeaseMs
  if (!(await leases.take(headerGuid, processOwner, leaseMs))) return
  const renewal = setInterval(() => {
    if (!abandoned) void leases.take(headerGuid, processOwner, leaseMs).catch(() => {})
  }, leaseMs / 3)
  try {
    await collect(draftId, headerGuid, context, ask)
  } catch {
    // Unexpected (the upstream calls return failures as values): the visitor may try again.
    await updateQuote(draftId, headerGuid, failedWith(collectionFailed))
  } finally {
    clearInterval(renewal)
    if (!abandoned) await leases.release(headerGuid, processOwner)
  }
}

/**
 * Starts asking the insurers for the draft's quote unless that is done, or under way here or in
 * another process whose lease is still renewed. It runs in the background: the offers page shows
 * the rows saved so far and follows the quote's events. Each insurer is asked with the line's own
 * call (`LineDefinition.askForOffers`).
 */
export async function ensureOfferCollection(
  draftId: string,
  context: UpstreamContext,
  askForOffers: FirmOfferCall,
): Promise<void> {
  if (abandoned) return
  const quote = (await draftStore().get(draftId))?.data.quote
  if (!quote || isComplete(quote) || running.has(quote.HeaderGuid)) return
  const { HeaderGuid } = quote
  const job = collectUnderLease(draftId, HeaderGuid, context, askForOffers)
    // A lost store connection: the lease runs out and the next visit to the page tries again.
    .catch(() => {})
    .finally(() => running.delete(HeaderGuid))
  running.set(HeaderGuid, job)
}

/** For tests: wait until the quote's collection, if running in this process, has ended. */
export const collectionOf = (headerGuid: string) => running.get(headerGuid)
