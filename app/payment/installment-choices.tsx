import type { FieldMetadata } from '@conform-to/react'
import { useAutoFocus } from '~/components/forms/first-invalid.ts'
import { FieldError } from '~/components/ui/field.tsx'
import type { InstallmentChoice } from './types.ts'

export const installmentsTitle = 'Ödeme seçeneği'

/** The installment options of the card's bank (of any bank until a card number is typed). */
export function InstallmentChoices({
  meta,
  choices,
  bank,
  failed,
}: {
  meta: FieldMetadata<string | undefined | null | boolean>
  choices: InstallmentChoice[]
  bank: string | null
  /** The options could not be loaded. */
  failed: boolean
}) {
  const focus = useAutoFocus(meta.name)
  const checked = String(meta.value ?? meta.initialValue ?? '1')
  return (
    <fieldset aria-describedby={meta.errorId}>
      <legend className="text-lg font-semibold">{installmentsTitle}</legend>
      {bank ? <p className="text-sm text-slate-700">Kartınızın bankası: {bank}</p> : null}
      {failed && choices.length === 0 ? (
        <p
          role="alert"
          className="mt-2 rounded-md border border-red-300 bg-red-50 p-3 text-red-800"
        >
          Taksit seçenekleri şu anda yüklenemedi. Lütfen sayfayı yenileyin.
        </p>
      ) : null}
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {choices.map((choice, i) => (
          <label
            key={choice.value}
            className="flex min-h-11 items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm"
          >
            <input
              // The first option is the group's: the error summary's link leads to it.
              id={i === 0 ? meta.id : undefined}
              type="radio"
              name={meta.name}
              value={choice.value}
              defaultChecked={choice.value === checked}
              aria-invalid={meta.errors ? true : undefined}
              className="size-5 accent-brand-600"
              autoFocus={i === 0 ? focus : undefined}
            />
            {choice.label}
          </label>
        ))}
      </div>
      <FieldError meta={meta} />
    </fieldset>
  )
}
