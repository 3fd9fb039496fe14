import {
  FormProvider,
  useField,
  type DefaultValue,
  type FormMetadata,
  type SubmissionResult,
} from '@conform-to/react'
import type { ComponentProps, ReactNode } from 'react'
import type { z } from 'zod'
import { ConformForm } from '~/components/forms/conform-form.tsx'
import { ConformErrorSummary, type FieldLabels } from '~/components/forms/error-summary.tsx'
import { usePendingSubmission } from '~/components/forms/use-pending.ts'
import {
  useValidatedForm,
  type AnyFields,
  type SchemaImport,
} from '~/components/forms/use-validated-form.ts'
import { Button } from '~/components/ui/button.tsx'
import { SelectField, TextField } from '~/components/ui/field.tsx'
import { FormMessage, UnloadedListNotice } from '~/components/ui/form-message.tsx'
import { definitionOf } from '../definitions.ts'
import { useWizardBase } from '../wizard/base.ts'
import { wizardPath } from '../wizard/navigation.ts'

const birthDateLabel = 'Doğum tarihi'

/**
 * Spec §8 1006: the birth date the provider asked for, in the step's form whatever the line; the
 * wizard takes it from the post (wizard/context.server.ts). Not in the step's schema, so not among
 * its typed fields: conform's field of that name in the form around it, which starts from the
 * birth date given so far (`useQuoteStepForm`) and keeps what was typed.
 */
function AskedBirthDate() {
  const [meta] = useField<string>('Birthdate')
  return (
    <TextField
      meta={meta}
      mask="date"
      label={birthDateLabel}
      hint="GG.AA.YYYY, örnek: 15.06.1985"
      autoComplete="bday"
      maxLength={10}
    />
  )
}

/**
 * The form of a line's last step before the offers: posted to the step, with above its fields
 * why the quote could not be opened (spec §8) or which of its lists did not load (`unloadedList`,
 * by name), and "Teklifleri Getir"
 * below. The form is a Tailwind `group`, so a field can follow another field's value with
 * `group-has-*`: CSS alone, with or without JavaScript.
 */
export function QuoteStepForm<Schema extends Record<string, unknown>>({
  form,
  segment,
  labels,
  message,
  unloadedList,
  children,
}: {
  form: FormMetadata<Schema, string[]>
  segment: string
  /**
   * The step's fields in the order they appear, with their labels: the focus after a refused
   * submit follows this order, and an error summary above them links to each invalid one. Without
   * it, the order of the schema's errors and no summary (a short step).
   */
  labels?: FieldLabels
  message?: string
  unloadedList?: string
  children: ReactNode
}) {
  const base = useWizardBase()
  const pending = usePendingSubmission({ intent: 'teklif' })
  const summarised =
    labels && base.asksBirthDate ? { Birthdate: birthDateLabel, ...labels } : labels
  return (
    <ConformForm
      form={form}
      focusOrder={summarised && Object.keys(summarised)}
      method="post"
      action={wizardPath(definitionOf(base.productKey), base.draftId, segment)}
      className="group mt-6 grid gap-4"
    >
      <FormMessage message={message} />
      {summarised ? <ConformErrorSummary form={form} labels={summarised} /> : null}
      {unloadedList ? <UnloadedListNotice list={unloadedList} /> : null}
      {base.asksBirthDate ? (
        <FormProvider context={form.context}>
          <AskedBirthDate />
        </FormProvider>
      ) : null}
      {children}
      <Button
        type="submit"
        name="intent"
        value="teklif"
        pending={pending}
        className="w-full sm:w-auto"
      >
        Teklifleri Getir
      </Button>
    </ConformForm>
  )
}

/**
 * The conform form of such a step: its schema checked in the browser as its action checks it,
 * starting from the values its loader gives (`view.defaults`) and showing the last post's result
 * (`answer.reply`); one form id per quote and step, so a step of another quote never shows this
 * one's state. `stepForm` is what `<QuoteStepForm {...stepForm}>` takes from them: the form,
 * the step it posts to and the last post's message.
 */
export function useQuoteStepForm<
  Schema extends z.ZodType<unknown, AnyFields>,
  Fields extends AnyFields = z.input<Schema>,
>(
  step: { segment: string },
  view: { defaults: DefaultValue<NoInfer<Fields>> },
  answer: { reply?: SubmissionResult<string[]> | null; message?: string } | undefined,
  schemaImport: SchemaImport<Schema>,
) {
  const base = useWizardBase()
  const [form, fields] = useValidatedForm<Schema, Fields>(schemaImport, {
    id: `${step.segment}-${base.draftId}`,
    lastResult: answer?.reply,
    // One default more than the schema's fields: the asked birth date's (AskedBirthDate).
    defaultValue: base.asksBirthDate
      ? Object.assign({}, view.defaults, { Birthdate: base.birthDate })
      : view.defaults,
  })
  return { form, fields, stepForm: { form, segment: step.segment, message: answer?.message } }
}

type SelectProps = ComponentProps<typeof SelectField>

/**
 * The select of one of a step's option lists, each list named as the field it fills (spec §3's
 * list group codes): `const select = listSelect(fields, view.lists)`, then `select(name, label)`.
 */
export const listSelect =
  <Name extends string>(
    fields: Record<NoInfer<Name>, SelectProps['meta']>,
    lists: Record<Name, SelectProps['options']>,
  ) =>
  (name: Name, label: string) => (
    <SelectField meta={fields[name]} label={label} options={lists[name]} />
  )
