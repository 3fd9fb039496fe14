import type { SubmissionResult } from '@conform-to/react'
import type { ReactNode } from 'react'
import { addressListsUnloaded, type CountyList } from '~/address/options.ts'
import type { Option } from '~/components/forms/list-option.ts'
import { CityCountyFields } from '~/address/city-county-fields.tsx'
import { ConformForm } from '~/components/forms/conform-form.tsx'
import { usePendingSubmission } from '~/components/forms/use-pending.ts'
import { useValidatedForm } from '~/components/forms/use-validated-form.ts'
import { AttachmentField } from '~/members/components/attachment-field.tsx'
import { Button } from '~/components/ui/button.tsx'
import { DatePickerField } from '~/components/ui/date-picker-field.tsx'
import { TextAreaField, TextField } from '~/components/ui/field.tsx'
import { UnloadedListNotice } from '~/components/ui/form-message.tsx'
import type { AttachmentRefusal } from '~/members/upload-entry.ts'
import { isoDayFromToday } from '~/quote/rules/calendar.ts'
import { MAX_CLAIM_DESCRIPTION } from './limits.ts'

/** The policy a claim form reports on, as the form shows it. */
export interface ClaimPolicyView {
  policyNumber: string
  lineName: string
  insurer: string
  /** YYYY-MM-DD: no event before it. */
  startsOn: string
  /** Kasko and trafik ask for the other party's plate. */
  vehicle: boolean
}

/** The hidden field the form's one-time key is posted in (claimFormOf). */
export const SUBMISSION_KEY_FIELD = 'SubmissionKey'

/**
 * A claim report (hasar ihbarı) on one policy, for a member and a visitor alike: when (Türkiye's
 * time), where (il, ilçe), the other party's plate for a vehicle, what happened, a photo or a
 * document. Multipart, so the file goes with the fields with JavaScript and without it.
 */
export function ClaimForm({
  policy,
  submissionKey,
  cities,
  counties,
  lastResult,
  defaultValue,
  attachmentRefusal,
  hiddenFields,
  children,
}: {
  policy: ClaimPolicyView
  submissionKey: string
  cities: Option[]
  counties: CountyList
  lastResult?: SubmissionResult<string[]> | null
  /** The fields as typed, when "İlçeleri Getir" brought the counties without JavaScript. */
  defaultValue?: Record<string, string> | null
  attachmentRefusal?: AttachmentRefusal | null
  hiddenFields?: ReactNode
  /** Above the fields: the toasts of the last attempt. */
  children?: ReactNode
}) {
  const submitting = usePendingSubmission({ intent: 'hasar' })
  const [form, fields] = useValidatedForm(
    () => import('./claim-schema.ts').then((m) => m.claimSchema({ startsOn: policy.startsOn })),
    { id: 'hasar', lastResult, defaultValue },
  )
  return (
    <ConformForm
      form={form}
      method="post"
      encType="multipart/form-data"
      className="max-w-2xl space-y-3"
    >
      <input type="hidden" name={SUBMISSION_KEY_FIELD} value={submissionKey} />
      {hiddenFields}
      {children}
      <p className="rounded-md bg-slate-50 p-3 text-sm" data-testid="hasar-policesi">
        {policy.lineName} · {policy.insurer} · Poliçe numarası{' '}
        <strong>{policy.policyNumber}</strong>
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <DatePickerField
          meta={fields.EventDate}
          label="Olay tarihi"
          min={policy.startsOn}
          max={isoDayFromToday(0)}
        />
        <TextField
          meta={fields.EventTime}
          type="time"
          label="Olay saati"
          hint="Türkiye saatiyle, ör. 14:30"
        />
      </div>
      {addressListsUnloaded(cities, counties) ? (
        <UnloadedListNotice list="İl ve ilçe listeleri" />
      ) : null}
      <CityCountyFields
        city={fields.CityCode}
        county={fields.CountyCode}
        cities={cities}
        counties={counties}
      />
      {policy.vehicle ? (
        <TextField
          meta={fields.OtherPartyPlate}
          mask="plate"
          label="Karşı tarafın plakası (isteğe bağlı)"
          autoComplete="off"
        />
      ) : null}
      <TextAreaField
        meta={fields.Description}
        label="Ne oldu?"
        rows={5}
        maxLength={MAX_CLAIM_DESCRIPTION}
      />
      <AttachmentField id="hasar-dosya" refusal={attachmentRefusal} />
      <Button type="submit" name="intent" value="hasar" pending={submitting}>
        Hasarı Bildir
      </Button>
    </ConformForm>
  )
}
