import { readCookies } from '../utils/cookies.server.ts'
import { safeLocalPath } from '../utils/local-path.ts'

/** Cookie consent (spec §2, §4, §9): four plain cookies, one year each, readable by the server. */
export const consentCookies = {
  required: 'cerez_zorunlu',
  analytic: 'cerez_analitik',
  functional: 'cerez_islevsel',
  targeting: 'cerez_hedefleme',
} as const
export type ConsentCategory = keyof typeof consentCookies

const CONSENT_MAX_AGE_SECONDS = 31_536_000

export interface ConsentState {
  /** False while the required-cookies cookie is absent: the banner shows. */
  decided: boolean
  analytic: boolean
  functional: boolean
  targeting: boolean
}

export function readConsent(request: Request): ConsentState {
  const cookies = readCookies(request.headers.get('Cookie'))
  return {
    decided: cookies.has(consentCookies.required),
    analytic: cookies.get(consentCookies.analytic) === '1',
    functional: cookies.get(consentCookies.functional) === '1',
    targeting: cookies.get(consentCookies.targeting) === '1',
  }
}

/** Set-Cookie values for the given choices; `null` leaves a category untouched (the close icon). */
export function consentSetCookies(
  choices: Record<Exclude<ConsentCategory, 'required'>, boolean> | null,
  secure: boolean,
): string[] {
  const attributes = `Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`
  const cookie = (name: string, on: boolean) => `${name}=${on ? '1' : '0'}; ${attributes}`
  const values = [cookie(consentCookies.required, true)]
  if (choices) {
    values.push(
      cookie(consentCookies.analytic, choices.analytic),
      cookie(consentCookies.functional, choices.functional),
      cookie(consentCookies.targeting, choices.targeting),
    )
  }
  return values
}

/** Only a path on this site may be returned to, the preferences dialog closed; else home. */
export function safeReturnPath(value: unknown): string {
  const url = new URL(safeLocalPath(value), 'http://yerel')
  url.searchParams.delete('modal')
  url.searchParams.delete('sekme')
  return url.pathname + url.search + url.hash
}
