import { z } from 'zod'
import { resultCodes } from '~/upstream/result-codes.ts'
import {
  callEnvelope,
  defineCall,
  envelope,
  listEnvelope,
  type UpstreamContext,
} from './client.server.ts'
import { declareCall } from './call-registry.ts'
import { firm, type Firm } from './lists.server.ts'

export type { Firm }

const coverage = z.object({
  Code: z.string(),
  Name: z.string(),
  Value: z.string(),
  /** Key coverages are shown with the offer in the list; all appear in the comparison. */
  Key: z.boolean(),
})

export const offer = z.object({
  /** Stable id: compare, print and (later) buy refer to the offer by it. */
  OfferId: z.string(),
  HeaderGuid: z.string(),
  InsuranceFirm: z.number(),
  InsurerCode: z.string(),
  InsurerName: z.string(),
  InsurerShortName: z.string(),
  PackageCode: z.string(),
  PackageName: z.string(),
  /** Yearly premium in TL, two decimals. */
  Premium: z.number(),
  MaxInstallments: z.number(),
  Coverages: z.array(coverage),
  ValidUntil: z.string(),
})
export type Offer = z.output<typeof offer>

/**
 * The wizard's data that a quote header is made of: who asks, and what the line's steps add by
 * their upstream names (the plate and kasko's extras, a DASK building, a home's sums).
 */
const quoteHeaderRequest = z
  .object({
    /** The line's spec §3 product code. */
    QueryType: z.string(),
    NationalNumber: z.string(),
    Phone: z.string(),
    /** DD.MM.YYYY, when the line asks for it or the provider did (spec §8 1006). */
    Birthdate: z.string().optional(),
  })
  .catchall(z.union([z.string(), z.number(), z.boolean()]))
export type QuoteHeaderRequest = z.output<typeof quoteHeaderRequest>

const quoteHeader = z.object({
  HeaderGuid: z.string(),
  QueryType: z.string(),
  CreatedAt: z.string(),
})

const comparison = z.object({
  HeaderGuid: z.string(),
  Offers: z.array(offer),
  /** One row per coverage; Values follow the order of Offers. */
  Coverages: z.array(z.object({ Code: z.string(), Name: z.string(), Values: z.array(z.string()) })),
})

/**
 * Opens a quote from the wizard's data. A refusal (renewal window, unknown vehicle) answers
 * StatusCode 1007 with the Turkish message to show; a bad field answers 1000.
 */
export const createQuoteHeader = defineCall(
  {
    service: 'offers',
    path: '/list/Offers/create-header',
    request: quoteHeaderRequest,
    reply: envelope(quoteHeader),
    spec: 'not named: the quote header of spec §8 codes; fields in docs/backend-contract.md',
    statusCodes: resultCodes,
  },
  (request: QuoteHeaderRequest) => ({ ...request }),
)

const quoteFirmsRequest = z.object({
  QueryType: z.string(),
  Gsm: z.string(),
  NationalNumber: z.string(),
  HeaderGuid: z.string(),
})

export const getQuoteFirms = defineCall(
  {
    service: 'offers',
    path: '/firm/firma/firmalar',
    request: quoteFirmsRequest,
    reply: listEnvelope(firm),
    spec: '§7 (QueryType: §3 product code)',
    statusCodes: resultCodes,
  },
  (request: z.output<typeof quoteFirmsRequest>) => request,
)

const firmOffersRequest = z.object({
  HeaderGuid: z.string(),
  InsuranceFirm: z.number(),
  /** The line's spec §3 product code. */
  QueryType: z.string(),
})

const firmOffersCall = declareCall({
  service: 'offers',
  path: '/list/Offers/NewListOffer',
  request: firmOffersRequest,
  reply: listEnvelope(offer),
  spec: '§7 (payload not shown there)',
  statusCodes: resultCodes,
})

/** One insurer's offers for the quote; slow by nature, so pass a per-insurer timeout. */
export const getFirmOffers = (
  request: z.output<typeof firmOffersRequest>,
  context: UpstreamContext,
  timeoutMs?: number,
) => callEnvelope({ ...firmOffersCall, body: request, timeoutMs }, context)

/** Every offer stored for the quote so far, cheapest first. */
export const getQuoteOffers = defineCall(
  {
    service: 'offers',
    path: '/list/Offers/get-offers',
    request: z.object({ HeaderGuid: z.string() }),
    reply: listEnvelope(offer),
  },
  (headerGuid: string) => ({ HeaderGuid: headerGuid }),
)

export const comparePackages = defineCall(
  {
    service: 'offers',
    path: '/firm/Packages/compare-package',
    request: z.object({ OfferIds: z.array(z.string()) }),
    reply: envelope(comparison),
    spec: '§7 (payload not shown there)',
  },
  (offerIds: string[]) => ({ OfferIds: offerIds }),
)

/** What the offers page filters by; each criterion is optional. */
const offerFilterRequest = z.object({
  HeaderGuid: z.string(),
  InsuranceFirm: z.number().optional(),
  PackageCode: z.string().optional(),
  /** Offers that allow at least this many installments. */
  InstallmentCount: z.number().optional(),
})
export type OfferFilterRequest = z.output<typeof offerFilterRequest>

/** The quote's stored offers that meet every criterion given, cheapest first. */
export const filterQuoteOffers = defineCall(
  {
    service: 'offers',
    path: '/api/teklif/teklifler-filtre',
    request: offerFilterRequest,
    reply: listEnvelope(offer),
    spec: '§7 (payload not shown there)',
  },
  (request: OfferFilterRequest) => ({ ...request }),
)
