import { redirect } from 'react-router'
import { funnel } from '../../../server/metrics.ts'
import type { UpstreamFailure } from '~/upstream/client.server.ts'
import { createQuoteHeader } from '~/upstream/offers.server.ts'
import { draftStore } from '../draft.server.ts'
import { failureOutcome, withQueueRetry } from '../flow-outcome.ts'
import { offersStep } from '../offers/step.ts'
import { productCodes } from '../product-codes.server.ts'
import { ensureOfferCollection } from '../offers/offer-collection.server.ts'
import { outcomeOf } from '../../upstream/result-codes.ts'
import { verifyAgain } from '~/verification/quote-entry.server.ts'
import type { Wizard } from './context.server.ts'
import { recordAt } from './step-records.server.ts'
import { furtherStep, stepAfter, wizardPath } from './navigation.ts'

/** A failed quote-flow call, as the step that made it shows it. */
export type StepFailure = { redirect: Response } | { message: string }

/**
 * Spec §8 codes of a quote-flow call: 1004 and 1002 go back through the SMS verification (a new
 * code is sent); 1006 marks the draft so the step asks for the birth date; anything else is shown as it
 * came, the step's form kept.
 */
export async function flowFailure(wizard: Wizard, failure: UpstreamFailure): Promise<StepFailure> {
  const { definition, draft, upstream } = wizard
  const outcome = failureOutcome(failure)
  if (outcome.action === 'verify') {
    await verifyAgain(definition, draft, upstream)
    return { redirect: redirect(`${definition.quotePage}?dogrulama=${draft.id}`) }
  }
  if (outcome.action === 'ask-birth-date') {
    draft.data.asksBirthDate = true
    await draftStore().save(draft)
  }
  return { message: outcome.message }
}

/** The quote header: who asks, plus what each step before the offers added, in step order. */
function headerOf({ definition, draft }: Wizard) {
  const fields = definition.steps.map((step) => recordAt(draft, step.segment)?.header ?? {})
  return Object.assign(
    {
      QueryType: productCodes[definition.key].queryType,
      NationalNumber: draft.data.entry.NationalNumber,
      Phone: draft.data.entry.Phone,
      ...(draft.data.entry.Birthdate ? { Birthdate: draft.data.entry.Birthdate } : {}),
    },
    ...fields,
  )
}

const subjectOf = ({ definition, draft }: Wizard) =>
  definition.steps
    .map((step) => recordAt(draft, step.segment)?.subject)
    .filter(Boolean)
    .join(' · ') || undefined

/** Opens the quote upstream and starts asking the insurers, so the first offers are there soon. */
async function openQuote(wizard: Wizard): Promise<StepFailure | null> {
  const { draft, upstream } = wizard
  const header = await withQueueRetry(() => createQuoteHeader(headerOf(wizard), upstream))
  if (!header.ok) return flowFailure(wizard, header)
  if (!header.body.Data) return { message: outcomeOf(undefined).message }
  draft.data.quote = {
    HeaderGuid: header.body.Data.HeaderGuid,
    createdAt: header.body.Data.CreatedAt,
    subject: subjectOf(wizard),
    firms: null,
    rows: [],
  }
  return null
}

/**
 * A step's form is saved: on to the next step. When the next is the offers step, the engine
 * opens the quote first; its failure comes back for the step to show on its own form, the draft
 * saved with the step's record either way.
 */
export async function completeStep(wizard: Wizard, segment: string): Promise<StepFailure> {
  const { definition, draft, upstream } = wizard
  const next = stepAfter(definition, segment)
  const failure = next === offersStep.segment ? await openQuote(wizard) : null
  if (!failure) {
    const reached = furtherStep(definition, draft.data.step, next)
    funnel.advanced(definition.key, draft.data.step, reached)
    draft.data.step = reached
  }
  // Refused or not, the step's record stays with the draft: a reload shows what was sent.
  await draftStore().save(draft)
  if (failure) return failure
  if (next === offersStep.segment) {
    await ensureOfferCollection(draft.id, upstream, definition.askForOffers)
  }
  return { redirect: redirect(wizardPath(definition, draft.id, next)) }
}
