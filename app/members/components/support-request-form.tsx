import type { SubmissionResult } from '@conform-to/react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ConformForm } from '~/components/forms/conform-form.tsx'
import { usePendingSubmission } from '~/components/forms/use-pending.ts'
import { useValidatedForm } from '~/components/forms/use-validated-form.ts'
import { Button } from '~/components/ui/button.tsx'
import { SelectField, TextAreaField, TextField } from '~/components/ui/field.tsx'
import type { AttachmentRefusal } from '~/members/upload-entry.ts'
import type { RequestType } from '~/upstream/support.server.ts'
import { AttachmentField } from './attachment-field.tsx'

/**
 * A new support request (spec §3: the request types list, subject, message and a file), the same
 * for a member in /hesabim and for a visitor whose phone was just verified; a member with
 * policies may name the one it is about.
 */
export function SupportRequestForm({
  types,
  policies,
  lastResult,
  defaultValue,
  attachmentRefusal,
  hiddenFields,
  children,
}: {
  types: RequestType[]
  /** The member's policies to choose from (number and a name); none for a visitor. */
  policies?: { id: string; name: string }[]
  lastResult?: SubmissionResult<string[]>
  /** What the fields start with: a request typed before the visitor's verification ran out. */
  defaultValue?: { RequestType: string; Subject: string; Message: string } | null
  /** The server's refusal of the file last sent, shown on the upload widget's entry. */
  attachmentRefusal?: AttachmentRefusal | null
  /** What the page's action needs besides the fields (an intent). */
  hiddenFields?: ReactNode
  /** Shown above the fields: a heading, the toasts of the last attempt. */
  children?: ReactNode
}) {
  const submitting = usePendingSubmission()
  const [form, fields] = useValidatedForm(
    () => import('~/members/schemas.ts').then((m) => m.memberSupportRequestSchema),
    {
      id: 'talep',
      lastResult,
      defaultValue,
    },
  )
  return (
    <ConformForm form={form} method="post" encType="multipart/form-data" className="space-y-3">
      {hiddenFields}
      {children}
      <SelectField
        meta={fields.RequestType}
        label="Talep Türü"
        options={types.map((t) => ({ id: t.Id, name: t.Text }))}
      />
      <p className="text-sm text-slate-700">
        Hasar bildirimi için{' '}
        <Link to="/hasar-aninda" className="font-semibold text-brand-700 underline">
          Hasar Anında
        </Link>{' '}
        sayfasındaki formu kullanın.
      </p>
      {policies?.length ? (
        <SelectField
          meta={fields.PolicyNumber}
          label="İlgili Poliçe (isteğe bağlı)"
          placeholder="Poliçe seçmeden devam et"
          options={policies}
        />
      ) : null}
      <TextField meta={fields.Subject} label="Konu" maxLength={150} />
      <TextAreaField meta={fields.Message} label="Mesajınız" rows={4} maxLength={4000} />
      <AttachmentField id="talep-dosya" refusal={attachmentRefusal} />
      <Button type="submit" pending={submitting}>
        Talep Oluştur
      </Button>
    </ConformForm>
  )
}
