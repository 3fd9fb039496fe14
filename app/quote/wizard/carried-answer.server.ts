import type { z } from 'zod'
import type { Wizard } from './context.server.ts'
import type { StepInfo } from './step-info.ts'

/**
 * What a step shows as its last answer on a renewal when it refused what was carried to it
 * (decision 053): its answer to the carried post, kept in the draft until the visitor's next post,
 * read back with the schema of the step's answer. None for another step, and none that does not
 * read so (the step's form is then shown as it loads).
 */
export function carriedAnswer<Answer>(
  { draft }: Pick<Wizard, 'draft'>,
  step: StepInfo,
  schema: z.ZodType<Answer>,
): Answer | undefined {
  const refusal = draft.data.renewal?.refusal
  return refusal?.segment === step.segment ? schema.safeParse(refusal.answer).data : undefined
}
