import { getCollectionProps, type FieldMetadata } from '@conform-to/react'
import type { ReactNode } from 'react'
import { FieldError } from '~/components/ui/field.tsx'

type Meta = FieldMetadata<string | undefined>

/** A labelled group of radio buttons wired to conform (a required radio needs a value, spec §5). */
export function RadioGroup({
  meta,
  legend,
  options,
}: {
  meta: Meta
  legend: ReactNode
  options: { id: string; name: string }[]
}) {
  const radios = getCollectionProps(meta, {
    type: 'radio',
    options: options.map((o) => o.id),
    ariaAttributes: true,
  })
  return (
    <fieldset aria-describedby={meta.errorId}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-6">
        {options.map((option, i) => {
          const radio = radios[i]!
          return (
            <label key={option.id} className="flex min-h-11 items-center gap-2">
              <input
                {...radio}
                key={radio.key}
                // The first radio carries the field's id: an error summary's link leads to it.
                id={i === 0 ? meta.id : radio.id}
                className="size-5 accent-brand-600"
              />
              {option.name}
            </label>
          )
        })}
      </div>
      <FieldError meta={meta} />
    </fieldset>
  )
}

export const yesNo = [
  { id: 'true', name: 'Evet' },
  { id: 'false', name: 'Hayır' },
]
export const genders = [
  { id: 'K', name: 'Kadın' },
  { id: 'E', name: 'Erkek' },
]
