import { stepRenewalOf } from './step-renewals.server.ts'
import { changeDraft } from '../draft.server.ts'
import { dropRenewalFields, keepCarriedRefusal } from '../draft-changes.ts'
import { isVerified } from '../draft.ts'
import { offersStep } from '../offers/step.ts'
import type { Wizard } from '../wizard/context.server.ts'
import {
  carriedFormData,
  type RenewedPolicy,
  type StepRenewal,
} from '../wizard/step-renewal.server.ts'
import { renewalStart } from './carry-over.ts'

/**
 * One step carried: each of its forms, filled as the step declares, through the step's own check
 * and save. What it answered when it kept the customer there (its form as carried, the errors,
 * the message), if it did; else nothing.
 */
async function carryStep(wizard: Wizard, renewal: StepRenewal, policy: RenewedPolicy) {
  for (const form of renewal.forms) {
    const outcome = await form.submit(wizard, carriedFormData(form, policy, wizard))
    if ('answer' in outcome) return { answer: outcome.answer }
  }
  return null
}

/**
 * Right after a renewal draft's verification: each step, in the wizard's order, carries what it
 * declares of the old policy (decision 073) through its own check, upstream lookups and save,
 * exactly a visitor's. The first step that does not go on stops the run there: it needs the
 * customer's decision, and what it answered is kept for its page (`carriedAnswer`, decision 053).
 * The fields are dropped once used, so this runs once.
 */
export async function carryOverRenewal(wizard: Wizard): Promise<void> {
  const { definition, draft } = wizard
  const renewal = draft.data.renewal
  if (!renewal?.fields) return
  const policy = { fields: renewal.fields, start: renewalStart(renewal.endsOn) }
  await changeDraft(draft, isVerified, dropRenewalFields())
  for (const { segment } of definition.steps) {
    // A step the flow skipped (a passport holder's information) is not carried.
    if (segment !== draft.data.step) continue
    if (segment === offersStep.segment) return
    const declared = stepRenewalOf(segment)
    if (!declared) throw new Error(`The ${segment} step declares no renewal`)
    // A step that throws (a redirect, a refused request) left nothing to correct: it stops here.
    const refused = await carryStep(wizard, declared, policy).catch(() => null)
    if (refused) {
      await changeDraft(draft, isVerified, keepCarriedRefusal(segment, refused.answer))
      return
    }
    if (draft.data.step === segment) return
  }
}
