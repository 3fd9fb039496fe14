import type { FormMetadata } from '@conform-to/react'
import { useState } from 'react'

type Errors = Record<string, string[] | null | undefined>
export type FieldLabels = Readonly<Record<string, string>>

/**
 * Above a long form after a refused submit: how many fields need fixing, each message a link to
 * its field (WCAG 3.3.1). Announced as an alert; the focus stays with the first invalid field, as on
 * every form (decision 043), so the visitor can start fixing at once or come back here.
 * `errors` are the refused submit's, by field name; a field's id is `${formId}-${name}`. Each
 * entry starts with its field's label: the spec's "Lütfen doldurun" alone would not say which.
 */
export function ErrorSummary({
  formId,
  errors,
  labels,
}: {
  formId: string
  errors: Errors | null | undefined
  /** The form's field names in the order they appear, each with its label. */
  labels: FieldLabels
}) {
  const invalid = Object.keys(labels).filter((name) => errors?.[name]?.length)
  if (invalid.length === 0) return null
  const headingId = `${formId}-hata-ozeti`
  return (
    <div
      role="alert"
      aria-labelledby={headingId}
      className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900"
    >
      <h2 id={headingId} className="font-semibold">
        Formda düzeltilmesi gereken {invalid.length} alan var
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {invalid.map((name) => (
          <li key={name}>
            <a
              href={`#${formId}-${name}`}
              onClick={(event) => {
                // A new hash is a navigation to React Router, which would drop the refused
                // submission's messages: with JavaScript the link only moves the focus.
                const field = document.getElementById(`${formId}-${name}`)
                if (!field) return
                event.preventDefault()
                field.focus()
              }}
              className="inline-block py-1 underline"
            >
              {labels[name]}: {errors![name]![0]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The summary of a conform form: the errors of its last refused submit, the browser's check or
 * the action's. They stay as they were while the visitor fixes the fields (conform checks those
 * on every keystroke): an alert whose text followed each keystroke would be read out at each.
 * The next submit replaces them.
 */
export function ConformErrorSummary<Schema extends Record<string, unknown>>({
  form,
  labels,
}: {
  form: FormMetadata<Schema, string[]>
  labels: FieldLabels
}) {
  const refused = form.status === 'error' ? form.allErrors : undefined
  const [kept, keep] = useState({ formId: form.id, errors: refused })
  if (refused && (refused !== kept.errors || form.id !== kept.formId)) {
    keep({ formId: form.id, errors: refused })
  }
  const errors = refused ?? (kept.formId === form.id ? kept.errors : undefined)
  return <ErrorSummary formId={form.id} errors={errors} labels={labels} />
}
