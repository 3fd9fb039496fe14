import { parsePostedForm } from '~/validation/posted-fields.server.ts'
import { Link, useActionData, useLoaderData } from 'react-router'
import { ConformForm } from '~/components/forms/conform-form.tsx'
import { usePendingSubmission } from '~/components/forms/use-pending.ts'
import { useValidatedForm } from '~/components/forms/use-validated-form.ts'
import { AttachmentField } from '~/members/components/attachment-field.tsx'
import { Button } from '~/components/ui/button.tsx'
import { TextAreaField } from '~/components/ui/field.tsx'
import { Toasts } from '~/components/ui/toasts.tsx'
import {
  failedSendView,
  requireMember,
  sendWithAttachment,
  type SupportFormAnswer,
} from '~/members/account.server.ts'
import { supportReplySchema } from '~/members/schemas.ts'
import { redirectWithToast } from '~/session/session.server.ts'
import { getRequestStatuses, replyToRequest, viewRequest } from '~/upstream/support.server.ts'
import { ClaimTimeline } from '~/support/claim-timeline.tsx'
import type { Route } from './+types/support-request'
import { useRootData } from '~/components/root-data.ts'
import { postedForm } from '~/utils/posted-form.server.ts'

function requestIdOf(params: { requestId: string }): number {
  const id = Number(params.requestId)
  if (!Number.isInteger(id) || id <= 0)
    throw new Response('Destek talebi bulunamadı', { status: 404 })
  return id
}

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  const id = requestIdOf(params)
  const { upstream } = await requireMember({ request, context, url })
  const [opened, statuses] = await Promise.all([
    viewRequest(id, upstream),
    getRequestStatuses(upstream),
  ])
  return {
    opened: opened.ok ? (opened.body.Data ?? null) : null,
    statuses: statuses.ok ? (statuses.body.Results ?? []) : [],
  }
}

export async function action({
  request,
  params,
  context,
  url,
}: Route.ActionArgs): Promise<SupportFormAnswer | Response> {
  const id = requestIdOf(params)
  const { upstream } = await requireMember({ request, context, url })
  const formData = await postedForm(request)
  formData.set('RequestId', String(id))
  const submission = parsePostedForm(formData, supportReplySchema)
  if (submission.status !== 'success') return { result: submission.reply(), toasts: [] }
  const replied = await sendWithAttachment(formData, (attachment) =>
    replyToRequest({ ...submission.value, attachment }, upstream),
  )
  if (!replied.ok) return { result: submission.reply(), ...failedSendView(replied) }
  return redirectWithToast(
    `/hesabim/destek/${id}`,
    { kind: 'success', description: 'Yanıtınız gönderildi.' },
    request,
  )
}

export default function SupportRequestThread() {
  const { opened, statuses } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const submitting = usePendingSubmission()
  const agencyName = useRootData()?.agency.name
  const [form, fields] = useValidatedForm(
    () => import('~/members/schemas.ts').then((m) => m.supportReplySchema),
    {
      id: 'yanit',
      lastResult: answer?.result,
    },
  )
  if (!opened) {
    return (
      <p role="alert" className="text-red-800">
        Bu destek talebi şu anda görüntülenemiyor.{' '}
        <Link to="/hesabim/destek" className="font-semibold underline">
          Tüm talepleriniz
        </Link>
      </p>
    )
  }
  return (
    <section aria-labelledby="talep-baslik" className="rounded-lg border border-slate-200 p-4">
      <Toasts toasts={answer?.toasts ?? []} />
      <h3 id="talep-baslik" className="text-lg font-semibold">
        #{opened.Id} {opened.Subject}
      </h3>
      <p className="text-sm text-slate-700">
        {opened.TypeText}
        {opened.PolicyNumber ? (
          <>
            {' · İlgili poliçe: '}
            <strong>{opened.PolicyNumber}</strong>
          </>
        ) : null}
        {' · Durum: '}
        <strong>{opened.StatusText}</strong>
      </p>
      {opened.FileNumber ? (
        <ClaimTimeline
          fileNumber={opened.FileNumber}
          statuses={statuses}
          current={opened.StatusId}
          report={opened.Claim}
        />
      ) : null}
      <ol className="mt-3 space-y-2">
        {opened.Thread.map((m) => (
          <li
            key={m.Id}
            className={`rounded-md p-3 ${m.FromAgency ? 'bg-brand-50' : 'bg-slate-100'}`}
          >
            <p className="text-xs text-slate-700">
              {m.FromAgency ? agencyName : 'Siz'} ·{' '}
              {new Date(m.CreatedAt).toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul' })}
            </p>
            <p className="whitespace-pre-line">{m.Body}</p>
            {m.FileName ? <p className="text-sm">Ek: {m.FileName}</p> : null}
          </li>
        ))}
      </ol>
      <ConformForm
        form={form}
        method="post"
        encType="multipart/form-data"
        className="mt-4 space-y-3"
      >
        <input type="hidden" name="RequestId" value={opened.Id} />
        <TextAreaField meta={fields.Message} label="Yanıtınız" rows={4} maxLength={4000} />
        {/* A new message in the thread means the reply went: a fresh, empty file field. */}
        <AttachmentField
          key={opened.Thread.length}
          id="yanit-dosya"
          refusal={answer?.attachmentRefusal}
        />
        <Button type="submit" pending={submitting}>
          Yanıt Gönder
        </Button>
        <p>
          <Link to="/hesabim/destek" className="text-sm text-brand-700 underline">
            Yeni destek talebi oluştur
          </Link>
        </p>
      </ConformForm>
    </section>
  )
}
