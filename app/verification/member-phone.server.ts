import { back, flowOf, type Attempt } from '~/members/login-attempt.server.ts'
import { withLoginModal, type LoginFlow } from '~/members/login-flow.ts'
import { confirmTemporaryCode, MEMBER_PHONE_VERIFICATION } from '~/upstream/auth.server.ts'
import { codeResent, earlyResendMessage, sendCode } from './code.server.ts'

/** 2001: a code to the member's phone, and the verification dialog with the pending password. */
export async function sendMemberPhoneCode(
  attempt: Attempt,
  notice?: string,
  deviceSetCookie?: string | null,
) {
  const sent = await sendCode(
    { QueryType: MEMBER_PHONE_VERIFICATION, Phone: attempt.phone },
    attempt.context,
  )
  attempt.session.set(
    'login',
    flowOf(attempt, {
      step: 'verify',
      phone: attempt.phone,
      pending: { password: attempt.password },
      resendAvailableAt: sent.resendAvailableAt,
      message: sent.ok ? undefined : sent.message,
      notice:
        notice ?? 'Telefon numaranız henüz doğrulanmadı. Giriş yapabilmek için SMS kodunu giriniz.',
    }),
  )
  return back(
    attempt.session,
    withLoginModal(attempt.returnTo, attempt.redirectTo),
    deviceSetCookie,
  )
}

/**
 * After a sign-up: the verification dialog at once, as for 2001, whether or not the phone was
 * already a member's (the back office answers both alike), so the page tells no one who is. A
 * right code verifies the new member's phone and the login runs (→ 2000).
 */
export const verifyNewMemberPhone = (attempt: Attempt) => sendMemberPhoneCode(attempt)

/**
 * 'Yeniden Gönder' before the minute is up (spec §9), in the verification or the MFA dialog: the
 * dialog says when a new code may be asked for; null when it may be now.
 */
export async function earlyResend(attempt: Attempt, flow: LoginFlow): Promise<Response | null> {
  const message = flow.resendAvailableAt ? earlyResendMessage(flow.resendAvailableAt) : null
  if (!message) return null
  attempt.session.set('login', { ...flow, reply: undefined, message })
  return back(attempt.session, withLoginModal(attempt.returnTo, attempt.redirectTo))
}

/** 'Yeniden Gönder' in the member's verification dialog. */
export async function resendPhoneCode(attempt: Attempt, flow: LoginFlow) {
  return (await earlyResend(attempt, flow)) ?? sendMemberPhoneCode(attempt, codeResent)
}

/**
 * 'Onayla': a wrong code answers in the dialog; null when the phone is verified, and the pending
 * login is then tried again (→ 2000).
 */
export async function confirmPhoneCode(
  attempt: Attempt,
  flow: LoginFlow,
  code: string,
): Promise<Response | null> {
  const confirmed = await confirmTemporaryCode(
    { QueryType: MEMBER_PHONE_VERIFICATION, Gsm: attempt.phone, SmsActivationCode: code },
    attempt.context,
  )
  if (confirmed.ok) return null
  attempt.session.set('login', {
    ...flow,
    reply: undefined,
    notice: undefined,
    message: confirmed.message,
  })
  return back(attempt.session, withLoginModal(attempt.returnTo, attempt.redirectTo))
}
