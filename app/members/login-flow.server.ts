import { randomBytes } from 'node:crypto'
import { createCookie, redirect } from 'react-router'
import { config } from '~/config.server.ts'
import {
  commitSession,
  rotateSession,
  SESSION_MAX_AGE_SECONDS,
  type AppSession,
} from '~/session.server.ts'
import {
  replyBody,
  type MemberCredentials,
  type UpstreamContext,
} from '~/upstream/client.server.ts'
import {
  getPreloginKey,
  getUserClaims,
  login,
  loginReply,
  loginWithMfa,
  mfaLoginReply,
} from '~/upstream/members.server.ts'
import {
  confirmTemporaryCode,
  MEMBER_PHONE_VERIFICATION,
  sendTemporaryCode,
} from '~/upstream/auth.server.ts'
import { clockTime, RESEND_SECONDS, resendNotYetMessage } from '~/quote/verification.server.ts'
import { encryptWithPassphrase } from '~/utils/passphrase-aes.server.ts'
import { safeLocalPath } from '~/utils/local-path.ts'
import { maskPhone } from '~/validation/identity.ts'
import {
  LOGIN_FLOW_TTL_MS,
  withLoginModal,
  withoutLoginModal,
  type LoginDialogView,
  type LoginFlow,
} from './login-flow.ts'

export const loginTexts = {
  fallback: 'Kullanıcı adı veya şifre hatalı.',
  welcome: (name: string, surname: string) => `Hoş geldiniz, ${name} ${surname}.`,
}

/** Spec §4: what the login call's StatusCode means. */
export const LoginStatus = {
  success: 2000,
  phoneUnverified: 2001,
  mfaRequired: 2004,
  passwordExpired: 2008,
  locked: 2009,
} as const

/** A long-lived, httpOnly device id: the backend asks for an SMS code on a device it has not seen. */
export const deviceCookie = createCookie('cihaz', {
  httpOnly: true,
  sameSite: 'lax',
  secure: config.isProduction,
  path: '/',
  maxAge: 365 * 24 * 60 * 60,
})

export async function deviceIdOf(request: Request) {
  const existing: unknown = await deviceCookie.parse(request.headers.get('Cookie'))
  return typeof existing === 'string' && /^[\w-]{16,64}$/.test(existing)
    ? { id: existing, setCookie: null }
    : await (async () => {
        const id = randomBytes(18).toString('base64url')
        return { id, setCookie: await deviceCookie.serialize(id) }
      })()
}

export function currentFlow(session: AppSession): LoginFlow | null {
  const flow = session.get('login')
  if (!flow || Date.now() - flow.startedAt > LOGIN_FLOW_TTL_MS) return null
  return flow
}

/** The login dialog's view for the browser (no pending password), or null when it is closed. */
export function loginDialogView(session: AppSession, url: URL): LoginDialogView | null {
  if (url.searchParams.get('modal') !== 'giris') return null
  const flow = currentFlow(session)
  const redirectTo = safeLocalPath(url.searchParams.get('redirectTo') ?? flow?.redirectTo, '/')
  // Closing the dialog goes back to the same page as it was, its query (an offers filter) kept.
  const returnTo = withoutLoginModal(url.pathname + url.search)
  const loggedIn = Boolean(session.get('member'))
  if (loggedIn && flow?.step !== 'otp-confirm') return null
  if (!flow) return { step: 'form', redirectTo, returnTo }
  const maskedPhone = flow.phone ? maskPhone(flow.phone) : undefined
  return {
    step: flow.step,
    maskedPhone,
    message: flow.message,
    notice: flow.notice,
    errors: flow.errors,
    reply: flow.reply,
    verification:
      (flow.step === 'verify' || flow.step === 'mfa') && maskedPhone && flow.resendAvailableAt
        ? {
            maskedPhone,
            resendAvailableAt: flow.resendAvailableAt,
            resendAvailableAtClock: clockTime(flow.resendAvailableAt),
          }
        : undefined,
    redirectTo,
    returnTo,
  }
}

/** Steps that show once; the root loader drops them from the session after showing them. */
export const oneShotSteps = new Set<LoginFlow['step']>(['otp-confirm', 'locked'])

interface Attempt {
  request: Request
  session: AppSession
  context: UpstreamContext
  phone: string
  password: string
  mfaCode?: string
  returnTo: string
  redirectTo: string
  /** JavaScript is running: 2009 then waits three seconds on the page instead of redirecting. */
  enhanced: boolean
}

