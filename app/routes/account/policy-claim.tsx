import { Link } from 'react-router'
import { ClaimForm } from '~/claims/claim-form.tsx'
import {
  claimFormOf,
  countiesRoundTrip,
  fileClaim,
  type ClaimFormAnswer,
} from '~/claims/claim-report.server.ts'
import { Toasts } from '~/components/ui/toasts.tsx'
import { requireMember, throwIfTokenRejected } from '~/members/account.server.ts'
import { redirectWithToast } from '~/session/session.server.ts'
import { getClaimPolicy } from '~/upstream/claims.server.ts'
import { postedForm } from '~/utils/posted-form.server.ts'
import type { Route } from './+types/policy-claim'
import { pageTitle } from '~/components/seo.ts'

export const meta: Route.MetaFunction = (args) => pageTitle(args, 'Hasar bildir')

/** The member's own policy, as the provider answers for it, or why no claim goes on it. */
async function claimPolicy(args: Route.LoaderArgs | Route.ActionArgs) {
  const { session, upstream } = await requireMember(args)
  const policy = await getClaimPolicy({ PolicyNumber: args.params.policyNumber }, upstream)
  await throwIfTokenRejected(policy, args.url, session)
  return { upstream, policy }
}

export async function loader(args: Route.LoaderArgs) {
  const { upstream, policy } = await claimPolicy(args)
  if (!policy.ok || !policy.body.Data) {
    return { refusal: policy.ok ? 'Poliçe bulunamadı.' : policy.message, form: null }
  }
  return {
    refusal: null,
    form: await claimFormOf(policy.body.Data, upstream),
  }
}

export async function action(args: Route.ActionArgs): Promise<ClaimFormAnswer | Response> {
  const { upstream, policy } = await claimPolicy(args)
  const formData = await postedForm(args.request)
  if (formData.get('intent') === 'il-sec') return countiesRoundTrip(formData, upstream)
  if (!policy.ok || !policy.body.Data) {
    const description = policy.ok ? 'Poliçe bulunamadı.' : policy.message
    return { result: null, toasts: [{ kind: 'error', description }] }
  }
  const filed = await fileClaim(formData, policy.body.Data, upstream)
  if (!filed.filed) return filed.answer
  // The request's page shows the file number, the report and the status timeline.
  return redirectWithToast(
    `/hesabim/destek/${filed.id}`,
    { kind: 'success', description: filed.message },
    args.request,
  )
}

export default function PolicyClaim({ loaderData, actionData }: Route.ComponentProps) {
  const { form, refusal } = loaderData
  return (
    <section aria-labelledby="hasar-baslik">
      <h2 id="hasar-baslik" className="text-xl font-semibold">
        Hasar bildir
      </h2>
      {form ? (
        <>
          <p className="mt-1 mb-4 text-slate-700">
            Ne olduğunu, ne zaman ve nerede olduğunu yazın; fotoğraf ya da belge ekleyebilirsiniz.
            Hasar dosya numaranız SMS ile gelir.
          </p>
          <ClaimForm
            policy={form.policy}
            submissionKey={form.submissionKey}
            cities={form.cities}
            counties={actionData?.counties ?? form.counties}
            lastResult={actionData?.result}
            defaultValue={actionData?.values}
            attachmentRefusal={actionData?.attachmentRefusal}
          >
            <Toasts toasts={actionData?.toasts ?? []} />
          </ClaimForm>
        </>
      ) : (
        <p role="alert" className="mt-3 text-red-800">
          {refusal}
        </p>
      )}
      <p className="mt-4">
        <Link to="/hesabim/policelerim" className="text-sm text-brand-700 underline">
          Poliçelerime dön
        </Link>
      </p>
    </section>
  )
}
