import type { FieldMetadata } from '@conform-to/react'
import { SelectField } from '~/components/ui/field.tsx'
import type { InstallmentChoice } from './types.ts'

export const installmentsTitle = 'Ödeme seçeneği'

/** The offer's installment options; the card's bank may allow fewer on the card page. */
export function InstallmentChoices({
  meta,
  choices,
  failed,
}: {
  meta: FieldMetadata<string | undefined | null | boolean>
  choices: InstallmentChoice[]
  /** The options could not be loaded. */
  failed: boolean
}) {
  if (failed && choices.length === 0) {
    return (
      <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
        Taksit seçenekleri şu anda yüklenemedi. Lütfen sayfayı yenileyin.
      </p>
    )
  }
  return (
    <SelectField
      meta={meta}
      label={installmentsTitle}
      options={choices.map((choice) => ({ id: choice.value, name: choice.label }))}
    />
  )
}
