import { redirect } from 'react-router'
import { requireMember, throwIfTokenRejected } from '~/members/account.server.ts'
import { productLines } from '~/quote/product-lines.ts'
import { startRenewal } from '~/quote/renewal/start.server.ts'
import { postedForm } from '~/utils/posted-form.server.ts'
import { commitSession, redirectWithToast } from '~/session/session.server.ts'
import { getRenewal } from '~/upstream/renewal.server.ts'
import type { Route } from './+types/policy-renewal'

const policies = '/hesabim/policelerim'
const startAgain =
  'Bu poliçenin bilgileri yeni teklife aktarılamıyor. Teklif için bilgilerinizi girmeniz yeterli.'

export const loader = () => redirect(policies)

/**
 * Poliçelerim's "Yenile" on the member's own policy: a new quote for the same line with its
 * subject carried over, after the SMS code to the policy's phone (decision 044).
 */
export async function action({ request, context, url, params }: Route.ActionArgs) {
  const { session, upstream } = await requireMember({ request, context, url })
  const renewal = await getRenewal({ PolicyNumber: params.policyNumber }, upstream)
  await throwIfTokenRejected(renewal, url, session)
  // A policy the provider cannot renew online (one recorded by hand): a new quote for its line.
  const productKey = (await postedForm(request)).get('ProductKey')
  const line = productLines.find((l) => l.key === productKey)
  if (!renewal.ok && renewal.kind === 'http' && renewal.status === 404 && line) {
    return redirectWithToast(line.quotePage, { kind: 'info', description: startAgain }, request)
  }
  const started =
    renewal.ok && renewal.body.Data
      ? await startRenewal(session, renewal.body.Data, upstream)
      : { ok: false as const, message: renewal.ok ? 'Poliçe bulunamadı.' : renewal.message }
  if (!started.ok) {
    return redirectWithToast(policies, { kind: 'error', description: started.message }, request)
  }
  return redirect(started.verifyUrl, { headers: { 'Set-Cookie': await commitSession(session) } })
}
