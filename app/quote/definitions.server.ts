import { definitionOf, type ProductDefinition } from './definitions.ts'
import { askWithNewListOffer, type FirmOfferCall } from './offers/offer-call.server.ts'
import type { ProductKey } from './product-lines.ts'
import { askForPhoneOffers } from './steps/phone/offer-call.server.ts'

/**
 * A line's whole definition on the server: `definitions.ts` with what only the server may hold,
 * since the browser's bundle and `app/routes.ts` read that file too.
 */
export interface LineDefinition extends ProductDefinition {
  /** How each of the quote's insurers is asked for its offers (spec §7). */
  askForOffers: FirmOfferCall
}

/** The phone line asks with POST /mobilephone/teklif; every other line with NewListOffer. */
const offerCalls: Partial<Record<ProductKey, FirmOfferCall>> = { telefon: askForPhoneOffers }

export const lineDefinitionOf = (key: ProductKey): LineDefinition => ({
  ...definitionOf(key),
  askForOffers: offerCalls[key] ?? askWithNewListOffer,
})
