import { z } from 'zod'
import { resultCodes } from '~/upstream/result-codes.ts'
import { declareCall, noFields } from './call-registry.ts'
import { callEnvelope, defineCall, listEnvelope, type UpstreamContext } from './client.server.ts'
import { offer } from './offers.server.ts'

const phoneBrand = z.object({ Title: z.string(), Key: z.string() })

const phoneModel = z.object({
  Id: z.string(),
  Title: z.string(),
  BrandId: z.string(),
  /** The brand's list price in TL: the sum insured. */
  ListPrice: z.number(),
})

/** Spec §3's Phone offer, field for field: one insurer asked for its offers on one device. */
const phoneOffer = z.object({
  InsuranceFirm: z.number(),
  /** Empty: every package the insurer sells. */
  PackageGuid: z.string(),
  HeaderGuid: z.string(),
  /** The visitor's, as the provider's client info gave them (never a browser-sent value). */
  IPAddress: z.string(),
  UserAgent: z.string(),
  NationalNumber: z.string(),
  Phone: z.string(),
  /** DD.MM.YYYY */
  PolicyStart: z.string(),
  EMail: z.string(),
  CepMarka: z.string(),
  CepModel: z.string(),
  CepModelId: z.string(),
  CepMarkaId: z.string(),
  ImeiNo: z.string(),
})
export type PhoneOffer = z.output<typeof phoneOffer>

/** Brands change rarely: cached in process (lookup-cache). */
export const getPhoneBrands = defineCall({
  service: 'common',
  path: '/api/mobilephone/telefon-markalar',
  request: noFields,
  reply: listEnvelope(phoneBrand),
  kept: true,
})

export const getPhoneModels = defineCall(
  {
    service: 'common',
    path: '/api/mobilephone/telefon-modeller',
    request: z.object({ BrandId: z.string() }),
    reply: listEnvelope(phoneModel),
    spec: '§7 (BrandId)',
    kept: true,
  },
  (brandId: string) => ({ BrandId: brandId }),
)

/**
 * POST /mobilephone/teklif on the spec's third base, which this storefront maps to the offers
 * service (README, backend contract): the phone line's per-insurer offer call.
 */
const phoneOfferCall = declareCall({
  service: 'offers',
  path: '/mobilephone/teklif',
  request: phoneOffer,
  reply: listEnvelope(offer),
  spec: '§3 Phone offer; §7 (base 3)',
  statusCodes: resultCodes,
})

export const requestPhoneOffer = (
  request: PhoneOffer,
  context: UpstreamContext,
  timeoutMs?: number,
) => callEnvelope({ ...phoneOfferCall, body: { ...request }, timeoutMs }, context)
