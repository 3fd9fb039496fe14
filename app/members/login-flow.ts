import type { SubmissionResult } from '@conform-to/react'
import type { PendingVerification } from '~/verification/pending.ts'
import { safeLocalPath } from '~/utils/local-path.ts'

/** The header's login control: where focus goes back when a login dialog closes. */
export const loginControlId = 'giris-yap'

/** Where a login stands between requests, held in the server session (spec §4 by StatusCode). */
type LoginStep = 'form' | 'mfa' | 'verify' | 'expired' | 'otp-confirm' | 'locked'

export interface LoginFlow {
  step: LoginStep
  /** Clean phone of the login in progress; server-side only. */
  phone?: string
  /** The password of a login that needs one more step (MFA code, new password); server-side only. */
  pending?: { password: string; uid?: string; accessToken?: string }
  message?: string
  notice?: string
  errors?: string[]
  reply?: SubmissionResult<string[]>
  /** Phone verification (2001) and MFA (2004): when a new SMS code may be asked for. */
  resendAvailableAt?: string
  /** Where the member goes after logging in (a members-only page they were sent away from). */
  redirectTo?: string
  startedAt: number
}

/** What the login dialogs may show in the browser: never the pending password. */
export interface LoginDialogView {
  step: LoginStep
  maskedPhone?: string
  message?: string
  notice?: string
  errors?: string[]
  reply?: SubmissionResult<string[]>
  verification?: PendingVerification
  redirectTo?: string
  returnTo: string
}

export const LOGIN_FLOW_TTL_MS = 10 * 60_000

/** The page with the login dialog open on it. */
export function withLoginModal(path: string, redirectTo?: string): string {
  const url = new URL(safeLocalPath(path), 'http://yerel')
  url.searchParams.set('modal', 'giris')
  if (redirectTo && redirectTo !== '/') url.searchParams.set('redirectTo', redirectTo)
  else url.searchParams.delete('redirectTo')
  return url.pathname + url.search
}

/** The same page with the dialog closed. */
export function withoutLoginModal(path: string): string {
  const url = new URL(safeLocalPath(path), 'http://yerel')
  url.searchParams.delete('modal')
  url.searchParams.delete('redirectTo')
  return url.pathname + url.search
}