async function back(session: AppSession, to: string, extraCookie?: string | null) {
  const headers = new Headers({ 'Set-Cookie': await commitSession(session) })
  if (extraCookie) headers.append('Set-Cookie', extraCookie)
  return redirect(to, { headers })
}

function flowOf(attempt: Attempt, flow: Omit<LoginFlow, 'startedAt' | 'redirectTo'>): LoginFlow {
  return { ...flow, redirectTo: attempt.redirectTo, startedAt: Date.now() }
}

/**
 * One login attempt with a fresh pre-login key, acting on its StatusCode exactly as spec §4 says
 * (or, with an SMS code, on the MFA reply's Success). Always answers with a redirect, so the
 * dialogs work the same with and without JavaScript.
 */
export async function attemptLogin(attempt: Attempt): Promise<Response> {
  const { session, context, phone } = attempt
  const modal = withLoginModal(attempt.returnTo, attempt.redirectTo)
  const device = await deviceIdOf(attempt.request)

  const key = await getPreloginKey(context)
  if (!key.ok || !key.body.Data?.Key || !key.body.Data.Guid) {
    session.flash('toast', {
      kind: 'error',
      description: key.ok ? loginTexts.fallback : key.message,
    })
    session.set('login', flowOf(attempt, { step: 'form', phone }))
    return back(session, modal, device.setCookie)
  }
  const credentials = {
    Username: phone,
    Password: encryptWithPassphrase(attempt.password, key.body.Data.Key),
    Guid: key.body.Data.Guid,
    DeviceId: device.id,
  }
  if (attempt.mfaCode) {
    // Login helper 4: the MFA reply has no StatusCode; Success alone decides (spec §3, §7).
    const response = await loginWithMfa({ ...credentials, MfaCode: attempt.mfaCode }, context)
    const reply = replyBody(response, mfaLoginReply)
    if (reply?.Success && reply.SessionToken && reply.Source) {
      return completeLogin(
        attempt,
        { accessToken: reply.SessionToken, source: reply.Source },
        Boolean(reply.UsedOneTimePassword),
        device.setCookie,
      )
    }
    session.set(
      'login',
      flowOf(attempt, {
        step: 'mfa',
        phone,
        pending: { password: attempt.password },
        // A wrong code does not restart the minute before a new one may be asked for.
        resendAvailableAt: currentFlow(session)?.resendAvailableAt,
        message:
          reply?.Message?.trim() ||
          (response.ok || response.kind === 'http' ? loginTexts.fallback : response.message),
      }),
    )
    return back(session, modal, device.setCookie)
  }

  const response = await login(credentials, context)
  const body = replyBody(response, loginReply)
  const message =
    body?.Messages?.find((m) => m.trim()) ??
    body?.Message ??
    (response.ok ? undefined : response.message)

  switch (body?.StatusCode) {
    case LoginStatus.success: {
      if (!body.Data?.Token || !body.Data.Source) break
      return completeLogin(
        attempt,
        { accessToken: body.Data.Token, source: body.Data.Source },
        Boolean(body.Data.UsedOneTimePassword),
        device.setCookie,
      )
    }
    case LoginStatus.mfaRequired:
      // A code was sent: the one-time-code dialog opens (spec §4 2004), a new code a minute on.
      session.set(
        'login',
        flowOf(attempt, {
          step: 'mfa',
          phone,
          pending: { password: attempt.password },
          resendAvailableAt: new Date(Date.now() + RESEND_SECONDS * 1000).toISOString(),
        }),
      )
      return back(session, modal, device.setCookie)
    case LoginStatus.phoneUnverified:
      // The popover gives way to the SMS verification dialog; the login resumes after it.
      return sendPhoneCode(attempt, message, device.setCookie)
    case LoginStatus.passwordExpired:
      session.set(
        'login',
        flowOf(attempt, {
          step: 'expired',
          phone,
          // Login helper 5 sends these back with the new password (spec §3 Change password).
          pending: {
            password: attempt.password,
            uid: body.Data?.UId,
            accessToken: body.Data?.Token,
          },
          message,
        }),
      )
      return back(session, modal, device.setCookie)
    case LoginStatus.locked: {
      session.flash('toast', { kind: 'error', description: message ?? loginTexts.fallback })
      if (attempt.enhanced) {
        session.set('login', flowOf(attempt, { step: 'locked' }))
        return back(session, withLoginModal(attempt.returnTo), device.setCookie)
      }
      session.unset('login')
      return back(session, '/sifremiUnuttum', device.setCookie)
    }
  }
  session.flash('toast', { kind: 'error', description: message || loginTexts.fallback })
  session.set('login', flowOf(attempt, { step: 'form', phone }))
  return back(session, modal, device.setCookie)
}

