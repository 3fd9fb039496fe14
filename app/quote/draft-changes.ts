import type { ProductDefinition } from './definitions.ts'
import type {
  CheckoutData,
  DraftCustomer,
  DraftQuote,
  QuoteDraftData,
  QuotedDraftData,
  QuotedData,
  StepRecord,
  SteppedData,
  VerifiedDraftData,
} from './draft.ts'
import type { QuoteEntry } from './entry-schema.ts'
import { offersStep } from './offers/step.ts'
import { firstStepAfterVerification, furtherStep } from './wizard/navigation.ts'

// Every change a draft goes through (decision 074): each takes the draft as stored and gives the
// next, never changing what it was given. The store applies one to the latest stored draft and
// writes it only if nothing else was written meanwhile, else applies it again to what was.
// Giving back the same draft writes nothing.

/** The entry form sent again for a draft waiting for its code. */
export const enterAgain =
  (entry: QuoteEntry) =>
  <Data extends QuoteDraftData>(data: Data): Data => ({ ...data, entry })

/** A code went out (`sentAt`), or none could yet (null): the dialog counts down to the next. */
export const awaitCode =
  (sentAt: string | null, resendAvailableAt: string) =>
  <Data extends QuoteDraftData>(data: Data): Data => ({
    ...data,
    verification: { status: 'pending', sentAt, resendAvailableAt },
  })

/** The SMS code was right but the identity check said no: its status code and messages. */
export const refuse =
  (statusCode: number | undefined, messages: string[] | undefined) =>
  <Data extends QuoteDraftData>(data: Data): Data => ({
    ...data,
    verification: { ...data.verification, status: 'refused', statusCode, messages },
  })

/**
 * The phone verified: the customer as the identity check named them (a draft verified again keeps
 * the one it has), on to the first step, or where the visitor was.
 */
export const verify =
  (definition: ProductDefinition, customer: DraftCustomer) =>
  (data: QuoteDraftData): VerifiedDraftData => {
    const verification = { ...data.verification, status: 'verified' as const }
    const step = furtherStep(
      definition,
      data.step,
      firstStepAfterVerification(definition, data.entry),
    )
    if (data.stage === 'entered')
      return { ...data, stage: 'verified', verification, customer, step }
    return { ...data, verification, step }
  }

/** Spec §8 1006: the provider asked for the birth date, which every step's form now asks. */
export const askForBirthDate =
  () =>
  <Data extends QuoteDraftData>(data: Data): Data =>
    data.asksBirthDate ? data : { ...data, asksBirthDate: true }

/** The birth date the provider asked for joins the entry, which the quote header sends. */
export const giveBirthDate =
  (birthDate: string) =>
  <Data extends QuoteDraftData>(data: Data): Data =>
    data.entry.Birthdate === birthDate
      ? data
      : { ...data, entry: { ...data.entry, Birthdate: birthDate } }

/** A renewal's old fields, used once right after the verification, are dropped. */
export const dropRenewalFields =
  () =>
  <Data extends QuoteDraftData>(data: Data): Data =>
    data.renewal ? { ...data, renewal: { ...data.renewal, fields: null } } : data

/** The step that refused a renewal's carried post, and its answer, shown on that step. */
export const keepCarriedRefusal =
  (segment: string, answer: unknown) =>
  <Data extends QuoteDraftData>(data: Data): Data =>
    data.renewal ? { ...data, renewal: { ...data.renewal, refusal: { segment, answer } } } : data

/** The visitor posts a step themselves: a renewal's refused carried post is no longer shown. */
export const clearCarriedRefusal =
  () =>
  <Data extends QuoteDraftData>(data: Data): Data =>
    data.renewal?.refusal ? { ...data, renewal: { ...data.renewal, refusal: null } } : data

/** The information step saved. */
export const updateCustomer =
  (customer: DraftCustomer) =>
  <Data extends VerifiedDraftData>(data: Data): Data => ({ ...data, customer })

/** Back at `segment`: a draft further along goes back there, one behind it stays. */
function backTo(definition: ProductDefinition, data: VerifiedDraftData, segment: string) {
  return furtherStep(definition, data.step, segment) === segment ? data.step : segment
}

/**
 * A step's record saved. A record that would send the provider something else, or describe
 * another subject, makes the quote already opened stale: it is dropped with its checkouts and the
 * draft goes back to this step, so no offer is shown for data it was not made of.
 */
export const saveRecord =
  (definition: ProductDefinition, segment: string, record: StepRecord) =>
  (data: VerifiedDraftData): SteppedData | QuotedDraftData => {
    const before = data.steps?.[segment]
    const steps = { ...data.steps, [segment]: record }
    const same = (a?: unknown, b?: unknown) =>
      JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
    const changed = !same(before?.header, record.header) || before?.subject !== record.subject
    if (!changed) {
      return data.stage === 'verified' ? { ...data, stage: 'stepped', steps } : { ...data, steps }
    }
    const step = backTo(definition, data, segment)
    return { ...data, stage: 'stepped', steps, step, quote: undefined, checkouts: undefined }
  }

/** On to `segment`, the furthest step reached kept. */
export const reachStep =
  (definition: ProductDefinition, segment: string) =>
  <Data extends VerifiedDraftData>(data: Data): Data => ({
    ...data,
    step: furtherStep(definition, data.step, segment),
  })

/**
 * The quote opened from the records: on to the offers, where its insurers' answers arrive. A
 * checkout of the quote it replaces is of offers no longer shown.
 */
export const openQuote =
  (definition: ProductDefinition, quote: DraftQuote) =>
  (data: VerifiedDraftData): QuotedData => ({
    ...data,
    stage: 'quoted',
    steps: data.steps ?? {},
    quote,
    checkouts: undefined,
    step: furtherStep(definition, data.step, offersStep.segment),
  })

/**
 * The offer collection's write to the quote `headerGuid`: null, nothing written, when the draft
 * has since dropped that quote or opened another.
 */
export const collectIntoQuote =
  (headerGuid: string, change: (quote: DraftQuote) => DraftQuote) =>
  (data: QuoteDraftData): QuotedDraftData | null =>
    (data.stage === 'quoted' || data.stage === 'checkout') && data.quote.HeaderGuid === headerGuid
      ? { ...data, quote: change(data.quote) }
      : null

/** A checkout of one offer begun, or begun anew, under the payment attempt's one-time key. */
export const startCheckout =
  (offerId: string, attemptKey: string) =>
  (data: QuotedDraftData): CheckoutData => ({
    ...data,
    stage: 'checkout',
    checkouts: { ...data.checkouts, [offerId]: { attemptKey } },
  })
