import { data, redirect } from 'react-router'
import { REPLACEMENT_FIELD, WithdrawalPanel } from '~/policies/withdrawal-panel.tsx'
import { postedForm } from '~/utils/posted-form.server.ts'
import { notFound } from '~/platform/not-found.server.ts'
import { getSession, upstreamContext } from '~/session/session.server.ts'
import { getWithdrawal, withdrawPolicy } from '~/upstream/withdrawal.server.ts'
import type { Route } from './+types/policy-link-withdrawal'
import { pageTitle } from '~/components/seo.ts'

export const meta: Route.MetaFunction = (args) => [
  ...pageTitle(args, 'Cayma hakkı'),
  { name: 'robots', content: 'noindex' },
]

/**
 * The policy e-mail's withdrawal link: the same signed token as its download link, so a visitor
 * withdraws through the channel they bought in, without an account. The provider checks it: a
 * refused link is not found (spec §8); a failed check says so on the download link's page.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const upstream = await upstreamContext({ request, context }, await getSession(request))
  const withdrawal = await getWithdrawal({ DownloadToken: params.token }, upstream)
  if (!withdrawal.ok || !withdrawal.body.Data) {
    throw !withdrawal.ok && withdrawal.kind !== 'http'
      ? redirect('/police/indir?durum=hata')
      : notFound()
  }
  return { withdrawal: withdrawal.body.Data }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const upstream = await upstreamContext({ request, context }, await getSession(request))
  const form = await postedForm(request)
  const withdrawn = await withdrawPolicy(
    { DownloadToken: params.token, ReplacementDeclared: form.get(REPLACEMENT_FIELD) === 'on' },
    upstream,
  )
  if (!withdrawn.ok)
    return data(
      { error: withdrawn.message, withdrawal: null },
      { status: withdrawn.kind === 'http' ? 409 : 503 },
    )
  return { error: null, withdrawal: withdrawn.body.Data ?? null }
}

export default function PolicyLinkWithdrawal({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="icerik" className="mx-auto max-w-2xl px-4 py-12">
      <WithdrawalPanel
        withdrawal={actionData?.withdrawal ?? loaderData.withdrawal}
        member={false}
        error={actionData?.error ?? null}
        heading="h1"
        cancelHref="/"
      />
    </main>
  )
}
