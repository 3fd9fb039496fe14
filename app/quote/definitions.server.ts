import { definitionOf, type ProductDefinition, type QuestionStepSegment } from './definitions.ts'
import { askWithNewListOffer, type FirmOfferCall } from './offers/offer-call.server.ts'
import type { ProductKey } from './product-lines.ts'
import { addressRenewal } from './steps/address/renewal.server.ts'
import { customerRenewal } from './steps/customer/renewal.server.ts'
import { daskBuildingRenewal } from './steps/dask-building/renewal.server.ts'
import { homeRenewal } from './steps/home/renewal.server.ts'
import { insuredPeopleRenewal } from './steps/insured-people/renewal.server.ts'
import { petRenewal } from './steps/pet/renewal.server.ts'
import { askForPhoneOffers } from './steps/phone/offer-call.server.ts'
import { phoneRenewal } from './steps/phone/renewal.server.ts'
import { residenceRenewal } from './steps/residence/renewal.server.ts'
import { travelRenewal } from './steps/travel/renewal.server.ts'
import { vehicleRenewal } from './steps/vehicle/renewal.server.ts'
import type { StepRenewal } from './wizard/step-renewal.server.ts'

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

/**
 * What each step a line asks carries from a renewed policy, declared in the step's folder
 * (decision 073). Keyed by every such step of `definitions.ts`: a step without its declaration,
 * or with another step's, fails the type check.
 */
const stepRenewals: { [Segment in QuestionStepSegment]: StepRenewal<Segment> } = {
  bilgiler: customerRenewal,
  arac: vehicleRenewal,
  adres: addressRenewal,
  bina: daskBuildingRenewal,
  ev: homeRenewal,
  seyahat: travelRenewal,
  hayvan: petRenewal,
  cihaz: phoneRenewal,
  sigortalilar: insuredPeopleRenewal,
  ikamet: residenceRenewal,
}

/** The renewal a step declares; none for the offers step, which carries nothing. */
export const stepRenewalOf = (segment: string): StepRenewal | undefined =>
  Object.values<StepRenewal>(stepRenewals).find((renewal) => renewal.step.segment === segment)
