import { redirect } from 'react-router'
import { checkoutPath } from '~/payment/checkout-path.ts'
import { comparePackages, type Offer } from '~/upstream/offers.server.ts'
import { draftStore } from '../draft.server.ts'
import { productCodes } from '../product-codes.server.ts'
import type { ProductKey } from '../product-lines.ts'
import { ensureOfferCollection, isComplete } from './offer-collection.server.ts'
import { installmentText, premiumText } from '../rules/installments.ts'
import type { Wizard } from '../wizard/context.server.ts'
import { filterOffers } from './offer-filter.server.ts'
import { keyFactsOf } from './key-facts.ts'
import { quoteProgress } from './offer-stream.server.ts'
import { stepBefore, wizardPath } from '../wizard/navigation.ts'
import { offersStep } from './step.ts'
import type { OfferView, OffersView } from './types.ts'

export const compareMessage = 'Karşılaştırmak için iki ya da üç teklif seçiniz.'

/** The offer ids asked to compare: repeated OfferIds (the checkboxes) or one comma-separated. */
export function selectedOfferIds(url: URL): string[] {
  const ids = url.searchParams
    .getAll('OfferIds')
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => /^[\w-]{1,64}$/.test(v))
  return [...new Set(ids)]
}

const offerView = (
  draft: { id: string; product: ProductKey },
  offer: Offer,
  currentInsurer: boolean,
): OfferView => ({
  OfferId: offer.OfferId,
  insurer: offer.InsurerName,
  packageName: offer.PackageName,
  premium: premiumText(offer.Premium),
  installment: installmentText(offer.Premium, offer.MaxInstallments),
  coverages: keyFactsOf(draft.product, offer.Coverages),
  buyHref: checkoutPath(draft.id, offer.OfferId),
  currentInsurer,
})

/** The PDF resource route of a draft: the offer list, or the given offers compared. */
export const pdfPath = (draftId: string, compare?: string[]) =>
  `/teklif-pdf/${draftId}` +
  (compare ? `?tur=karsilastirma&OfferIds=${compare.map(encodeURIComponent).join(',')}` : '')

/**
 * The offers: each insurer's answer as it arrives, sorted by price; compare; PDF. Without a quote
 * (a data step changed since) the visitor goes back to the step that opens one.
 */
export async function loadOffers({
  definition,
  draft,
  upstream,
  url,
}: Wizard): Promise<OffersView> {
  if (!draft.data.quote) {
    throw redirect(wizardPath(definition, draft.id, stepBefore(definition, offersStep.segment)!))
  }
  let quote = draft.data.quote
  // A complete quote changes no more: the draft the wizard read for this request is current.
  if (!isComplete(quote)) {
    await ensureOfferCollection(draft.id, upstream, definition.askForOffers)
    quote = (await draftStore().get(draft.id))?.data.quote ?? quote
  }
  const offers = quote.rows
    .flatMap((row) => (row.status === 'ok' ? row.offers : []))
    .sort((a, b) => a.Premium - b.Premium)
  const answered = new Set(quote.rows.map((r) => r.firm.Id))
  const shown = await filterOffers(
    offers,
    url,
    { headerGuid: quote.HeaderGuid, branchId: productCodes[definition.key].branchId },
    upstream,
  )

  const selected = selectedOfferIds(url)
  let comparison: OffersView['comparison'] = null
  let message: string | null = null
  if (url.searchParams.has('OfferIds')) {
    const ours = selected.filter((id) => offers.some((o) => o.OfferId === id))
    if (ours.length < 2 || ours.length > 3 || ours.length !== selected.length) {
      message = compareMessage
    } else {
      const compared = await comparePackages(ours, upstream)
      if (!compared.ok || !compared.body.Data) {
        message = compared.ok ? compareMessage : compared.message
      } else if (compared.body.Data.HeaderGuid !== quote.HeaderGuid) {
        message = compareMessage
      } else {
        const { Offers, Coverages } = compared.body.Data
        comparison = {
          offers: Offers.map((o) => ({
            OfferId: o.OfferId,
            insurer: o.InsurerName,
            packageName: o.PackageName,
            premium: premiumText(o.Premium),
            installment: installmentText(o.Premium, o.MaxInstallments),
            buyHref: checkoutPath(draft.id, o.OfferId),
          })),
          rows: Coverages.map((c) => ({
            name: c.Name,
            values: c.Values,
            differs: new Set(c.Values).size > 1,
          })),
        }
      }
    }
  }
  return {
    subject: quote.subject ?? null,
    // A renewal marks the offers of the insurer whose policy it renews.
    offers: shown.offers.map((offer) =>
      offerView(draft, offer, offer.InsurerCode === draft.data.renewal?.insurerCode),
    ),
    offerCount: offers.length,
    filter: shown.filter,
    unavailable: quote.rows.flatMap((row) =>
      row.status === 'unavailable' ? [{ firm: row.firm.Name, message: row.message }] : [],
    ),
    waitingFor: (quote.firms ?? []).filter((f) => !answered.has(f.Id)).map((f) => f.Name),
    answeredCount: answered.size,
    done: isComplete(quote),
    progress: quoteProgress(quote),
    streamHref: `/teklif-akisi/${draft.id}`,
    failure: quote.failure ?? null,
    selected,
    comparison,
    compareMessage: message,
    pdfHref: pdfPath(draft.id),
    comparePdfHref: comparison
      ? pdfPath(
          draft.id,
          comparison.offers.map((o) => o.OfferId),
        )
      : null,
    pdfFailed: url.searchParams.get('pdf') === 'hata',
  }
}
