import { commitSession, type AppSession } from '~/session/session.server.ts'
import { confirmTemporaryCode, SUPPORT_PHONE_VERIFICATION } from '~/upstream/auth.server.ts'
import type { UpstreamContext } from '~/upstream/client.server.ts'
import { allowEntryAttempt, entryLimitMessage } from '~/platform/visitor-limits.server.ts'
import { outlived, sendCode } from './code.server.ts'
import { postedCode, resendAnswer } from './dialog-answers.server.ts'

/**
 * A visitor's phone on its way to a support request, held in the server session only (the phone
 * never goes into a URL or a hidden field): pending while the SMS code is awaited, verified once
 * it was right.
 */
interface SupportPhone {
  phone: string
  agreements: {
    PrivacyPolicy: boolean
    OpenDataAgreement: boolean
    AdvertisementAgreement: boolean
  }
  resendAvailableAt: string
  verifiedAt?: string
}

declare module '~/session/session.server.ts' {
  interface SessionData {
    /** A visitor's phone verified (or being verified) to open a support request without an account. */
    supportPhone: SupportPhone
  }
}

/**
 * How long a verified phone may open requests: the built-in backend accepts a visitor's request
 * for 30 minutes after the code (docs/backend-contract.md); the storefront asks again a little
 * earlier so a form is not refused after it was filled.
 */
const SUPPORT_VERIFICATION_MS = 25 * 60_000

export const verificationExpired =
  'Telefon doğrulamanızın süresi doldu. Lütfen numaranızı yeniden doğrulayın.'

/** The session's support phone, verified and still fresh; a stale one is dropped. */
export function verifiedSupportPhone(session: AppSession): SupportPhone | null {
  const pending = session.get('supportPhone')
  if (!pending?.verifiedAt) return null
  if (!outlived(pending.verifiedAt, SUPPORT_VERIFICATION_MS)) return pending
  session.unset('supportPhone')
  return null
}

/** Sends the support code and keeps the phone as pending with a fresh countdown. */
async function sendSupportCode(
  session: AppSession,
  request: { phone: string; agreements: SupportPhone['agreements'] },
  upstream: UpstreamContext,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const sent = await sendCode(
    { QueryType: SUPPORT_PHONE_VERIFICATION, Phone: request.phone, ...request.agreements },
    upstream,
  )
  if (!sent.ok) return sent
  session.set('supportPhone', { ...request, resendAvailableAt: sent.resendAvailableAt })
  return { ok: true }
}

/**
 * A visitor's phone form asking for its code: over the per-IP limit of forms that send SMS (the
 * same guard as the quote entry's, such a form being a target for pumping) it is refused with 429.
 */
export async function requestSupportCode(
  posted: { Phone: string } & SupportPhone['agreements'],
  page: { session: AppSession; upstream: UpstreamContext; ip: string },
): Promise<{ ok: true } | { ok: false; message: string; status: 400 | 429 }> {
  if (!(await allowEntryAttempt(page.ip))) {
    return { ok: false, message: entryLimitMessage, status: 429 }
  }
  const { Phone, ...agreements } = posted
  const sent = await sendSupportCode(page.session, { phone: Phone, agreements }, page.upstream)
  return sent.ok ? sent : { ...sent, status: 400 }
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

/**
 * The support phone's SMS dialog answering its buttons, on every page that verifies a visitor's
 * phone so (a support request, a claim report): "Yeniden Gönder" sends a new code, "Onayla"
 * checks the posted one and, right, goes `back`. Null for another intent or no pending phone.
 */
export async function supportDialogAnswer(
  intent: string,
  formData: FormData,
  page: {
    session: AppSession
    upstream: UpstreamContext
    ip: string
    back: () => Promise<Response>
  },
) {
  const { session, upstream } = page
  const pending = session.get('supportPhone')
  if (!pending) return null
  if (intent === 'yeniden-gonder') {
    return resendAnswer(pending.resendAvailableAt, page.ip, async () => {
      const sent = await sendSupportCode(session, pending, upstream)
      return sent.ok ? { ok: true, headers: { 'Set-Cookie': await commitSession(session) } } : sent
    })
  }
  if (intent === 'onayla') {
    const posted = postedCode(formData)
    if (!posted.ok) return posted.answer
    const confirmed = await confirmSupportCode(session, pending, posted.code, upstream)
    return confirmed.ok ? page.back() : posted.wrongCode(confirmed.message)
  }
  return null
}
