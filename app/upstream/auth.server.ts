import { z } from 'zod'
import { resultCodes } from '~/upstream/result-codes.ts'
import {
  callFile,
  callUpstream,
  defineCall,
  envelope,
  listEnvelope,
  replyBody,
  type UpstreamContext,
} from './client.server.ts'
import { declareCall, noFields } from './call-registry.ts'
import { entitySchema, wholeEntity } from './entity.ts'

// Spec §3's lists: a member's or a support visitor's verification leaves some of them unknown,
// and those go out empty.
const verificationRequestFields = [
  'QueryType',
  'Phone',
  'NationalNumber',
  'OpenDataAgreement',
  'PrivacyPolicy',
  'AdvertisementAgreement',
] as const
const verificationConfirmFields = [
  'SmsActivationCode',
  'Gsm',
  'QueryType',
  'OpenDataAgreement',
  'PrivacyPolicy',
  'AdvertisementAgreement',
] as const
/** LicensePlateNumber is listed only for kasko and trafik: it goes out with those lines alone. */
const amlRequestFields = ['Querytype', 'NationalNumber', 'Phone', 'Birthdate'] as const

/** Spec §3 verification request. */
export interface VerificationRequest {
  QueryType: string
  Phone: string
  NationalNumber: string
  OpenDataAgreement: boolean
  PrivacyPolicy: boolean
  AdvertisementAgreement: boolean
}

/** Spec §3 verification confirm. */
export interface VerificationConfirm {
  SmsActivationCode: string
  Gsm: string
  QueryType: string
  OpenDataAgreement: boolean
  PrivacyPolicy: boolean
  AdvertisementAgreement: boolean
}

/**
 * A member verifying their own phone (login status 2001, a new sign-up): the agreements were
 * given at sign-up, so only the phone goes with the provider's member QueryType.
 */
export const MEMBER_PHONE_VERIFICATION = 'uye'
export interface MemberPhoneVerification {
  QueryType: typeof MEMBER_PHONE_VERIFICATION
  Phone: string
}
export interface MemberPhoneConfirm {
  QueryType: typeof MEMBER_PHONE_VERIFICATION
  Gsm: string
  SmsActivationCode: string
}

/**
 * A visitor verifying their phone to open a support request without an account (spec §4
 * create-support mode): the phone and the agreements, no national number.
 */
export const SUPPORT_PHONE_VERIFICATION = 'destek'
export interface SupportPhoneVerification {
  QueryType: typeof SUPPORT_PHONE_VERIFICATION
  Phone: string
  OpenDataAgreement: boolean
  PrivacyPolicy: boolean
  AdvertisementAgreement: boolean
}
export interface SupportPhoneConfirm {
  QueryType: typeof SUPPORT_PHONE_VERIFICATION
  Gsm: string
  SmsActivationCode: string
}

/**
 * A member proving they hold the phone they move their login to: the phone alone (the agreements
 * were given at sign-up). The code is spent by the phone change itself (`changePhone`, with the
 * member's token and password), not by /gecici-onay.
 */
export const MEMBER_PHONE_CHANGE = 'telefon-degisikligi'
export interface PhoneChangeVerification {
  QueryType: typeof MEMBER_PHONE_CHANGE
  Phone: string
}

/** Spec §3 AML check request; LicensePlateNumber only for kasko and trafik. */
export interface AmlRequest {
  Querytype: string
  NationalNumber: string
  Phone: string
  Birthdate?: string
  LicensePlateNumber?: string
}

const amlIdentity = z.object({
  Name: z.string(),
  Surname: z.string(),
  CityCode: z.number(),
  TownCode: z.number(),
  City: z.string(),
  County: z.string(),
})
export type AmlIdentity = z.output<typeof amlIdentity>
const amlReply = envelope(amlIdentity)

export type AmlResult =
  | { ok: true; identity: AmlIdentity }
  | { ok: false; statusCode: number | undefined; messages: string[] }

const amlCheck = declareCall({
  service: 'common',
  path: '/aml/aml/AMLKontrol',
  json: true,
  request: entitySchema(amlRequestFields).extend({ LicensePlateNumber: z.string().optional() }),
  reply: amlReply,
  spec: '§3 AML check request; §7; §8 (islem_basarili 1010)',
  statusCodes: resultCodes,
})

/** A sent code's answer; a refusal for the phone's minute carries ResendAfterSeconds too. */
export const temporaryCodeReply = envelope(
  z.object({
    ResendAfterSeconds: z.number().optional(),
    ExpiresInSeconds: z.number().optional(),
  }),
)

export const sendTemporaryCode = defineCall(
  {
    service: 'auth',
    path: '/gecici-kod',
    json: true,
    request: entitySchema(verificationRequestFields),
    reply: temporaryCodeReply,
    spec: '§3 Verification request; §7 (auth base 4)',
  },
  (
    request:
      | VerificationRequest
      | MemberPhoneVerification
      | SupportPhoneVerification
      | PhoneChangeVerification,
  ) => wholeEntity(verificationRequestFields, request),
)

export const confirmTemporaryCode = defineCall(
  {
    service: 'auth',
    path: '/gecici-onay',
    json: true,
    request: entitySchema(verificationConfirmFields),
    reply: envelope(),
    spec: '§3 Verification confirm; §7 (auth base 4)',
  },
  (request: VerificationConfirm | MemberPhoneConfirm | SupportPhoneConfirm) =>
    wholeEntity(verificationConfirmFields, request),
)

/**
 * The AML check answers with a quote-flow StatusCode (spec §8): only islem_basarili (1010) lets the
 * flow go on; any other comes back with the provider's Messages for the 'Hata' notice.
 */
export async function checkAml(request: AmlRequest, context: UpstreamContext): Promise<AmlResult> {
  const result = await callUpstream(
    { ...amlCheck, body: wholeEntity(amlRequestFields, request) },
    context,
  )
  // A refusal arrives as Success false with its StatusCode, on a 200 or an error status.
  const body = replyBody(result, amlReply)
  if (result.ok && body?.StatusCode === resultCodes.islem_basarili && body.Data) {
    return { ok: true, identity: body.Data }
  }
  const messages = body?.Messages?.filter((m) => m.trim()) ?? []
  return {
    ok: false,
    statusCode: body?.StatusCode,
    messages: messages.length ? messages : [result.ok ? '' : result.message].filter(Boolean),
  }
}

const outboxMessage = z.object({
  Id: z.number(),
  Channel: z.enum(['sms', 'email']),
  Recipient: z.string(),
  Body: z.string(),
  /** An e-mail's attached file (the policy PDF), by name. */
  AttachmentName: z.string().nullish(),
  CreatedAt: z.string(),
})
export type OutboxMessage = z.output<typeof outboxMessage>

/** The built-in backend's demo outbox, a path of its common API (only called in demo mode). */
export const getDemoOutbox = defineCall({
  service: 'common',
  path: '/demo/outbox',
  request: noFields,
  reply: listEnvelope(outboxMessage),
})

/** An outbox e-mail's attached PDF. */
const demoOutboxAttachment = declareCall({
  service: 'common',
  path: '/demo/outbox/attachment',
  request: z.object({ Id: z.number() }),
  accept: 'application/pdf',
})

export const getDemoOutboxAttachment = (id: number, context: UpstreamContext) =>
  callFile({ ...demoOutboxAttachment, body: { Id: id } }, context)
