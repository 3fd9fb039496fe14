import { redirect } from 'react-router'
import { commitSession, type AppSession } from '~/session/session.server.ts'
import type { UpstreamContext } from '~/upstream/client.server.ts'
import { outlived } from '~/verification/code.server.ts'
import { LOGIN_FLOW_TTL_MS, type LoginFlow } from './login-flow.ts'

declare module '~/session/session.server.ts' {
  interface SessionData {
    /** A login in progress (MFA, expired password…); its pending password never leaves the server. */
    login: LoginFlow
  }
}

/** One login attempt and where its dialogs stand: the login form's post or a later step's. */
export interface Attempt {
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

/** The login in progress, unless it is older than a login may wait. */
export function currentFlow(session: AppSession): LoginFlow | null {
  const flow = session.get('login')
  if (!flow || outlived(flow.startedAt, LOGIN_FLOW_TTL_MS)) return null
  return flow
}

/** The login's next step, started now for the attempt's pages. */
export function flowOf(
  attempt: Attempt,
  flow: Omit<LoginFlow, 'startedAt' | 'redirectTo'>,
): LoginFlow {
  return { ...flow, redirectTo: attempt.redirectTo, startedAt: Date.now() }
}

/** Every login answer is a redirect with the session saved, so the dialogs work without JavaScript. */
export async function back(session: AppSession, to: string, extraCookie?: string | null) {
  const headers = new Headers({ 'Set-Cookie': await commitSession(session) })
  if (extraCookie) headers.append('Set-Cookie', extraCookie)
  return redirect(to, { headers })
}
