import { redirect } from 'react-router'
import { funnel } from '../../../server/metrics.ts'
import type { UpstreamFailure } from '~/upstream/client.server.ts'
import { createQuoteHeader } from '~/upstream/offers.server.ts'
import { changeDraft } from '../draft.server.ts'
import { askForBirthDate, openQuote, reachStep } from '../draft-changes.ts'
import { isVerified, type DraftQuote } from '../draft.ts'
import { failureOutcome, withQueueRetry } from '../flow-outcome.ts'
import { offersStep } from '../offers/step.ts'
import { productCodes } from '../product-codes.server.ts'
import { ensureOfferCollection } from '../offers/offer-collection.server.ts'
import { outcomeOf } from '../../upstream/result-codes.ts'
import { verifyAgain } from '~/verification/quote-entry.server.ts'
import type { Wizard } from './context.server.ts'
import { recordAt } from './step-records.server.ts'
import { stepAfter, wizardPath } from './navigation.ts'

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
  if (outcome.action === 'ask-birth-date') await changeDraft(draft, isVerified, askForBirthDate())
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

/** Opens the quote upstream: the quote, or why it could not be opened. */
async function quoteFor(wizard: Wizard): Promise<{ quote: DraftQuote } | StepFailure> {
  const header = await withQueueRetry(() => createQuoteHeader(headerOf(wizard), wizard.upstream))
  if (!header.ok) return flowFailure(wizard, header)
  if (!header.body.Data) return { message: outcomeOf(undefined).message }
  const quote = {
    HeaderGuid: header.body.Data.HeaderGuid,
    createdAt: header.body.Data.CreatedAt,
    subject: subjectOf(wizard),
    firms: null,
    rows: [],
  }
  return { quote }
}

/**
 * A step's form is saved (its record is with the draft, refused or not, so a reload shows what
 * was sent): on to the next step. When the next is the offers step, the engine opens the quote
 * first and starts asking the insurers, so the first offers are there soon; a failure to open it
 * comes back for the step to show on its own form.
 */
export async function completeStep(wizard: Wizard, segment: string): Promise<StepFailure> {
  const { definition, draft, upstream } = wizard
  const next = stepAfter(definition, segment)
  const stepBefore = draft.data.step
  if (next === offersStep.segment) {
    const opened = await quoteFor(wizard)
    if (!('quote' in opened)) return opened
    await changeDraft(draft, isVerified, openQuote(definition, opened.quote))
    funnel.advanced(definition.key, stepBefore, draft.data.step)
    await ensureOfferCollection(draft.id, upstream, definition.askForOffers)
  } else {
    await changeDraft(draft, isVerified, reachStep(definition, next))
    funnel.advanced(definition.key, stepBefore, draft.data.step)
  }
  return { redirect: redirect(wizardPath(definition, draft.id, next)) }
}
