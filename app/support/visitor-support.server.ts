import type { AppSession } from '~/session.server.ts'
import { RESEND_SECONDS } from '~/quote/verification.server.ts'
import {
  confirmTemporaryCode,
  sendTemporaryCode,
  SUPPORT_PHONE_VERIFICATION,
} from '~/upstream/auth.server.ts'
import type { UpstreamContext } from '~/upstream/client.server.ts'

/**
 * A visitor's phone on its way to a support request, held in the server session only (the phone
 * never goes into a URL or a hidden field): pending while the SMS code is awaited, verified once
 * it was right.
 */
export interface SupportPhone {
  phone: string
  agreements: {
    PrivacyPolicy: boolean
    OpenDataAgreement: boolean
    AdvertisementAgreement: boolean
  }
  resendAvailableAt: string
  verifiedAt?: string
}

/**
 * How long a verified phone may open requests: the built-in backend accepts a visitor's request
 * for 30 minutes after the code (docs/backend-contract.md); the storefront asks again a little
 * earlier so a form is not refused after it was filled.
 */
export const SUPPORT_VERIFICATION_MS = 25 * 60_000

export const verificationExpired =
  'Telefon doğrulamanızın süresi doldu. Lütfen numaranızı yeniden doğrulayın.'

/**
 * A support request as it was typed when the verification had run out (or the session was gone):
 * kept in the server session through the new verification, so the form comes back filled. A
 * chosen file cannot be carried over a redirect; it is chosen again.
 */
export interface SupportDraft {
  RequestType: string
  Subject: string
  Message: string
}

/** Keeps the request's typed fields, within the form's own lengths, for after re-verification. */
export function keepSupportDraft(session: AppSession, formData: FormData) {
  const typed = (name: string, maxLength: number) =>
    String(formData.get(name) ?? '').slice(0, maxLength)
  session.set('supportDraft', {
    RequestType: typed('RequestType', 20),
    Subject: typed('Subject', 150),
    Message: typed('Message', 4000),
  })
}

/** The session's support phone, verified and still fresh; a stale one is dropped. */
export function verifiedSupportPhone(session: AppSession): SupportPhone | null {
  const pending = session.get('supportPhone')
  if (!pending?.verifiedAt) return null
  if (Date.parse(pending.verifiedAt) + SUPPORT_VERIFICATION_MS > Date.now()) return pending
  session.unset('supportPhone')
  return null
}

/** Sends the support code and keeps the phone as pending with a fresh countdown. */
export async function sendSupportCode(
  session: AppSession,
  request: { phone: string; agreements: SupportPhone['agreements'] },
  upstream: UpstreamContext,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const sent = await sendTemporaryCode(
    { QueryType: SUPPORT_PHONE_VERIFICATION, Phone: request.phone, ...request.agreements },
    upstream,
  )
  if (!sent.ok) return { ok: false, message: sent.message }
  session.set('supportPhone', {
    ...request,
    resendAvailableAt: new Date(Date.now() + RESEND_SECONDS * 1000).toISOString(),
  })
  return { ok: true }
}

/** Spec §4 create-support mode: a right code verifies the phone and the flow stops there. */
export async function confirmSupportCode(
  session: AppSession,
  pending: SupportPhone,
  code: string,
  upstream: UpstreamContext,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const confirmed = await confirmTemporaryCode(
    { QueryType: SUPPORT_PHONE_VERIFICATION, Gsm: pending.phone, SmsActivationCode: code },
    upstream,
  )
  if (!confirmed.ok) return { ok: false, message: confirmed.message }
  session.set('supportPhone', { ...pending, verifiedAt: new Date().toISOString() })
  return { ok: true }
}
