import { data } from 'react-router'
import { requireMember, throwIfTokenRejected } from '~/members/account.server.ts'
import { notFound } from '~/platform/not-found.server.ts'
import { REPLACEMENT_FIELD, WithdrawalPanel } from '~/policies/withdrawal-panel.tsx'
import { postedForm } from '~/utils/posted-form.server.ts'
import { redirectWithToast } from '~/session/session.server.ts'
import { getWithdrawal, withdrawPolicy } from '~/upstream/withdrawal.server.ts'
import type { Route } from './+types/policy-withdrawal'
import { pageTitle } from '~/components/seo.ts'

export const meta: Route.MetaFunction = (args) => pageTitle(args, 'Cayma hakkı')

export async function loader({ request, context, url, params }: Route.LoaderArgs) {
  const { session, upstream } = await requireMember({ request, context, url })
  const withdrawal = await getWithdrawal({ PolicyNumber: params.policyNumber }, upstream)
  await throwIfTokenRejected(withdrawal, url, session)
  // Not the member's, or no such policy: not found (spec §8); the provider down: a failure.
  if (!withdrawal.ok || !withdrawal.body.Data) {
    throw withdrawal.ok || withdrawal.kind === 'http' ? notFound() : data(null, { status: 503 })
  }
  return { withdrawal: withdrawal.body.Data }
}

/** The member confirmed: the provider cancels the policy; Poliçelerim shows it cayıldı. */
export async function action({ request, context, url, params }: Route.ActionArgs) {
  const { session, upstream } = await requireMember({ request, context, url })
  const form = await postedForm(request)
  const withdrawn = await withdrawPolicy(
    {
      PolicyNumber: params.policyNumber,
      ReplacementDeclared: form.get(REPLACEMENT_FIELD) === 'on',
    },
    upstream,
  )
  await throwIfTokenRejected(withdrawn, url, session)
  if (!withdrawn.ok) return { error: withdrawn.message }
  return redirectWithToast(
    '/hesabim/policelerim',
    { kind: 'success', description: withdrawn.body.Messages?.[0] ?? 'Poliçeniz iptal edildi.' },
    request,
  )
}

export default function PolicyWithdrawal({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WithdrawalPanel
      withdrawal={loaderData.withdrawal}
      member
      error={actionData?.error ?? null}
      heading="h2"
      cancelHref="/hesabim/policelerim"
    />
  )
}
