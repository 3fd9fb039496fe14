import type { SubmissionResult } from '@conform-to/react'
import { parsePostedForm } from '~/validation/posted-fields.server.ts'
import { z } from 'zod'
import { completeStep } from './advance.server.ts'
import type { Wizard } from './context.server.ts'
import { stay, type StepOutcome } from './step-outcome.server.ts'
import type { StepRecords, TypedRecord } from './step-records.server.ts'

/** What a one-form step's action answers when the visitor stays: the form's state and why. */
export interface StepFormReply {
  reply: SubmissionResult<string[]>
  /** An upstream refusal (spec §8), shown above the form. */
  message?: string
}

/** A form's values as conform keeps them: text, a list of them, or fields of them. */
type FormValues = string | FormValues[] | { [field: string]: FormValues }
const formValues: z.ZodType<FormValues> = z.lazy(() =>
  z.union([z.string(), z.array(formValues), z.record(z.string(), formValues)]),
)

/**
 * The schema of a step's answer (a renewal keeps the answer to its carried post in the draft,
 * carried-answer.server.ts): conform's reply to a post without an intent, and the message.
 */
export const stepFormReply = z.object({
  reply: z.object({
    status: z.enum(['error', 'success']).optional(),
    initialValue: z.record(z.string(), formValues).nullish(),
    fields: z.array(z.string()).optional(),
    error: z.record(z.string(), z.array(z.string()).nullable()).optional(),
    state: z.object({ validated: z.record(z.string(), z.boolean()) }).optional(),
  }),
  message: z.string().optional(),
}) satisfies z.ZodType<StepFormReply>

/**
 * The save of a step with one form: the post checked with the form's schema (the one the
 * browser checks with), the record its values make, saved, then on to the next step
 * (`completeStep`); invalid values and a refusal come back to the form, the record kept, so a
 * reload still shows what was sent.
 */
export async function submitStepForm<Schema extends z.ZodType, Data>(
  wizard: Wizard,
  records: StepRecords<Data>,
  formData: FormData,
  schema: Schema,
  toRecord: (value: z.output<Schema>) => TypedRecord<Data>,
): Promise<StepOutcome<StepFormReply>> {
  const submission = parsePostedForm(formData, schema)
  if (submission.status !== 'success') return stay({ reply: submission.reply() })
  await records.save(wizard, toRecord(submission.value))
  const done = await completeStep(wizard, records.step.segment)
  return 'redirect' in done ? done : stay({ reply: submission.reply(), message: done.message })
}
