import type { FieldMetadata } from '@conform-to/react'
import type { ReactNode } from 'react'
import { TextField } from './field.tsx'

const commaThousands = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

/**
 * Spec §5 number input: whole numbers shown with comma thousands (12,500), bounds named in the
 * hint with their unit (lira unless said otherwise). The server reads the commas back (rules/number-range.ts), so without JavaScript the
 * typed text is sent as is; with it, the value is written with commas when the field is left.
 */
export function NumberField({
  meta,
  label,
  min,
  max,
  unit = '₺',
}: {
  meta: FieldMetadata<string | undefined | null | boolean>
  label: ReactNode
  min: number
  max: number
  /** Written after each bound: '₺', ' m²', '' for a count. */
  unit?: string
}) {
  return (
    <TextField
      meta={meta}
      label={label}
      inputMode="numeric"
      autoComplete="off"
      hint={`${commaThousands.format(min)}${unit} ile ${commaThousands.format(max)}${unit} arasında, tam sayı`}
      onBlur={(event) => {
        const digits = event.currentTarget.value.replace(/[,\s₺]/g, '')
        if (/^\d+$/.test(digits)) event.currentTarget.value = commaThousands.format(Number(digits))
      }}
    />
  )
}
