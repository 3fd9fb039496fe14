import { useForm, type DefaultValue, type SubmissionResult } from '@conform-to/react'
import '~/validation/zod-jitless.ts'
import { parseWithZod } from '@conform-to/zod/v4'
import type { z } from 'zod'

/**
 * The site's conform setup for a page form: the same zod schema the action checks, run in the
 * browser when a field is left and, once a field has been checked, on every keystroke. (The
 * dialogs every page may open use useDialogForm instead, which loads zod only when one opens.)
 */
// conform's own bound for a form's fields.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyFields = Record<string, any>

export function useValidatedForm<
  Schema extends z.ZodType<unknown, AnyFields>,
  Fields extends AnyFields = z.input<Schema>,
>(
  schema: Schema,
  options: {
    id?: string
    lastResult?: SubmissionResult<string[]> | null
    defaultValue?: DefaultValue<NoInfer<Fields>> | null
  } = {},
) {
  return useForm<Fields, z.output<Schema>>({
    ...options,
    defaultValue: options.defaultValue ?? undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
}
