import type { FormMetadata } from '@conform-to/react'
import type { ReactNode } from 'react'
import { ConformForm } from '~/components/forms/conform-form.tsx'
import { usePendingSubmission } from '~/components/forms/use-pending.ts'
import { Button } from '~/components/ui/button.tsx'
import { FormMessage, FormNotice } from '~/components/ui/form-message.tsx'
import { definitionOf } from '../definitions.ts'
import { useWizardBase } from '../wizard/base.ts'
import { wizardPath } from '../wizard/navigation.ts'

/**
 * The alerts above a step's form: the message of its last submit (the provider refused, spec §8)
 * and, when a list the form needs did not load, what to do about it.
 */
export function FormAlerts({ message, listFailure }: { message?: string; listFailure?: string }) {
  return (
    <>
      <FormMessage message={message} />
      {listFailure ? <FormNotice>{listFailure}</FormNotice> : null}
    </>
  )
}

/** The submit of a step whose form is the last before the offers: it opens the quote. */
export function GetOffersButton() {
  const pending = usePendingSubmission({ intent: 'teklif' })
  return (
    <Button
      type="submit"
      name="intent"
      value="teklif"
      pending={pending}
      className="w-full sm:w-auto"
    >
      Teklifleri Getir
    </Button>
  )
}

/**
 * The form of a step with one form, the last before the offers (its action is `submitStepForm`):
 * posted to the step, its alerts above the fields, "Teklifleri Getir" below. The form is a
 * Tailwind `group`, so a field can follow another field's value with `group-has-*`: CSS alone,
 * with or without JavaScript.
 */
export function StepForm<Schema extends Record<string, unknown>>({
  form,
  segment,
  focusOrder,
  message,
  listFailure,
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
  listFailure?: string
  children: ReactNode
}) {
  const base = useWizardBase()
  return (
    <ConformForm
      form={form}
      focusOrder={focusOrder}
      method="post"
      action={wizardPath(definitionOf(base.productKey), base.quoteId, segment)}
      className="group mt-6 grid gap-4"
    >
      <FormAlerts message={message} listFailure={listFailure} />
      {children}
      <GetOffersButton />
    </ConformForm>
  )
}
