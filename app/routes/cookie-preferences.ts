import { redirect } from 'react-router'
import { config } from '~/platform/config.server.ts'
import { consentSetCookies, safeReturnPath } from '~/platform/consent.server.ts'
import { redirectWithToast } from '~/session/session.server.ts'
import type { Route } from './+types/cookie-preferences'
import { postedForm } from '~/utils/posted-form.server.ts'

/**
 * POST /cerez-tercihleri: the banner's and the preferences dialog's forms land here, with or
 * without JavaScript. Sets the consent cookies and goes back to the page the visitor was on.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await postedForm(request)
  const returnTo = safeReturnPath(form.get('returnTo'))
  const intent = form.get('intent')
  const secure = config.isProduction
  let cookies: string[]
  let response: Response
  if (intent === 'kabul-et') {
    cookies = consentSetCookies({ analytic: true, functional: true, targeting: true }, secure)
    response = redirect(returnTo)
  } else if (intent === 'kaydet') {
    cookies = consentSetCookies(
      {
        analytic: form.get('analitik') === '1',
        functional: form.get('islevsel') === '1',
        targeting: form.get('hedefleme') === '1',
      },
      secure,
    )
    response = await redirectWithToast(
      returnTo,
      { kind: 'success', description: 'Çerez tercihleriniz kaydedildi.' },
      request,
    )
  } else {
    // The close icon: only the required cookie, so the banner stays away.
    cookies = consentSetCookies(null, secure)
    response = redirect(returnTo)
  }
  for (const cookie of cookies) response.headers.append('Set-Cookie', cookie)
  return response
}

export const loader = () => redirect('/?modal=cerez-tercihleri')
