import { redirect } from 'react-router'
import { policyPdfDownload, refusedPolicy } from '~/policies/policy-pdf.server.ts'
import { getSession, upstreamContext } from '~/session/session.server.ts'
import type { Route } from './+types/policy-link'

/**
 * The link in a policy e-mail: its signed token stands for one policy for 30 days, so a visitor
 * without an account downloads it again. The provider checks the token; a refused or failed one
 * leads to a page that says so.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = await getSession(request)
  const download = await policyPdfDownload(
    { DownloadToken: params.token },
    'police.pdf',
    await upstreamContext({ request, context }, session),
  )
  if (download instanceof Response) return download
  throw redirect(`/police/indir?durum=${refusedPolicy(download) ? 'gecersiz' : 'hata'}`)
}
