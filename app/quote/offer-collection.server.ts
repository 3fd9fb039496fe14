import { config } from '~/config.server.ts'
import type { UpstreamContext } from '~/upstream/client.server.ts'
import {
  getFirmOffers,
  getQuoteFirms,
  getQuoteOffers,
  type Firm,
  type Offer,
} from '~/upstream/offers.server.ts'
import { draftStore, type DraftOfferRow, type DraftQuote, type QuoteDraft } from './draft.server.ts'
import type { ProductKey } from './product-lines.ts'
import { quoteEvents } from './quote-events.server.ts'
import { collectOffers } from './rules/collect-offers.ts'
import { askForPhoneOffers } from './steps/phone/offer-call.server.ts'

/** How one insurer is asked for its offers on a quote. */
export type FirmOfferCall = (
  ask: { draft: QuoteDraft; firm: Firm; headerGuid: string },
  context: UpstreamContext,
  timeoutMs: number,
) => ReturnType<typeof getFirmOffers>

const askWithNewListOffer: FirmOfferCall = ({ draft, firm, headerGuid }, context, timeoutMs) =>
  getFirmOffers(
    { HeaderGuid: headerGuid, InsuranceFirm: firm.Id, QueryType: draft.data.product },
    context,
    timeoutMs,
  )

/** Lines whose insurers are asked with a call of their own (spec §7); the rest use NewListOffer. */
const lineOfferCalls: Partial<Record<ProductKey, FirmOfferCall>> = { telefon: askForPhoneOffers }

/** How long one insurer may take before its row says 'Teklif alınamadı'. */

const collectionFailed = 'Teklifler alınırken bir sorun oluştu. Lütfen sayfayı yenileyin.'

/** The collections running in this process, by HeaderGuid, so each quote is asked for once. */
const running = new Map<string, Promise<void>>()

/** Every insurer has a row (or the firm list itself failed): nothing more will arrive. */
export const isComplete = (quote: DraftQuote) =>
  quote.failure !== undefined || (quote.firms !== null && quote.rows.length >= quote.firms.length)

/**
 * Changes the draft's quote in one synchronous read-modify-write (better-sqlite3 does not
 * yield), so rows arriving together and the visitor's own saves never overwrite each other. A
 * draft that has since opened another quote (the vehicle changed) is left alone.
 */
function updateQuote(draftId: string, headerGuid: string, change: (quote: DraftQuote) => void) {
  const draft = draftStore().get(draftId)
  if (!draft?.data.quote || draft.data.quote.HeaderGuid !== headerGuid) return
  change(draft.data.quote)
  draftStore().save(draft)
  quoteEvents().publish(draftId)
}

function addRow(quote: DraftQuote, row: DraftOfferRow) {
  if (!quote.rows.some((r) => r.firm.Id === row.firm.Id)) quote.rows.push(row)
}

async function collect(draftId: string, headerGuid: string, context: UpstreamContext) {
  const draft = draftStore().get(draftId)
  if (!draft?.data.quote) return
  const queryType = draft.data.product
  const firms = await getQuoteFirms(
    {
      QueryType: queryType,
      Gsm: draft.data.entry.Phone,
      NationalNumber: draft.data.entry.NationalNumber,
      HeaderGuid: headerGuid,
    },
    context,
  )
  if (!firms.ok) {
    updateQuote(draftId, headerGuid, (quote) => void (quote.failure = firms.message))
    return
  }
  const list: Firm[] = firms.body.Results ?? []
  // After a restart, what the insurers already answered is stored upstream: read it back
  // instead of asking them again.
  const stored =
    draft.data.quote.rows.length === 0 ? null : await getQuoteOffers(headerGuid, context)
  updateQuote(draftId, headerGuid, (quote) => {
    quote.firms = list
    if (stored?.ok) {
      for (const firm of list) {
        const offers = (stored.body.Results ?? []).filter((o) => o.InsuranceFirm === firm.Id)
        if (offers.length > 0) addRow(quote, { firm, status: 'ok', offers })
      }
    }
  })
  const answered = new Set(
    draftStore()
      .get(draftId)
      ?.data.quote?.rows.map((r) => r.firm.Id),
  )
  const timeoutMs = config.quote.insurerTimeoutMs
  const ask = lineOfferCalls[queryType] ?? askWithNewListOffer
  const rows = collectOffers<Firm, Offer>(
    list.filter((firm) => !answered.has(firm.Id)),
    async (firm) => {
      const result = await ask({ draft, firm, headerGuid }, context, timeoutMs + 1_000)
      return result.ok
        ? { ok: true, offers: result.body.Results ?? [] }
        : { ok: false, message: result.message }
    },
    { perInsurerTimeoutMs: timeoutMs },
  )
  for await (const row of rows) {
    updateQuote(draftId, headerGuid, (quote) =>
      addRow(
        quote,
        row.status === 'ok'
          ? { firm: row.firm, status: 'ok', offers: row.offers }
          : { firm: row.firm, status: 'unavailable', message: row.message, detail: row.detail },
      ),
    )
  }
}

/**
 * Starts asking the insurers for the draft's quote unless that is already under way or done.
 * It runs in the background: the offers page shows the rows saved so far and hears of the rest.
 */
export function ensureOfferCollection(draftId: string, context: UpstreamContext): void {
  const quote = draftStore().get(draftId)?.data.quote
  if (!quote || isComplete(quote) || running.has(quote.HeaderGuid)) return
  const { HeaderGuid } = quote
  const job = collect(draftId, HeaderGuid, context)
    .catch(() => {
      // Unexpected (the upstream calls return failures as values): the visitor may try again.
      updateQuote(draftId, HeaderGuid, (q) => void (q.failure = collectionFailed))
    })
    .finally(() => running.delete(HeaderGuid))
  running.set(HeaderGuid, job)
}

/** For tests: wait until the quote's collection, if running, has ended. */
export const collectionOf = (headerGuid: string) => running.get(headerGuid)
