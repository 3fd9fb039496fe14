import { config } from '~/platform/config.server.ts'
import { notFound } from '~/platform/not-found.server.ts'
import { definitionOf } from '~/quote/definitions.ts'
import { keyFactsOf } from '~/quote/offers/key-facts.ts'
import type { DraftQuote, QuotedDraft } from '~/quote/draft.ts'
import { insuredPersons, requireOwnDraft } from '~/quote/draft.server.ts'
import { installmentText, premiumText } from '~/quote/rules/installments.ts'
import type { RequestArgs } from '~/platform/request-context.ts'
import { upstreamContext, type AppSession } from '~/session/session.server.ts'
import type { UpstreamContext } from '~/upstream/client.server.ts'
import type { Offer } from '~/upstream/offers.server.ts'
import type { InstallmentOption } from '~/upstream/payment.server.ts'
import type { CardPayer } from './card-attempts.server.ts'
import { saleContracts } from './contracts.ts'
import type { InstallmentChoice } from './types.ts'

/** One offer of the session's own verified draft, as its checkout and its policy serve it. */
export interface Checkout {
  session: AppSession
  draft: QuotedDraft
  quote: DraftQuote
  offer: Offer
  upstream: UpstreamContext
}

/** Who is paying, as the card-testing brakes count them. */
export const payerOf = ({ session, draft, offer, upstream }: Checkout): CardPayer => ({
  offerId: offer.OfferId,
  owner: session.get('quoteOwner') ?? draft.id,
  ip: upstream.visitor?.ip ?? '',
})

/** One of the offers the quote's insurers answered. */
export const offerOfQuote = (quote: DraftQuote, offerId: string | undefined) =>
  quote.rows
    .flatMap((row) => (row.status === 'ok' ? row.offers : []))
    .find((o) => o.OfferId === offerId)

/** The session's own verified draft and one of its offers, or /404 (spec §8). */
export async function loadCheckout(
  { request, context }: RequestArgs,
  draftId: string | undefined,
  offerId: string | undefined,
): Promise<Checkout> {
  const { session, draft, quote } = await requireOwnDraft(request, draftId)
  const offer = offerOfQuote(quote, offerId)
  if (!offer) throw notFound()
  const upstream = await upstreamContext({ request, context }, session)
  return { session, draft, quote, offer, upstream }
}

export function installmentChoices(options: InstallmentOption[]): InstallmentChoice[] {
  return options.map((o) => ({
    value: String(o.Installments),
    label:
      o.Installments === 1
        ? `Tek Çekim: ${premiumText(o.Total)}`
        : `${installmentText(o.Total, o.Installments)} (toplam ${premiumText(o.Total)})`,
  }))
}

const todayText = () =>
  new Intl.DateTimeFormat('tr-TR', {
    timeZone: 'Europe/Istanbul',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date())

/** What is sold: the line, who is insured, what, under which cover, and the contracts signed. */
export function saleOf({ draft, quote, offer }: Pick<Checkout, 'draft' | 'quote' | 'offer'>) {
  const definition = definitionOf(draft.product)
  const insured = insuredPersons(draft)
  const subject = quote.subject ?? null
  const coverages = keyFactsOf(draft.product, offer.Coverages)
  const contracts = saleContracts({
    productKey: draft.product,
    agency: config.agency,
    insurer: offer.InsurerName,
    lineName: definition.name,
    packageName: offer.PackageName,
    premium: premiumText(offer.Premium),
    maxInstallments: offer.MaxInstallments,
    insuredNames: insured.map((person) => person.name),
    subject,
    coverages,
    date: todayText(),
  })
  return { definition, insured, subject, coverages, contracts }
}
