import { useEffect, useState } from 'react'
import type { dialogValidators } from './dialog-validation.ts'

type DialogValidators = typeof dialogValidators

/**
 * The dialogs' browser-side validation (zod and its conform adapter) loads once a dialog is on
 * screen, so the shell every page carries does not carry zod. Until it arrives, and without
 * JavaScript, the action's parse is the only check, and forms validate on submit alone.
 */
export function useDialogValidators() {
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
  return {
    validators,
    shouldValidate: validators ? ('onBlur' as const) : ('onSubmit' as const),
    shouldRevalidate: validators ? ('onInput' as const) : ('onSubmit' as const),
  }
}
