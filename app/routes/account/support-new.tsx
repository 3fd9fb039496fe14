import { parsePostedForm } from '~/validation/posted-fields.server.ts'
import { useActionData, useLoaderData } from 'react-router'
import { SupportRequestForm } from '~/components/members/support-request-form.tsx'
import { Toasts } from '~/components/ui/toasts.tsx'
import {
  failedSendView,
  requireMember,
  sendWithAttachment,
  type SupportFormAnswer,
} from '~/members/account.server.ts'
import { supportRequestSchema } from '~/members/schemas.ts'
import { redirectWithToast } from '~/session.server.ts'
import { supportRequestTypes } from '~/upstream/claims.server.ts'
import { addRequest, getRequestTypes } from '~/upstream/support.server.ts'
import type { Route } from './+types/support-new'
import { postedForm } from '~/utils/posted-form.server.ts'

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { upstream } = await requireMember({ request, context, url })
  const types = await getRequestTypes(upstream)
  return { types: supportRequestTypes(types.ok ? (types.body.Results ?? []) : []) }
}

export async function action({
  request,
  context,
  url,
}: Route.ActionArgs): Promise<SupportFormAnswer | Response> {
  const { upstream } = await requireMember({ request, context, url })
  const formData = await postedForm(request)
  const submission = parsePostedForm(formData, supportRequestSchema)
  if (submission.status !== 'success') return { result: submission.reply(), toasts: [] }
  const added = await sendWithAttachment(formData, (attachment) =>
    addRequest({ ...submission.value, attachment }, upstream),
  )
  if (!added.ok) return { result: submission.reply(), ...failedSendView(added) }
  return redirectWithToast(
    `/hesabim/destek/${added.body.Data?.Id ?? ''}`,
    { kind: 'success', description: added.body.Messages?.[0] ?? 'Destek talebiniz alındı.' },
    request,
  )
}

export default function NewSupportRequest() {
  const { types } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  return (
    <SupportRequestForm
      types={types}
      lastResult={answer?.result}
      attachmentRefusal={answer?.attachmentRefusal}
    >
      <Toasts toasts={answer?.toasts ?? []} />
      <h3 className="text-lg font-semibold">Yeni Destek Talebi</h3>
    </SupportRequestForm>
  )
}
