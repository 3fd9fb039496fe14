import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useActionData, useLoaderData } from 'react-router'
import { ConformForm } from '~/components/forms/conform-form.tsx'
import { usePendingSubmission } from '~/components/forms/use-pending.ts'
import { useValidatedForm } from '~/components/forms/use-validated-form.ts'
import { AttachmentField } from '~/components/members/attachment-field.tsx'
import { Button } from '~/components/ui/button.tsx'
import { SelectField, TextAreaField, TextField } from '~/components/ui/field.tsx'
import { Toasts } from '~/components/ui/toasts.tsx'
import { requireMember, sendWithAttachment } from '~/members/account.server.ts'
import { supportRequestSchema } from '~/members/schemas.ts'
import { redirectWithToast, type Toast } from '~/session.server.ts'
import { addRequest, getRequestTypes } from '~/upstream/support.server.ts'
import type { Route } from './+types/support-new'

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { upstream } = await requireMember({ request, context, url })
  const types = await getRequestTypes(upstream)
  return { types: types.ok ? (types.body.Results ?? []) : [] }
}

export async function action({
  request,
  context,
  url,
}: Route.ActionArgs): Promise<{ result: SubmissionResult<string[]>; toasts: Toast[] } | Response> {
  const { upstream } = await requireMember({ request, context, url })
  const formData = await request.formData()
  const submission = parseWithZod(formData, { schema: supportRequestSchema })
  if (submission.status !== 'success') return { result: submission.reply(), toasts: [] }
  const added = await sendWithAttachment(formData, (attachment) =>
    addRequest({ ...submission.value, attachment }, upstream),
  )
  if (!added.ok) {
    return { result: submission.reply(), toasts: [{ kind: 'error', description: added.message }] }
  }
  return redirectWithToast(
    `/hesabim/destek/${added.body.Data?.Id ?? ''}`,
    { kind: 'success', description: added.body.Messages?.[0] ?? 'Destek talebiniz alındı.' },
    request,
  )
}

export default function NewSupportRequest() {
  const { types } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const submitting = usePendingSubmission()
  const [form, fields] = useValidatedForm(supportRequestSchema, {
    id: 'talep',
    lastResult: answer?.result,
  })
  return (
    <ConformForm form={form} method="post" encType="multipart/form-data" className="space-y-3">
      <Toasts toasts={answer?.toasts ?? []} />
      <h3 className="text-lg font-semibold">Yeni Destek Talebi</h3>
      <SelectField
        meta={fields.RequestType}
        label="Talep Türü"
        options={types.map((t) => ({ id: t.Id, name: t.Text }))}
      />
      <TextField meta={fields.Subject} label="Konu" maxLength={150} />
      <TextAreaField meta={fields.Message} label="Mesajınız" rows={4} maxLength={4000} />
      <AttachmentField id="talep-dosya" />
      <Button type="submit" pending={submitting}>
        Talep Oluştur
      </Button>
    </ConformForm>
  )
}
