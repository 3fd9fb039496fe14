import type { IdNumberKind } from '~/validation/identity.ts'
import type { Firm, Offer } from '~/upstream/offers.server.ts'
import type { QuoteEntry } from './entry-schema.ts'
import type { ProductKey } from './product-lines.ts'

/** The visitor as the user-information step knows them, prefilled from the AML check. */
export interface DraftCustomer {
  Name: string
  Surname: string
  CityCode: number | null
  CountyCode: number | null
  City: string
  County: string
  /** Clean, 10 digits. */
  Phone: string
  Email?: string
  savedAt?: string
}

export interface DraftVerification {
  /** refused: the SMS code was right but the AML check said no; its status code and messages. */
  status: 'pending' | 'verified' | 'refused'
  /** When the pending code went out; null when none could be sent (asked to verify again). */
  sentAt: string | null
  resendAvailableAt: string
  statusCode?: number
  messages?: string[]
}

/** One person the policy insures, as the quote named them. */
export interface InsuredPerson {
  name: string
  /**
   * Spec §5: a passport number replaces the national number when the ID type is 2; a company
   * quotes under its 10-digit tax number.
   */
  idKind: IdNumberKind
  idNumber: string
}

/**
 * What one step saved. Only the step's own module reads `data`, through its typed handle
 * (wizard/step-records.server.ts); the engine reads the rest when it opens the quote.
 */
export interface StepRecord {
  data: unknown
  /** The fields this step adds to the quote header, by their upstream names. */
  header?: Record<string, string | number | boolean>
  /** What is insured, in one line (plate and car, address), for the offers page and checkout. */
  subject?: string
  /**
   * Who is insured, when this step names them (the family list, a passport traveller); else the
   * verified visitor is (see `insuredPersons`).
   */
  insured?: InsuredPerson[]
}

/** One insurer's answer, as collectOffers yielded it. */
export type DraftOfferRow =
  | { firm: Firm; status: 'ok'; offers: Offer[] }
  | { firm: Firm; status: 'unavailable'; message: string; detail?: string }

/** The quote opened upstream for this draft and the insurers' answers so far. */
export interface DraftQuote {
  HeaderGuid: string
  createdAt: string
  /** What is insured, as the steps described it when the quote was opened. */
  subject?: string
  /** The insurers asked; null until the firm list has come back. */
  firms: Firm[] | null
  rows: DraftOfferRow[]
  /** Set when the firm list itself failed: shown instead of offers. */
  failure?: string
}

/** A checkout of one offer: the idempotency key of the current payment attempt and its payment. */
export interface DraftCheckout {
  /** The one-time key of the checkout's payment sessions (payment-states.ts). */
  attemptKey: string
}

/** The policy a renewal draft renews (issue 28, decision 044). */
export interface DraftRenewal {
  policyNumber: string
  /** The renewed policy's insurer by firm code (null if the provider named none): marked. */
  insurerCode: string | null
  /** The old policy's last day, YYYY-MM-DD: the new one starts there. */
  endsOn: string
  /** The old quote's header fields, until they are carried over after the verification. */
  fields: Record<string, string> | null
  /**
   * The step that refused what was carried to it, with that step's answer (its action's data:
   * the form as posted, its errors, its message), shown there until the visitor's next post.
   */
  refusal?: CarriedRefusal | null
}

/** A step's refusal of a renewal's carried post: the step's segment and its action's answer. */
export interface CarriedRefusal {
  segment: string
  answer: unknown
}

/**
 * How far a draft has come (decision 074). Each stage has what the ones before it have: entered
 * (the entry form, the SMS code asked for), verified (the identity check named the customer, the
 * wizard is open), stepped (a step saved its record), quoted (the quote opened, the offers
 * collected into it), checkout (an offer's payment begun). A step saved anew that changes the
 * quote's header goes back to stepped. The phone's verification is apart from the stage: a
 * verified draft may be asked to verify again (spec §8 1004, 1002) and keeps what it has.
 */
export type DraftStage = QuoteDraftData['stage']

