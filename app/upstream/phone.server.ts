import { z } from 'zod'
import { callEnvelope, listEnvelope, type UpstreamContext } from './client.server.ts'
import { defineLookup } from './lookup-cache.server.ts'
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
export interface PhoneOffer {
  InsuranceFirm: number
  /** Empty: every package the insurer sells. */
  PackageGuid: string
  HeaderGuid: string
  /** The visitor's, as the storefront's HTTP layer saw them (never a browser-sent value). */
  IPAddress: string
  UserAgent: string
  NationalNumber: string
  Phone: string
  /** DD.MM.YYYY */
  PolicyStart: string
  EMail: string
  CepMarka: string
  CepModel: string
  CepModelId: string
  CepMarkaId: string
  ImeiNo: string
}

/** Brands change rarely: cached in process (lookup-cache). */
export const getPhoneBrands = defineLookup({
  service: 'common',
  path: '/api/mobilephone/telefon-markalar',
  reply: listEnvelope(phoneBrand),
})

export const getPhoneModels = defineLookup(
  { service: 'common', path: '/api/mobilephone/telefon-modeller', reply: listEnvelope(phoneModel) },
  (brandId: string) => ({ BrandId: brandId }),
)

/**
 * POST /mobilephone/teklif on the spec's third base, which this storefront maps to the offers
 * service (README, backend contract): the phone line's per-insurer offer call.
 */
export const requestPhoneOffer = (
  request: PhoneOffer,
  context: UpstreamContext,
  timeoutMs?: number,
) =>
  callEnvelope(
    {
      service: 'offers',
      path: '/mobilephone/teklif',
      body: { ...request },
      timeoutMs,
      reply: listEnvelope(offer),
    },
    context,
  )
