import type { SubmissionResult } from '@conform-to/react'
import { useEffect, useId, useRef } from 'react'
import { Form, type FormProps } from 'react-router'
import type { FieldMeta } from '~/components/ui/field.tsx'
import { firstInvalid, FirstInvalidProvider } from './first-invalid.ts'

type Reply = SubmissionResult<string[]> | null | undefined

export interface ServerCheckedFormMeta {
  id: string
  errorId: string
  /** The form's own messages (not tied to a field). */
  errors?: string[]
  reply: Reply
}

/**
 * A form only the server checks: the landing forms (quote entry, sign-up, contact) and the SMS
 * code, where most visitors arrive on a phone. Their action parses with the full zod schema and
 * answers with conform's reply; the page puts that reply's messages and values on the fields,
 * with JavaScript as without it, so neither zod nor conform is loaded in the browser for feedback
 * the action gives anyway (issue 17, decision 018).
 */
export function useServerCheckedForm<Fields extends Record<string, unknown>>({
  id,
  lastResult,
  defaultValue,
}: {
  id?: string
  lastResult?: Reply
  defaultValue?: Partial<Record<keyof Fields, string>> | null
}): [ServerCheckedFormMeta, Record<keyof Fields & string, FieldMeta>] {
  const generatedId = useId()
  const formId = id ?? generatedId
  const errors = lastResult?.error ?? {}
  // The values posted, or else the page's; password fields the action hid come back empty.
  const values: Record<string, unknown> = lastResult?.initialValue ?? defaultValue ?? {}
  const fields = new Proxy({} as Record<keyof Fields & string, FieldMeta>, {
    get: (_, name: string): FieldMeta => ({
      id: `${formId}-${name}`,
      name,
      formId,
      errorId: `${formId}-${name}-error`,
      errors: errors[name] ?? undefined,
      initialValue: values[name],
    }),
  })
  return [
    { id: formId, errorId: `${formId}-error`, errors: errors[''] ?? undefined, reply: lastResult },
    fields,
  ]
}

/**
 * The form of useServerCheckedForm. The browser's own checks are off (noValidate), so the spec's
 * messages are the only ones. After a refused post its first invalid field (in `focusOrder`, the
 * order the fields appear in) takes the focus: by autofocus in a page the server rendered, by a
 * script after a fetch.
 */
export function ServerCheckedForm({
  form,
  focusOrder,
  children,
  ...props
}: {
  form: ServerCheckedFormMeta
  focusOrder: readonly string[]
} & Omit<FormProps, 'id' | 'noValidate'>) {
  const element = useRef<HTMLFormElement>(null)
  const first = firstInvalid(form.reply?.error ?? undefined, focusOrder)
  // The reply the page was served with did its part in the HTML (the emptied fields, autofocus):
  // applied again as the page hydrates, it would wipe what a slow phone's visitor has typed since
  // and take the focus back. Only a reply that comes later, by a fetch, is applied here.
  const served = useRef(form.reply)
  useEffect(() => {
    if (form.reply === served.current) return
    // The action asked for an empty form (a wrong SMS code): what was typed goes as well.
    if (form.reply?.initialValue === null) element.current?.reset()
    const control = first ? element.current?.elements.namedItem(first) : null
    if (control instanceof HTMLElement) control.focus()
  }, [form.reply, first])
  return (
    <Form {...props} ref={element} id={form.id} noValidate>
      <FirstInvalidProvider value={first}>{children}</FirstInvalidProvider>
    </Form>
  )
}
