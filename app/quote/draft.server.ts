import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { config } from '~/config.server.ts'
import type { AppSession } from '~/session.server.ts'
import type { Firm, Offer } from '~/upstream/offers.server.ts'
import { definitionOf } from './definitions.ts'
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
 * Quote drafts live server-side, in the storefront's own SQLite file beside its sessions, so
 * refresh, back/forward and a second tab all see one state and URLs carry only the draft id.
 */
export class QuoteDraftStore {
  private readonly insert
  private readonly select
  private readonly update

  constructor(file: string) {
    const db = new SQLite(file)
    db.pragma('journal_mode = WAL')
    db.exec(`CREATE TABLE IF NOT EXISTS quote_drafts (
      id TEXT PRIMARY KEY, owner TEXT NOT NULL, product TEXT NOT NULL, data TEXT NOT NULL,
      updated_at TEXT NOT NULL)`)
    this.insert = db.prepare(
      'INSERT INTO quote_drafts (id, owner, product, data, updated_at) VALUES (?, ?, ?, ?, ?)',
    )
    this.select = db.prepare<
      [string],
      { id: string; owner: string; product: string; data: string; updated_at: string }
    >('SELECT * FROM quote_drafts WHERE id = ?')
    this.update = db.prepare('UPDATE quote_drafts SET data = ?, updated_at = ? WHERE id = ?')
  }

  create(owner: string, data: QuoteDraftData): QuoteDraft {
    const id = randomBytes(16).toString('base64url')
    const updatedAt = new Date().toISOString()
    this.insert.run(id, owner, data.product, JSON.stringify(data), updatedAt)
    return { id, owner, product: data.product, data, updatedAt }
  }

  get(id: string): QuoteDraft | null {
    const row = this.select.get(id)
    if (!row) return null
    return {
      id: row.id,
      owner: row.owner,
      product: row.product as ProductKey,
      data: JSON.parse(row.data) as QuoteDraftData,
      updatedAt: row.updated_at,
    }
  }

  save(draft: QuoteDraft): void {
    draft.updatedAt = new Date().toISOString()
    this.update.run(JSON.stringify(draft.data), draft.updatedAt, draft.id)
  }
}

let store: QuoteDraftStore | null = null
export function draftStore(): QuoteDraftStore {
  if (!store) {
    const dataDir = config.dataDir
    mkdirSync(dataDir, { recursive: true })
    store = new QuoteDraftStore(path.join(dataDir, 'storefront.sqlite'))
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
export function createDraft(session: AppSession, data: QuoteDraftData): QuoteDraft {
  const draft = draftStore().create(ownerOf(session), data)
  const ids = [...(session.get('quoteIds') ?? []), draft.id].slice(-MAX_REMEMBERED)
  session.set('quoteIds', ids)
  return draft
}

/** The draft, if this session started it; anyone else's is as good as missing. */
export function ownDraft(session: AppSession, id: string | null | undefined): QuoteDraft | null {
  if (!id || !(session.get('quoteIds') ?? []).includes(id)) return null
  const draft = draftStore().get(id)
  return draft && draft.owner === session.get('quoteOwner') ? draft : null
}

/** The newest draft of this session for a product line that is not refused. */
export function latestOpenDraft(session: AppSession, product: ProductKey): QuoteDraft | null {
  for (const id of [...(session.get('quoteIds') ?? [])].reverse()) {
    const draft = ownDraft(session, id)
    if (draft?.product === product && draft.data.verification.status !== 'refused') return draft
  }
  return null
}

/** Where a returning visitor continues this draft. */
export function resumePath(draft: QuoteDraft): string {
  const definition = definitionOf(draft.product)
  if (draft.data.verification.status !== 'verified') {
    return `${definition.quotePage}?dogrulama=${draft.id}`
  }
  return wizardPath(definition, draft.id, draft.data.step ?? definition.steps[0]!.segment)
}
