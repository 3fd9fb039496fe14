import { randomBytes } from 'node:crypto'
import { localStorefrontFile, sharedDatabase } from '~/shared-state.server.ts'
import type { AppSession } from '~/session.server.ts'
import type { Firm, Offer } from '~/upstream/offers.server.ts'
import { identifierKind, type IdNumberKind } from '~/validation/identity.ts'
import { definitionOf } from './definitions.ts'
import { postgresDraftStore, sqliteDraftStore } from './draft-stores.server.ts'
import type { QuoteEntry } from './entry-schema.ts'
import type { ProductKey } from './product-lines.ts'
import { wizardPath } from './wizard/navigation.ts'

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
  sentAt: string
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
 * What one step saved. Only the step's own module reads `data`; the engine reads the rest when it
 * opens the quote (wizard/advance.server.ts).
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
  attemptKey: string
  paymentId?: string
}

export interface QuoteDraftData {
  product: ProductKey
  entry: QuoteEntry
  verification: DraftVerification
  customer?: DraftCustomer
  /** The furthest wizard step reached, where "Kaldığınız yerden devam edin" leads. */
  step?: string
  /** Spec §8 1006: the provider asked for the birth date; the step that opens the quote asks. */
  asksBirthDate?: boolean
  /** Each step's record, by its URL segment. */
  steps?: Record<string, StepRecord>
  quote?: DraftQuote
  /** Checkouts by OfferId (no card data: the card goes straight to the payment service). */
  checkouts?: Record<string, DraftCheckout>
}

export interface QuoteDraft {
  id: string
  owner: string
  product: ProductKey
  data: QuoteDraftData
  updatedAt: string
}

/**
 * Quote drafts live server-side (the storefront's SQLite file, or PostgreSQL in production mode),
 * so refresh, back/forward, a second tab and any storefront process see one state and URLs carry
 * only the draft id.
 */
export interface QuoteDraftStore {
  create(owner: string, data: QuoteDraftData): Promise<QuoteDraft>
  get(id: string): Promise<QuoteDraft | null>
  /**
   * Writes the visitor's changes. The offers collected meanwhile for the same quote are kept, and
   * copied into `draft`: only the offer collection writes them.
   */
  save(draft: QuoteDraft): Promise<void>
  /**
   * The offer collection's write: changes the draft's quote in one locked read-modify-write, so
   * rows arriving together never overwrite each other. False, and nothing written, when the
   * draft has since opened another quote (the vehicle changed).
   */
  updateQuote(id: string, headerGuid: string, change: (quote: DraftQuote) => void): Promise<boolean>
  /** Deletes the drafts last changed a day or more before `now`; each store runs it every 15 minutes. */
  sweep(now?: number): Promise<void>
}

let store: QuoteDraftStore | null = null
export function draftStore(): QuoteDraftStore {
  if (!store) {
    const database = sharedDatabase()
    store = database ? postgresDraftStore(database) : sqliteDraftStore(localStorefrontFile())
  }
  return store
}

const MAX_REMEMBERED = 20

function ownerOf(session: AppSession): string {
  let owner = session.get('quoteOwner')
  if (!owner) {
    owner = randomBytes(16).toString('base64url')
    session.set('quoteOwner', owner)
  }
  return owner
}

/** Starts a draft owned by this session; the caller commits the session. */
export async function createDraft(session: AppSession, data: QuoteDraftData): Promise<QuoteDraft> {
  const draft = await draftStore().create(ownerOf(session), data)
  const ids = [...(session.get('quoteIds') ?? []), draft.id].slice(-MAX_REMEMBERED)
  session.set('quoteIds', ids)
  return draft
}

/** The draft, if this session started it; anyone else's is as good as missing. */
export async function ownDraft(
  session: AppSession,
  id: string | null | undefined,
): Promise<QuoteDraft | null> {
  if (!id || !(session.get('quoteIds') ?? []).includes(id)) return null
  const draft = await draftStore().get(id)
  return draft && draft.owner === session.get('quoteOwner') ? draft : null
}

/** The newest draft of this session for a product line that is not refused. */
export async function latestOpenDraft(
  session: AppSession,
  product: ProductKey,
): Promise<QuoteDraft | null> {
  for (const id of [...(session.get('quoteIds') ?? [])].reverse()) {
    const draft = await ownDraft(session, id)
    if (draft?.product === product && draft.data.verification.status !== 'refused') return draft
  }
  return null
}

/**
 * The persons the quote insures: as a step named them, else the visitor the identity check (and
 * the information step) named, under the entry's T.C. kimlik or tax number.
 */
export function insuredPersons(draft: QuoteDraft): InsuredPerson[] {
  const named = Object.values(draft.data.steps ?? {}).find((record) => record.insured?.length)
  if (named?.insured) return named.insured
  const customer = draft.data.customer
  return [
    {
      name: customer ? `${customer.Name} ${customer.Surname}`.trim() : '',
      idKind: identifierKind(draft.data.entry.NationalNumber),
      idNumber: draft.data.entry.NationalNumber,
    },
  ]
}

/** Where a returning visitor continues this draft. */
export function resumePath(draft: QuoteDraft): string {
  const definition = definitionOf(draft.product)
  if (draft.data.verification.status !== 'verified') {
    return `${definition.quotePage}?dogrulama=${draft.id}`
  }
  return wizardPath(definition, draft.id, draft.data.step ?? definition.steps[0]!.segment)
}
