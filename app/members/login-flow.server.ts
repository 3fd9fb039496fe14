import { randomBytes } from 'node:crypto'
import { createCookie } from 'react-router'
import { config } from '~/platform/config.server.ts'
import { rotateSession, type AppSession } from '~/session/session.server.ts'
import { replyBody, type MemberCredentials } from '~/upstream/client.server.ts'
import {
  getPreloginKey,
  getSecurityToken,
  login,
  loginReply,
  loginStatus,
  loginWithMfa,
  mfaLoginReply,
  readPreloginKey,
} from '~/upstream/members.server.ts'
import { pendingVerification, resendAvailableFrom } from '~/verification/code.server.ts'
import { sendMemberPhoneCode } from '~/verification/member-phone.server.ts'
import { encryptWithPassphrase } from '~/utils/passphrase-aes.server.ts'
import { safeLocalPath } from '~/utils/local-path.ts'
import { maskPhone } from '~/validation/identity.ts'
import { back, currentFlow, flowOf, type Attempt } from './login-attempt.server.ts'
import {
  withLoginModal,
  withoutLoginModal,
  type LoginDialogView,
  type LoginFlow,
} from './login-flow.ts'

const loginTexts = {
  fallback: 'Kullanıcı adı veya şifre hatalı.',
  welcome: (name: string, surname: string) => `Hoş geldiniz, ${name} ${surname}.`,
}

/** A long-lived, httpOnly device id: the backend asks for an SMS code on a device it has not seen. */
const deviceCookie = createCookie('cihaz', {
  httpOnly: true,
  sameSite: 'lax',
  secure: config.isProduction,
  path: '/',
  maxAge: 365 * 24 * 60 * 60,
})

async function deviceIdOf(request: Request) {
  const existing: unknown = await deviceCookie.parse(request.headers.get('Cookie'))
  return typeof existing === 'string' && /^[\w-]{16,64}$/.test(existing)
    ? { id: existing, setCookie: null }
    : await (async () => {
        const id = randomBytes(18).toString('base64url')
        return { id, setCookie: await deviceCookie.serialize(id) }
      })()
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
      (flow.step === 'verify' || flow.step === 'mfa') && flow.phone && flow.resendAvailableAt
        ? pendingVerification(flow.phone, flow.resendAvailableAt)
        : undefined,
    redirectTo,
    returnTo,
  }
}

/** Steps that show once; the root loader drops them from the session after showing them. */
export const oneShotSteps = new Set<LoginFlow['step']>(['otp-confirm', 'locked'])

/**
 * One login attempt with a fresh pre-login key, acting on its StatusCode exactly as spec §4 says
 * (or, with an SMS code, on the MFA reply's Success). Always answers with a redirect, so the
 * dialogs work the same with and without JavaScript.
 */
export async function attemptLogin(attempt: Attempt): Promise<Response> {
  const { session, context, phone } = attempt
  const modal = withLoginModal(attempt.returnTo, attempt.redirectTo)
  const device = await deviceIdOf(attempt.request)

  const key = readPreloginKey(await getPreloginKey(context))
  if (!key.ok) {
    session.flash('toast', { kind: 'error', description: key.message })
    session.set('login', flowOf(attempt, { step: 'form', phone }))
    return back(session, modal, device.setCookie)
  }
  /** The one-time-code dialog (spec §4 2004) opens or stays open for this login. */
  const awaitMfaCode = (resendAvailableAt: string | undefined, message?: string) => {
    session.set(
      'login',
      flowOf(attempt, {
        step: 'mfa',
        phone,
        pending: { password: attempt.password },
        resendAvailableAt,
        message,
      }),
    )
    return back(session, modal, device.setCookie)
  }
  const credentials = {
    Username: phone,
    Password: encryptWithPassphrase(attempt.password, key.key),
    Guid: key.guid,
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
    return awaitMfaCode(
      // A wrong code does not restart the minute before a new one may be asked for.
      currentFlow(session)?.resendAvailableAt,
      reply?.Message?.trim() ||
        (response.ok || response.kind === 'http' ? loginTexts.fallback : response.message),
    )
  }

  const response = await login(credentials, context)
  const body = replyBody(response, loginReply)
  const message =
    body?.Messages?.find((m) => m.trim()) ??
    body?.Message ??
    (response.ok ? undefined : response.message)

  switch (body?.StatusCode) {
    case loginStatus.success: {
      if (!body.Data?.Token || !body.Data.Source) break
      return completeLogin(
        attempt,
        { accessToken: body.Data.Token, source: body.Data.Source },
        Boolean(body.Data.UsedOneTimePassword),
        device.setCookie,
      )
    }
    case loginStatus.mfaRequired:
      // A code was sent: a new one may be asked for a minute on.
      return awaitMfaCode(resendAvailableFrom(true))
    case loginStatus.phoneUnverified:
      // The popover gives way to the SMS verification dialog; the login resumes after it.
      return sendMemberPhoneCode(attempt, message, device.setCookie)
    case loginStatus.passwordExpired:
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
    case loginStatus.locked: {
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
 * 2000: loads the member through token validation (login helper 3), then moves the session to a new id (the
 * visitor's old one is destroyed) holding the token and source, and welcomes them.
 */
async function completeLogin(
  attempt: Attempt,
  credentials: MemberCredentials,
  usedOneTimePassword: boolean,
  deviceSetCookie: string | null,
) {
  const claims = await getSecurityToken({ ...attempt.context, member: credentials })
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
