import { randomBytes } from 'node:crypto'
import type { data } from 'react-router'
import { localStorefrontFile, sharedDatabase } from '~/platform/shared-state.server.ts'
import { notFound } from '~/platform/not-found.server.ts'
import { getSession, type AppSession } from '~/session/session.server.ts'
import { identifierKind } from '~/validation/identity.ts'
import { definitionOf } from './definitions.ts'
import {
  isQuotedDraft,
  isVerified,
  type DraftQuote,
  type InsuredPerson,
  type QuoteDraft,
  type QuoteDraftData,
  type QuoteDraftStore,
  type QuotedDraft,
  type VerifiedDraft,
} from './draft.ts'
import { postgresDraftStore, sqliteDraftStore } from './draft-store.server.ts'
import type { ProductKey } from './product-lines.ts'
import { wizardPath } from './wizard/navigation.ts'

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

/** The session's drafts with this one as its newest. */
function remember(session: AppSession, id: string) {
  const ids = [...(session.get('quoteIds') ?? []).filter((known) => known !== id), id]
  session.set('quoteIds', ids.slice(-MAX_REMEMBERED))
}

/** Starts a draft owned by this session; the caller commits the session. */
export async function createDraft<Data extends QuoteDraftData>(
  session: AppSession,
  data: Data,
): Promise<QuoteDraft<Data>> {
  const draft = await draftStore().create(ownerOf(session), data)
  remember(session, draft.id)
  return draft
}

/**
 * A member's draft from Tekliflerim, started in another session (another device, before logging
 * in), continues in this one, which owns it from now on; the caller commits the session.
 */
export async function adoptDraft(session: AppSession, draft: QuoteDraft) {
  const owner = ownerOf(session)
  if (draft.owner !== owner) await draftStore().moveTo(draft.id, owner)
  remember(session, draft.id)
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

/**
 * Writes one of the changes in `draft-changes.ts` to the draft as stored, and brings `draft` up to
 * date with what was written. `stage` is what the change needs the stored draft to be: one that
 * has since gone back before it (another tab dropped the quote) or was deleted is as good as
 * missing, the /404 every flow answers (spec §8).
 */
export async function changeDraft<Data extends QuoteDraftData, Next extends Data>(
  draft: QuoteDraft<Data>,
  stage: (data: QuoteDraftData) => data is Data,
  change: (data: Data) => Next,
): Promise<QuoteDraft<Next>> {
  const written = await draftStore().change(draft.id, (data) => (stage(data) ? change(data) : null))
  if (!written) throw notFound()
  draft.data = written.data
  draft.updatedAt = written.updatedAt
  return written
}

/** A verified draft of this session with its quote opened, and that session. */
export interface OwnQuotedDraft {
  session: AppSession
  draft: QuotedDraft
  quote: DraftQuote
}

/**
 * The guard of every address that serves a quote's offers after the wizard: their PDF, their
 * stream, the checkout of one and its policy. Only the session's own verified draft with a quote
 * opened passes; an unknown id, another session's draft, an unverified one or one without a quote
 * are refused alike, by default with the /404 redirect every flow answers (spec §8).
 */
export async function requireOwnDraft(
  request: Request,
  draftId: string | undefined,
  refuse: () => Response | ReturnType<typeof data> = notFound,
): Promise<OwnQuotedDraft> {
  const session = await getSession(request)
  const draft = await ownDraft(session, draftId)
  if (!draft || !isQuotedDraft(draft) || draft.data.verification.status !== 'verified') {
    throw refuse()
  }
  return { session, draft, quote: draft.data.quote }
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
export function insuredPersons(draft: VerifiedDraft): InsuredPerson[] {
  const named = Object.values(draft.data.steps ?? {}).find((record) => record.insured?.length)
  if (named?.insured) return named.insured
  const { customer, entry } = draft.data
  return [
    {
      name: `${customer.Name} ${customer.Surname}`.trim(),
      idKind: identifierKind(entry.NationalNumber),
      idNumber: entry.NationalNumber,
    },
  ]
}

/** Where a returning visitor continues this draft. */
export function resumePath(draft: QuoteDraft): string {
  const definition = definitionOf(draft.product)
  if (draft.data.verification.status !== 'verified' || !isVerified(draft.data)) {
    return `${definition.quotePage}?dogrulama=${draft.id}`
  }
  return wizardPath(definition, draft.id, draft.data.step)
}
