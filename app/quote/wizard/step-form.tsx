import type { FormMetadata } from '@conform-to/react'
import type { ReactNode } from 'react'
import { ConformForm } from '~/components/forms/conform-form.tsx'
import { usePendingSubmission } from '~/components/forms/use-pending.ts'
import { Button } from '~/components/ui/button.tsx'
import { definitionOf } from '../definitions.ts'
import { useWizardBase } from './base.ts'
import { wizardPath } from './navigation.ts'
import { StepAlerts } from './step-alerts.tsx'

/**
 * The form of a step with one form (its action is `submitStepForm`): posted to the step, the
 * upstream refusal above the fields, a notice when the lists its selects need failed, and the
 * button that sends it. The form is a Tailwind `group`, so a field can follow another field's
 * value with `group-has-*` (CSS alone: with or without JavaScript).
 */
export function StepForm<Schema extends Record<string, unknown>>({
  form,
  segment,
  focusOrder,
  message,
  listsFailed,
  listsText,
  submitLabel,
  children,
}: {
  form: FormMetadata<Schema, string[]>
  segment: string
  /**
   * The order the fields appear in, for the focus after a round trip, when it is not the order
   * of the schema's errors.
   */
  focusOrder?: readonly string[]
  message?: string
  listsFailed: boolean
  /** Which lists could not be loaded, when `listsFailed`. */
  listsText: string
  submitLabel: string
  children: ReactNode
}) {
  const base = useWizardBase()
  const sending = usePendingSubmission({ intent: 'gonder' })
  return (
    <ConformForm
      form={form}
      focusOrder={focusOrder}
      method="post"
      action={wizardPath(definitionOf(base.productKey), base.quoteId, segment)}
      className="group mt-6 grid gap-4"
    >
      <StepAlerts message={message} listsFailed={listsFailed} listsText={listsText} />
      {children}
      <Button
        type="submit"
        name="intent"
        value="gonder"
        pending={sending}
        className="w-full sm:w-auto"
      >
        {submitLabel}
      </Button>
    </ConformForm>
  )
}
