import type { ServerCheckedFormMeta } from './server-checked-form.tsx'

/**
 * Above a long form after a refused submit: how many fields need fixing, each message a link to
 * its field (WCAG 3.3.1). Announced as an alert; the focus stays with the first invalid field, as on
 * every form (decision 043), so the visitor can start fixing at once or come back here.
 */
export function ErrorSummary({
  form,
  order,
}: {
  form: ServerCheckedFormMeta
  order: readonly string[]
}) {
  const errors = form.reply?.error ?? {}
  const invalid = order.filter((name) => errors[name]?.length)
  if (invalid.length === 0) return null
  const headingId = `${form.id}-hata-ozeti`
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
              href={`#${form.id}-${name}`}
              onClick={(event) => {
                // A new hash is a navigation to React Router, which would drop the refused
                // submission's messages: with JavaScript the link only moves the focus.
                const field = document.getElementById(`${form.id}-${name}`)
                if (!field) return
                event.preventDefault()
                field.focus()
              }}
              className="inline-block py-1 underline"
            >
              {errors[name]![0]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
