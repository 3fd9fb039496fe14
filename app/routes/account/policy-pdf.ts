import { data } from 'react-router'
import { requireMember, throwIfTokenRejected } from '~/members/account.server.ts'
import { notFound } from '~/platform/not-found.server.ts'
import { policyPdfDownload, refusedPolicy } from '~/policies/policy-pdf.server.ts'
import type { Route } from './+types/policy-pdf'

/** A policy of Poliçelerim as its PDF: the provider prints it for the member who owns it only. */
export async function loader({ request, context, url, params }: Route.LoaderArgs) {
  const { session, upstream } = await requireMember({ request, context, url })
  const number = params.policyNumber
  const download = await policyPdfDownload(
    { PolicyNumber: number },
    `police-${number.replace(/[^\w-]/g, '')}.pdf`,
    upstream,
  )
  if (download instanceof Response) return download
  await throwIfTokenRejected(download, url, session)
  throw refusedPolicy(download) ? notFound() : data(null, { status: 503 })
}
