import { useForm, type DefaultValue, type SubmissionResult } from '@conform-to/react'

/**
 * The conform setup of a page form that only the server checks: the landing forms (quote entry,
 * sign-up, contact) where most visitors arrive, so they do not load zod and its conform adapter
 * (about 28 KB gzip) for feedback the action gives anyway (issue 17). The action's reply puts
 * the spec's messages on the fields (aria-invalid, aria-describedby), conform moves the focus to
 * the first invalid one and keeps what was typed, with JavaScript as without it.
 */
export function useServerValidatedForm<Fields extends Record<string, unknown>>(
  options: {
    id?: string
    lastResult?: SubmissionResult<string[]> | null
    defaultValue?: DefaultValue<NoInfer<Fields>> | null
  } = {},
) {
  return useForm<Fields>({
    ...options,
    defaultValue: options.defaultValue ?? undefined,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
  })
}
