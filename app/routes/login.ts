import { parsePostedForm } from '~/validation/posted-fields.server.ts'
import { redirect } from 'react-router'
import { currentFlow } from '~/members/login-attempt.server.ts'
import { attemptLogin } from '~/members/login-flow.server.ts'
import {
  confirmPhoneCode,
  earlyResend,
  resendPhoneCode,
} from '~/verification/member-phone.server.ts'
import { withLoginModal, withoutLoginModal } from '~/members/login-flow.ts'
import { safeLocalPath } from '~/utils/local-path.ts'
import { expiredPasswordSchema, loginSchema, mfaSchema } from '~/members/schemas.ts'
import { smsCodeSchema } from '~/validation/fields.ts'
import {
  commitSession,
  endOtherMemberSessions,
  getSession,
  upstreamContext,
} from '~/session/session.server.ts'
import { changePassword, readPasswordChange } from '~/upstream/members.server.ts'
import type { Route } from './+types/login'
import { postedForm } from '~/utils/posted-form.server.ts'
import { isOwnKey } from '../../server/platform/own-key.ts'

/** The login dialogs live on every page (`?modal=giris`); a plain GET here just opens them. */
export const loader = () => redirect(withLoginModal('/'))

/** The dialog step each follow-up intent belongs to. */
const stepOfIntent = {
  'iki-adim-onayla': 'mfa',
  'iki-adim-yeniden-gonder': 'mfa',
  'sifre-degistir': 'expired',
  onayla: 'verify',
  'yeniden-gonder': 'verify',
} as const

/**
 * Every login dialog posts here: the login form, the MFA code, the phone verification code, the
 * forced password change and cancel. Each answer is a redirect back to the page with the
 * dialog's next step in the session.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await postedForm(request)
  const session = await getSession(request)
  const upstream = await upstreamContext({ request, context }, session)
  const returnTo = withoutLoginModal(safeLocalPath(formData.get('returnTo'), '/'))
  const redirectTo = safeLocalPath(formData.get('redirectTo'), '/')
  const enhanced = formData.get('enhanced') === '1'
  const intent = String(formData.get('intent') ?? 'giris-yap')
  const flow = currentFlow(session)
  const back = async (to: string) =>
    redirect(to, { headers: { 'Set-Cookie': await commitSession(session) } })
  const base = { request, session, context: upstream, returnTo, redirectTo, enhanced }

  if (intent === 'iptal-et') {
    session.unset('login')
    return back(returnTo)
  }

  if (isOwnKey(stepOfIntent, intent)) {
    const step = stepOfIntent[intent]
    if (!flow?.pending || !flow.phone || flow.step !== step) {
      session.flash('toast', {
        kind: 'error',
        description: 'Giriş işleminin süresi doldu. Lütfen yeniden giriş yapın.',
      })
      session.unset('login')
      return back(withLoginModal(returnTo, redirectTo))
    }
    // The login waiting on this step, with its password that never left the server.
    const pending = { ...base, phone: flow.phone, password: flow.pending.password }
    if (intent === 'yeniden-gonder') return resendPhoneCode(pending, flow)
    if (intent === 'onayla') {
      const submission = parsePostedForm(formData, smsCodeSchema)
      if (submission.status !== 'success') {
        session.set('login', { ...flow, reply: submission.reply() })
        return back(withLoginModal(returnTo, redirectTo))
      }
      return (
        (await confirmPhoneCode(pending, flow, submission.value.SmsActivationCode)) ??
        attemptLogin(pending)
      )
    }
    if (intent === 'iki-adim-yeniden-gonder') {
      // Logging in again without a code makes the backend send a new one.
      return (await earlyResend(pending, flow)) ?? attemptLogin(pending)
    }
    if (intent === 'iki-adim-onayla') {
      const submission = parsePostedForm(formData, mfaSchema)
      if (submission.status !== 'success') {
        session.set('login', { ...flow, reply: submission.reply() })
        return back(withLoginModal(returnTo, redirectTo))
      }
      return attemptLogin({ ...pending, mfaCode: submission.value.MfaCode })
    }
    const submission = parsePostedForm(formData, expiredPasswordSchema)
    if (submission.status !== 'success') {
      session.set('login', {
        ...flow,
        reply: submission.reply({ hideFields: ['newpass', 'newpassrepeat'] }),
      })
      return back(withLoginModal(returnTo, redirectTo))
    }
    // Login helper 5: the expired password is changed with the old one, the member's UId and
    // the access token the 2008 answer gave for it.
    const changed = await changePassword(
      {
        OldPassword: flow.pending.password,
        NewPassword: submission.value.newpass,
        RetryPassword: submission.value.newpassrepeat,
        UId: flow.pending.uid,
        AccessToken: flow.pending.accessToken,
      },
      { ...upstream, member: null },
    )
    const outcome = readPasswordChange(changed)
    if (outcome.changed) {
      if (flow.pending.uid) await endOtherMemberSessions(flow.pending.uid, session)
      // Spec §4: after 4000 the modal closes and the login is retried with the new password.
      return attemptLogin({ ...pending, password: submission.value.newpass })
    }
    session.set('login', {
      ...flow,
      reply: undefined,
      message: undefined,
      errors: outcome.fieldErrors.length ? outcome.fieldErrors : [outcome.message],
    })
    return back(withLoginModal(returnTo, redirectTo))
  }

  // A new login form submission replaces whatever was pending (spec §4: editing discards it).
  const submission = parsePostedForm(formData, loginSchema)
  if (submission.status !== 'success') {
    session.set('login', {
      step: 'form',
      reply: submission.reply({ hideFields: ['Password'] }),
      redirectTo,
      startedAt: Date.now(),
    })
    return back(withLoginModal(returnTo, redirectTo))
  }
  return attemptLogin({
    ...base,
    phone: submission.value.Username,
    password: submission.value.Password,
  })
}
