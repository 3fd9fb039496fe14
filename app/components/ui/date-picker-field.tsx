import type { FieldMeta, TextFieldProps } from './field.tsx'
import { TextField } from './field.tsx'
import { isoDate } from '~/utils/format.ts'

/**
 * A date picked near today (a trip, a policy's start): the browser's own date picker, which
 * shows the dates outside `min`/`max` (YYYY-MM-DD) as not to be chosen and works without
 * JavaScript. It posts YYYY-MM-DD, which the schema's `pickedDate` reads beside DD.MM.YYYY; a
 * DD.MM.YYYY value from the draft is turned around for it. The server still judges the date.
 */
export function DatePickerField({
  meta,
  min,
  max,
  ...rest
}: Omit<TextFieldProps, 'type' | 'mask' | 'min' | 'max'> & { min?: string; max?: string }) {
  const picked: FieldMeta = {
    id: meta.id,
    name: meta.name,
    formId: meta.formId,
    errorId: meta.errorId,
    errors: meta.errors,
    initialValue:
      typeof meta.initialValue === 'string' ? isoDate(meta.initialValue) : meta.initialValue,
  }
  return <TextField {...rest} meta={picked} type="date" min={min} max={max} />
}
