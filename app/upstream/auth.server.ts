import { resultCodes } from '~/quote/result-codes.ts'
import {
  callEnvelope,
  callUpstream,
  type ProviderEnvelope,
  type UpstreamContext,
} from './client.server.ts'

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

/** Spec §3 AML check request; LicensePlateNumber only for kasko and trafik. */
export interface AmlRequest {
  Querytype: string
  NationalNumber: string
  Phone: string
  Birthdate?: string
  LicensePlateNumber?: string
}

export interface AmlIdentity {
  Name: string
  Surname: string
  CityCode: number
  TownCode: number
  City: string
  County: string
}

export type AmlResult =
  | { ok: true; identity: AmlIdentity }
  | { ok: false; statusCode: number | undefined; messages: string[] }

export const sendTemporaryCode = (
  request: VerificationRequest | MemberPhoneVerification,
  context: UpstreamContext,
) =>
  callEnvelope<{ ResendAfterSeconds?: number; ExpiresInSeconds?: number }>(
    { service: 'auth', path: '/gecici-kod', json: true, body: { ...request } },
    context,
  )

export const confirmTemporaryCode = (
  request: VerificationConfirm | MemberPhoneConfirm,
  context: UpstreamContext,
) =>
  callEnvelope({ service: 'auth', path: '/gecici-onay', json: true, body: { ...request } }, context)

/**
 * The AML check answers with a quote-flow StatusCode (spec §8): only islem_basarili (1010) lets the
 * flow go on; any other comes back with the provider's Messages for the 'Hata' notice.
 */
export async function checkAml(request: AmlRequest, context: UpstreamContext): Promise<AmlResult> {
  const result = await callUpstream<ProviderEnvelope<AmlIdentity>>(
    { service: 'common', path: '/aml/aml/AMLKontrol', json: true, body: { ...request } },
    context,
  )
  // A refusal arrives as Success false with its StatusCode, on a 200 or an error status.
  const body = (
    result.ok ? result.body : result.kind === 'http' ? result.body : null
  ) as ProviderEnvelope<AmlIdentity> | null
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

export interface OutboxMessage {
  Id: number
  Channel: 'sms' | 'email'
  Recipient: string
  Body: string
  /** An e-mail's attached file (the policy PDF), by name. */
  AttachmentName?: string | null
  CreatedAt: string
}

/** The built-in backend's demo outbox, a path of its common API (only called in demo mode). */
export const getDemoOutbox = (context: UpstreamContext) =>
  callEnvelope<never, OutboxMessage>({ service: 'common', path: '/demo/outbox' }, context)

/** An outbox e-mail's attached PDF. */
export const getDemoOutboxAttachment = (id: number, context: UpstreamContext) =>
  callUpstream<Buffer>(
    { service: 'common', path: '/demo/outbox/attachment', body: { Id: id }, binary: true },
    context,
  )
