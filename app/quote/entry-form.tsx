import type { SubmissionResult } from '@conform-to/react'
import { Honeypot } from '~/components/forms/honeypot.tsx'
import { ServerCheckedForm, useServerCheckedForm } from '~/components/forms/server-checked-form.tsx'
import { usePendingSubmission } from '~/components/forms/use-pending.ts'
import { Button } from '~/components/ui/button.tsx'
import { BirthDateField, SelectField, TextField } from '~/components/ui/field.tsx'
import { FormMessage } from '~/components/ui/form-message.tsx'
import { VerificationConsents } from '~/verification/verification-consents.tsx'
import type { ProductDefinition } from './definitions.ts'
import type { EntryFields } from './entry-schema.ts'

/** What the form starts with: the draft's entry, in the form's own text values. */
export type EntryDefaults = { [Field in keyof EntryFields]?: string }

/** The form's submit button: focus goes back to it when the SMS dialog it opened closes. */
export const entrySubmitId = 'teklif-al'

/** The order fields appear in, so the first invalid one gets focus after a no-JS round trip. */
const fieldOrder = [
  'IdType',
  'NationalNumber',
  'PassportNumber',
  'Phone',
  'PlateStatus',
  'LicensePlateNumber',
  'Birthdate',
  'PrivacyPolicy',
  'OpenDataAgreement',
]

/**
 * The quote entry form of one product line (spec §5): identity, phone, plate or birth date as the
 * line needs, and the three consents, none of them ticked by us.
 */
export function EntryForm({
  definition,
  action,
  lastResult,
  defaults,
  formError,
  asksBirthDate = false,
}: {
  definition: ProductDefinition
  action: string
  /** Spec §8 1006: the provider asked for the birth date, on a line whose form has none. */
  asksBirthDate?: boolean
  lastResult?: SubmissionResult<string[]>
  defaults: EntryDefaults
  formError?: string
}) {
  const [form, fields] = useServerCheckedForm<EntryFields>({
    id: `teklif-${definition.key}`,
    lastResult,
    defaultValue: defaults,
  })
  const pending = usePendingSubmission({ action })
  const { entry } = definition
  const message = formError ?? form.errors?.[0]

  return (
    <ServerCheckedForm
      form={form}
      focusOrder={fieldOrder}
      method="post"
      action={action}
      className="grid gap-4"
    >
      <input type="hidden" name="intent" value="gonder" />
      <Honeypot name="website" id={`${form.id}-web`} />
      <FormMessage message={message} />
      {entry.idType ? (
        <SelectField
          meta={fields.IdType}
          label="Kimlik türü"
          options={[
            {
              id: '1',
              name:
                definition.key === 'yabanci'
                  ? 'T.C. ya da yabancı kimlik numarası'
                  : 'T.C. kimlik numarası',
            },
            { id: '2', name: 'Pasaport' },
          ]}
        />
      ) : null}
      <TextField
        meta={fields.NationalNumber}
        mask="digits"
        label={
          entry.identifier === 'tckn-or-vkn'
            ? 'T.C. kimlik veya vergi numarası'
            : 'T.C. kimlik numarası'
        }
        hint={
          entry.identifier === 'tckn-or-vkn'
            ? 'Şirket adına teklif için 10 haneli vergi numaranızı yazın.'
            : definition.key === 'yabanci'
              ? 'Yabancı kimlik numaranız (99 ile başlar) varsa yazın; yoksa kimlik türü olarak Pasaport seçin.'
              : entry.idType
                ? 'Kimlik türü T.C. kimlik numarası ise doldurun.'
                : undefined
        }
        autoComplete="off"
        maxLength={11}
      />
      {entry.idType ? (
        <TextField
          meta={fields.PassportNumber}
          label="Pasaport numarası"
          hint="Kimlik türü Pasaport ise doldurun."
          autoComplete="off"
          maxLength={12}
        />
      ) : null}
      <TextField
        meta={fields.Phone}
        mask="phone"
        label="Cep telefonu"
        hint="(5XX)XXX-XXXX biçiminde; doğrulama kodu bu numaraya gönderilir."
        autoComplete="tel-national"
        maxLength={17}
      />
      {entry.plate ? (
        <>
          <SelectField
            meta={fields.PlateStatus}
            label="Plaka durumu"
            options={[
              { id: '1', name: 'Aracım plakalı' },
              { id: '2', name: 'Yeni kayıt, henüz plakası yok' },
            ]}
          />
          <TextField
            meta={fields.LicensePlateNumber}
            mask="plate"
            label="Plaka"
            hint="Örnek: 66 ABC 123. Plakası olmayan araçta yalnızca il kodunu yazın (örnek: 66)."
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={12}
          />
        </>
      ) : null}
      {entry.birthDate || asksBirthDate ? <BirthDateField meta={fields.Birthdate} /> : null}
      <VerificationConsents fields={fields} />
      <Button id={entrySubmitId} type="submit" pending={pending} className="w-full sm:w-auto">
        Teklif Al
      </Button>
    </ServerCheckedForm>
  )
}
