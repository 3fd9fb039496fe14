import type { z } from 'zod'
import { schemaFieldNames } from '~/validation/posted-fields.server.ts'
import type { Wizard } from './context.server.ts'
import type { StepInfo } from './step-info.ts'
import type { StepOutcome } from './step-outcome.server.ts'

/**
 * The policy a renewal renews, as its steps carry it (decision 073): the old quote's header
 * fields by the spec's names, which are also the forms' field names, and the new policy's first
 * day (DD.MM.YYYY).
 */
export interface RenewedPolicy {
  fields: Record<string, string>
  start: string
}

/** What a step's schema and changes are worked out from: the line and the draft so far. */
export type RenewedDraft = Pick<Wizard, 'definition' | 'draft'>

/** A form's fields as the browser sends them: text, named as the step's schema reads them. */
export type FormFields<Schema extends z.ZodType> = FieldsOf<z.input<Schema>>
type FieldsOf<Input> = Input extends object
  ? { [Field in keyof Input]?: string }
  : Record<string, string | undefined>

/** One form of a step, filled from the renewed policy and sent through the step's own save. */
export interface CarriedForm<Schema extends z.ZodType = z.ZodType> {
  /** The form's schema as the step's action picks it for this draft. */
  schema(wizard: RenewedDraft): Schema
  /** What the renewal changes or adds; every other field of the schema is the old quote's. */
  changes(policy: RenewedPolicy, wizard: RenewedDraft): FormFields<Schema>
  /** The step's own check and save of the form: what its action runs on a visitor's post. */
  submit(wizard: Wizard, form: FormData): Promise<StepOutcome<unknown>>
}

/**
 * What a step carries from the policy a renewal renews: its forms in the order a customer sends
 * them. None: the step carries nothing and its questions are asked anew.
 */
export interface StepRenewal<Segment extends string = string> {
  readonly step: StepInfo & { readonly segment: Segment }
  readonly forms: readonly CarriedForm[]
}

/** A carried form, its changes typed by the schema it declares. */
export const carriedForm = <Schema extends z.ZodType>(form: CarriedForm<Schema>): CarriedForm =>
  form

/** A step's renewal, typed by the step's own segment. */
export const stepRenewal = <Segment extends string>(
  step: StepInfo & { readonly segment: Segment },
  ...forms: CarriedForm[]
): StepRenewal<Segment> => ({ step, forms })

/**
 * The form a step is carried with: the old quote's value of each field the form's schema reads
 * (a list's rows by their list's name: `fam[0].Name` is the schema's `fam`), with the renewal's
 * changes over them.
 */
export function carriedFormData(form: CarriedForm, policy: RenewedPolicy, wizard: RenewedDraft) {
  const names = schemaFieldNames(form.schema(wizard)) ?? new Set<string>()
  const carried = Object.entries(policy.fields).filter(([name]) =>
    names.has(name.split(/[.[]/, 1)[0]!),
  )
  const values = { ...Object.fromEntries(carried), ...form.changes(policy, wizard) }
  const posted = new FormData()
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined) posted.append(name, value)
  }
  return posted
}
