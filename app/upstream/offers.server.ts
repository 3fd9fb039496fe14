import { callEnvelope, type UpstreamContext } from './client.server.ts'
import type { Firm } from './lists.server.ts'

export type { Firm }

export interface Coverage {
  Code: string
  Name: string
  Value: string
  /** Key coverages are shown with the offer in the list; all appear in the comparison. */
  Key: boolean
}

export interface Offer {
  /** Stable id: compare, print and (later) buy refer to the offer by it. */
  OfferId: string
  HeaderGuid: string
  InsuranceFirm: number
  InsurerCode: string
  InsurerName: string
  InsurerShortName: string
  PackageCode: string
  PackageName: string
  /** Yearly premium in TL, two decimals. */
  Premium: number
  MaxInstallments: number
  Coverages: Coverage[]
  ValidUntil: string
}

/** The wizard's data that a quote header is made of; vehicle lines send the plate and kasko extras. */
export interface QuoteHeaderRequest {
  QueryType: string
  NationalNumber: string
  Phone: string
  LicensePlateNumber?: string
  /** DD.MM.YYYY, when the provider asked for it (spec §8 1006). */
  Birthdate?: string
  RadioPrice?: number
  NavigationPrice?: number
  SteelWheelPrice?: number
  OtherAccessoryPrice?: number
  IsOriginalLpg?: boolean
  ProfessionCode?: string
}

export interface QuoteHeader {
  HeaderGuid: string
  QueryType: string
  CreatedAt: string
}

export interface Comparison {
  HeaderGuid: string
  Offers: Offer[]
  /** One row per coverage; Values follow the order of Offers. */
  Coverages: { Code: string; Name: string; Values: string[] }[]
}

/**
 * Opens a quote from the wizard's data. A refusal (renewal window, unknown vehicle) answers
 * StatusCode 1007 with the Turkish message to show; a bad field answers 1000.
 */
export const createQuoteHeader = (request: QuoteHeaderRequest, context: UpstreamContext) =>
  callEnvelope<QuoteHeader>(
    { service: 'offers', path: '/list/Offers/create-header', body: { ...request } },
    context,
  )

export const getQuoteFirms = (
  request: { QueryType: string; Gsm: string; NationalNumber: string; HeaderGuid: string },
  context: UpstreamContext,
) =>
  callEnvelope<never, Firm>(
    { service: 'offers', path: '/firm/firma/firmalar', body: request },
    context,
  )

/** One insurer's offers for the quote; slow by nature, so pass a per-insurer timeout. */
export const getFirmOffers = (
  request: { HeaderGuid: string; InsuranceFirm: number; QueryType: string },
  context: UpstreamContext,
  timeoutMs?: number,
) =>
  callEnvelope<never, Offer>(
    { service: 'offers', path: '/list/Offers/NewListOffer', body: request, timeoutMs },
    context,
  )

/** Every offer stored for the quote so far, cheapest first. */
export const getQuoteOffers = (headerGuid: string, context: UpstreamContext) =>
  callEnvelope<never, Offer>(
    { service: 'offers', path: '/list/Offers/get-offers', body: { HeaderGuid: headerGuid } },
    context,
  )

export const comparePackages = (offerIds: string[], context: UpstreamContext) =>
  callEnvelope<Comparison>(
    { service: 'offers', path: '/firm/Packages/compare-package', body: { OfferIds: offerIds } },
    context,
  )