/**
 * After a sign-up: the verification dialog at once, as for 2001, whether or not the phone was
 * already a member's (the back office answers both alike), so the page tells no one who is. A
 * right code verifies the new member's phone and the login runs (→ 2000).
 */
export const verifyNewMemberPhone = (attempt: Attempt) => sendPhoneCode(attempt)

/** 2001: a code to the member's phone, and the verification dialog with the pending password. */
async function sendPhoneCode(attempt: Attempt, notice?: string, deviceSetCookie?: string | null) {
  const sent = await sendTemporaryCode(
    { QueryType: MEMBER_PHONE_VERIFICATION, Phone: attempt.phone },
    attempt.context,
  )
  const now = Date.now()
  attempt.session.set(
    'login',
    flowOf(attempt, {
      step: 'verify',
      phone: attempt.phone,
      pending: { password: attempt.password },
      resendAvailableAt: new Date(sent.ok ? now + RESEND_SECONDS * 1000 : now).toISOString(),
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
 * 'Yeniden Gönder' before the minute is up (spec §9), in the verification or the MFA dialog: the
 * dialog says when a new code may be asked for; null when it may be now.
 */
export async function earlyResend(attempt: Attempt, flow: LoginFlow): Promise<Response | null> {
  if (!flow.resendAvailableAt || Date.parse(flow.resendAvailableAt) <= Date.now()) return null
  attempt.session.set('login', {
    ...flow,
    reply: undefined,
    message: resendNotYetMessage(flow.resendAvailableAt),
  })
  return back(attempt.session, withLoginModal(attempt.returnTo, attempt.redirectTo))
}

/** 'Yeniden Gönder' in the member's verification dialog. */
export async function resendPhoneCode(attempt: Attempt, flow: LoginFlow) {
  return (
    (await earlyResend(attempt, flow)) ?? sendPhoneCode(attempt, 'Yeni doğrulama kodu gönderildi.')
  )
}

/** 'Onayla': a right code verifies the phone and the pending login is tried again (→ 2000). */
export async function confirmPhoneCode(attempt: Attempt, flow: LoginFlow, code: string) {
  const confirmed = await confirmTemporaryCode(
    { QueryType: MEMBER_PHONE_VERIFICATION, Gsm: attempt.phone, SmsActivationCode: code },
    attempt.context,
  )
  if (!confirmed.ok) {
    attempt.session.set('login', {
      ...flow,
      reply: undefined,
      notice: undefined,
      message: confirmed.message,
    })
    return back(attempt.session, withLoginModal(attempt.returnTo, attempt.redirectTo))
  }
  return attemptLogin(attempt)
}

/**
 * 2000: loads the member through token validation, then moves the session to a new id (the
 * visitor's old one is destroyed) holding the token and source, and welcomes them.
 */
async function completeLogin(
  attempt: Attempt,
  credentials: MemberCredentials,
  usedOneTimePassword: boolean,
  deviceSetCookie: string | null,
) {
  const claims = await getUserClaims({ ...attempt.context, member: credentials })
  if (!claims.ok || !claims.body.Data) {
    attempt.session.flash('toast', {
      kind: 'error',
      description: claims.ok ? loginTexts.fallback : claims.message,
    })
    attempt.session.unset('login')
    return back(
      attempt.session,
      withLoginModal(attempt.returnTo, attempt.redirectTo),
      deviceSetCookie,
    )
  }
  const { Name, Surname, UId } = claims.body.Data
  // A new id, the visitor's data kept: a quote begun before logging in stays theirs.
  const session = await rotateSession(attempt.session)
  session.unset('login')
  session.set('member', { ...credentials, uid: UId, name: Name, surname: Surname })
  session.flash('toast', { kind: 'success', title: loginTexts.welcome(Name, Surname) })
  const target = safeLocalPath(attempt.redirectTo, '/')
  if (usedOneTimePassword) {
    session.set('login', { step: 'otp-confirm', redirectTo: target, startedAt: Date.now() })
    return back(session, withLoginModal(target), deviceSetCookie)
  }
  return back(session, target, deviceSetCookie)
}

export { SESSION_MAX_AGE_SECONDS }
