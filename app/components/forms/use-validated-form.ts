import {
  parse,
  useForm,
  type DefaultValue,
  type Submission,
  type SubmissionResult,
} from '@conform-to/react'
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import type { z } from 'zod'

// conform's own bound for a form's fields.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyFields = Record<string, any>

/** The form's zod schema, imported dynamically: `() => import('./schema.ts').then((m) => m.x)`. */
export type SchemaImport<Schema> = () => Promise<Schema>

/**
 * The site's conform setup for a page form: the same zod schema the action checks, run in the
 * browser when a field is left and, once a field has been checked, on every keystroke.
 *
 * zod and the schema (about 30 KB gzip) load when the visitor first puts the focus in the form,
 * not with the page: a cheap phone renders and hydrates the page without them. Until they arrive
 * the form is checked by its action alone, as without JavaScript; fields left meanwhile are
 * checked as soon as they do, unless the action has answered since.
 */
export function useValidatedForm<
  Schema extends z.ZodType<unknown, AnyFields>,
  Fields extends AnyFields = z.input<Schema>,
>(
  schemaImport: SchemaImport<Schema>,
  options: {
    id?: string
    lastResult?: SubmissionResult<string[]> | null
    defaultValue?: DefaultValue<NoInfer<Fields>> | null
  } = {},
) {
  type Check = NonNullable<Parameters<typeof useForm<Fields, z.output<Schema>>>[0]['onValidate']>
  // Kept with the form id it was made for: another quote's step may reuse this component.
  const [made, setCheck] = useState<{ run: Check; id?: string } | null>(null)
  const check = made?.id === options.id ? made : null
  const [form, fields] = useForm<Fields, z.output<Schema>>({
    ...options,
    defaultValue: options.defaultValue ?? undefined,
    onValidate: check?.run ?? checkedByTheAction<Fields, z.output<Schema>>,
    shouldValidate: check ? 'onBlur' : 'onSubmit',
    shouldRevalidate: check ? 'onInput' : 'onSubmit',
  })
  const left = useOnFirstFocus(form.id, async () => {
    const [{ checkWith }, schema] = await Promise.all([import('./zod-check.ts'), schemaImport()])
    setCheck({ run: checkWith(schema) as Check, id: options.id })
  })
  useEffect(() => {
    if (!check) return
    for (const name of left.current) form.validate({ name })
    left.current.clear()
  }, [check, form, left])
  // The action's reply is newer than the fields left before it: checking them afterwards with the
  // browser's schema would wipe what only the action can tell (a level of the address chain still
  // to choose), so a reply forgets them.
  useEffect(() => left.current.clear(), [options.lastResult, left])
  return [form, fields] as const
}

/**
 * conform's check until the schema's has arrived: a submit goes to the action as it is, and
 * conform's own intents (a row added to a list, a field reset) are applied in the browser with
 * the messages on screen kept. (Without any check, conform would post those intents too.)
 */
function checkedByTheAction<Fields, Output>({
  form,
  formData,
}: {
  form: HTMLFormElement
  formData: FormData
}) {
  const shown = [...form.elements]
    .filter((element) => element.getAttribute('aria-invalid') === 'true')
    .map((element) => (element as HTMLInputElement).name)
  return parse<Output, string[]>(formData, {
    resolve: (_value, intent) => ({
      error: intent ? Object.fromEntries(shown.map((name) => [name, null])) : null,
    }),
  }) as Submission<Fields, string[], Output>
}

/**
 * Runs `start` once the focus enters form `formId` (at once if it is already there: typed before
 * hydration), and keeps the names of the fields left until it has finished.
 */
function useOnFirstFocus(formId: string, start: () => Promise<void>) {
  const left = useRef(new Set<string>())
  const begin = useEffectEvent(start)
  useEffect(() => {
    left.current.clear()
    const element = document.getElementById(formId)
    if (!(element instanceof HTMLFormElement)) return
    const noteLeft = (event: FocusEvent) => {
      const name = (event.target as { name?: unknown }).name
      if (typeof name === 'string' && name !== '') left.current.add(name)
    }
    const onFocus = () => {
      element.removeEventListener('focusin', onFocus)
      // Not loaded (a phone that lost its connection; the browser then keeps the failed module
      // for the page's life): the action still checks every post.
      begin()
        .catch(() => {})
        .finally(() => element.removeEventListener('focusout', noteLeft))
    }
    element.addEventListener('focusout', noteLeft)
    if (element.contains(document.activeElement)) onFocus()
    else element.addEventListener('focusin', onFocus)
    return () => {
      element.removeEventListener('focusin', onFocus)
      element.removeEventListener('focusout', noteLeft)
    }
  }, [formId])
  return left
}
