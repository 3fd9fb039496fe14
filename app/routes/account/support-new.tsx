import { parsePostedForm } from '~/validation/posted-fields.server.ts'
import { useActionData, useLoaderData } from 'react-router'
import { SupportRequestForm } from '~/members/components/support-request-form.tsx'
import { Toasts } from '~/components/ui/toasts.tsx'
import {
  failedSendView,
  requireMember,
  sendWithAttachment,
  type SupportFormAnswer,
} from '~/members/account.server.ts'
import { memberSupportRequestSchema } from '~/members/schemas.ts'
import { productLines } from '~/quote/product-lines.ts'
import { redirectWithToast } from '~/session/session.server.ts'
import { supportRequestTypes } from '~/upstream/claims.server.ts'
import { listPolicies } from '~/upstream/members.server.ts'
import { addRequest, getRequestTypes } from '~/upstream/support.server.ts'
import type { Route } from './+types/support-new'
import { postedForm } from '~/utils/posted-form.server.ts'

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { upstream } = await requireMember({ request, context, url })
  const [types, policies] = await Promise.all([getRequestTypes(upstream), listPolicies(upstream)])
  return {
    types: supportRequestTypes(types.ok ? (types.body.Results ?? []) : []),
    // The request may name one of them; without the list it is sent about no policy.
    policies: (policies.ok ? (policies.body.Results ?? []) : []).map((p) => ({
      id: p.PolicyNumber,
      name: `${p.PolicyNumber} · ${productLines.find((l) => l.key === p.ProductKey)?.name ?? p.ProductKey} · ${p.InsurerName}`,
    })),
  }
}

export async function action({
  request,
  context,
  url,
}: Route.ActionArgs): Promise<SupportFormAnswer | Response> {
  const { upstream } = await requireMember({ request, context, url })
  const formData = await postedForm(request)
  const submission = parsePostedForm(formData, memberSupportRequestSchema)
  if (submission.status !== 'success') return { result: submission.reply(), toasts: [] }
  const { PolicyNumber, ...fields } = submission.value
  const added = await sendWithAttachment(formData, (attachment) =>
    addRequest({ ...fields, PolicyNumber: PolicyNumber || undefined, attachment }, upstream),
  )
  if (!added.ok) return { result: submission.reply(), ...failedSendView(added) }
  return redirectWithToast(
    `/hesabim/destek/${added.body.Data?.Id ?? ''}`,
    { kind: 'success', description: added.body.Messages?.[0] ?? 'Destek talebiniz alındı.' },
    request,
  )
}

export default function NewSupportRequest() {
  const { types, policies } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  return (
    <SupportRequestForm
      types={types}
      policies={policies}
      lastResult={answer?.result}
      attachmentRefusal={answer?.attachmentRefusal}
    >
      <Toasts toasts={answer?.toasts ?? []} />
      <h3 className="text-lg font-semibold">Yeni Destek Talebi</h3>
    </SupportRequestForm>
  )
}