/** What every draft has, whatever its stage. */
interface DraftBasics {
  product: ProductKey
  entry: QuoteEntry
  verification: DraftVerification
  /** Spec §8 1006: the provider asked for the birth date; the step that opens the quote asks. */
  asksBirthDate?: boolean
  /** Set when the draft renews a policy. */
  renewal?: DraftRenewal
}

/** The entry form sent; the phone not verified yet, or refused by the identity check. */
export interface EnteredData extends DraftBasics {
  stage: 'entered'
  customer?: undefined
  step?: undefined
  steps?: undefined
  quote?: undefined
  checkouts?: undefined
}

/** Verified: the customer named (by the identity check, or blank for a passport), steps open. */
export interface VerifiedData extends DraftBasics {
  stage: 'verified'
  customer: DraftCustomer
  /** The furthest wizard step reached, where "Kaldığınız yerden devam edin" leads. */
  step: string
  steps?: undefined
  quote?: undefined
  checkouts?: undefined
}

/** A step saved its record. */
export interface SteppedData extends Omit<VerifiedData, 'stage' | 'steps'> {
  stage: 'stepped'
  /** Each step's record, by its URL segment. */
  steps: Record<string, StepRecord>
}

/** The quote opened from the records; the insurers' answers arrive in it. */
export interface QuotedData extends Omit<SteppedData, 'stage' | 'quote'> {
  stage: 'quoted'
  quote: DraftQuote
}

/** An offer of the quote is being paid for. */
export interface CheckoutData extends Omit<QuotedData, 'stage' | 'checkouts'> {
  stage: 'checkout'
  /** Checkouts by OfferId (no card data: the card goes straight to the payment service). */
  checkouts: Record<string, DraftCheckout>
}

export type QuoteDraftData = EnteredData | VerifiedData | SteppedData | QuotedData | CheckoutData
/** A draft verified once: its customer and furthest step are known. */
export type VerifiedDraftData = Exclude<QuoteDraftData, EnteredData>
/** A draft with its quote opened. */
export type QuotedDraftData = QuotedData | CheckoutData

export const isVerified = (data: QuoteDraftData): data is VerifiedDraftData =>
  data.stage !== 'entered'
export const isQuoted = (data: QuoteDraftData): data is QuotedDraftData =>
  data.stage === 'quoted' || data.stage === 'checkout'
/** Any draft: for the changes that apply at every stage. */
export const anyStage = (data: QuoteDraftData): data is QuoteDraftData => Boolean(data)

export interface QuoteDraft<Data extends QuoteDraftData = QuoteDraftData> {
  id: string
  owner: string
  product: ProductKey
  data: Data
  updatedAt: string
}
export type VerifiedDraft = QuoteDraft<VerifiedDraftData>
export type QuotedDraft = QuoteDraft<QuotedDraftData>
export const isVerifiedDraft = (draft: QuoteDraft): draft is VerifiedDraft => isVerified(draft.data)
export const isQuotedDraft = (draft: QuoteDraft): draft is QuotedDraft => isQuoted(draft.data)

/**
 * Quote drafts live server-side (the storefront's SQLite file, or PostgreSQL in production mode),
 * so refresh, back/forward, a second tab and any storefront process see one state and URLs carry
 * only the draft id.
 */
export interface QuoteDraftStore {
  create<Data extends QuoteDraftData>(owner: string, data: Data): Promise<QuoteDraft<Data>>
  get(id: string): Promise<QuoteDraft | null>
  /** The verified drafts of one person (`holderKey`), last changed first: their Tekliflerim. */
  heldBy(holder: string): Promise<QuoteDraft[]>
  /** Hands the draft to another session's owner: the member continues it there. */
  moveTo(id: string, owner: string): Promise<void>
  /**
   * Applies `change` (`draft-changes.ts`) to the draft as stored and writes what it gives, as one
   * step no other write comes between (decision 074). The draft as written, or as stored when the
   * change gave it back as it was; null, nothing written, when the draft is missing or the change
   * does not apply to it (null).
   */
  change<Next extends QuoteDraftData>(
    id: string,
    change: (data: QuoteDraftData) => Next | null,
  ): Promise<QuoteDraft<Next> | null>
  /** Deletes the drafts last changed a day or more before `now`; each store runs it every 15 minutes. */
  sweep(now?: number): Promise<void>
}
