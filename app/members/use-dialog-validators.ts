import {
  useForm,
  type DefaultValue,
  type Submission,
  type SubmissionResult,
} from '@conform-to/react'
import { useEffect, useState } from 'react'
import type { dialogValidators } from './dialog-validation.ts'

type DialogValidators = typeof dialogValidators
/** What the dialog's schema gives for a valid form. */
type Parsed<Name extends keyof DialogValidators> = Extract<
  ReturnType<DialogValidators[Name]>,
  { status: 'success' }
>['value']
type Fields<Name extends keyof DialogValidators> = Record<keyof Parsed<Name> & string, string>

/**
 * The dialogs' browser-side validation (zod and its conform adapter) loads once a dialog is on
 * screen, so the shell every page carries does not carry zod. Until it arrives, and without
 * JavaScript, the action's parse is the only check, and forms validate on submit alone.
 */
function useDialogValidators() {
  const [validators, setValidators] = useState<DialogValidators | null>(null)
  useEffect(() => {
    let mounted = true
    void import('./dialog-validation.ts').then((module) => {
      if (mounted) setValidators(module.dialogValidators)
    })
    return () => {
      mounted = false
    }
  }, [])
  return validators
}

/** The conform setup of a dialog form, checked by `validator` once the validation code is there. */
export function useDialogForm<Name extends keyof DialogValidators>(
  validator: Name,
  options: {
    id?: string
    lastResult?: SubmissionResult<string[]> | null
    defaultValue?: DefaultValue<Fields<Name>>
  } = {},
) {
  const validators = useDialogValidators()
  // Indexing the validators by a type parameter gives a union TypeScript cannot narrow.
  const onValidate = validators?.[validator] as
    | ((context: { formData: FormData }) => Submission<Fields<Name>, string[], Parsed<Name>>)
    | undefined
  return useForm<Fields<Name>, Parsed<Name>>({
    ...options,
    onValidate,
    shouldValidate: validators ? 'onBlur' : 'onSubmit',
    shouldRevalidate: validators ? 'onInput' : 'onSubmit',
  })
}
