import { checkoutPath } from '~/payment/checkout-path.ts'
import type { UpstreamContext } from '~/upstream/client.server.ts'
import { listPolicies } from '~/upstream/members.server.ts'
import { getCheckoutStatus } from '~/upstream/payment.server.ts'
import { definitionOf } from './definitions.ts'
import { holderKey } from './draft-store.server.ts'
import { draftStore, resumePath } from './draft.server.ts'
import type { QuoteDraft } from './draft.ts'
import { isComplete } from './offers/offer-collection.server.ts'
import { premiumText } from './rules/installments.ts'

// Tekliflerim: the quotes a member got with their T.C. kimlik number and phone, logged in or not,
// on any device, while their drafts are kept (a day after the last step), and where each stands.

/** The member as the back office knows them: whose drafts are theirs. */
export interface QuoteHolder {
  nationalNumber: string
  phone: string
}

/** One quote as Tekliflerim lists it. */
export interface MemberQuote {
  draftId: string
  lineName: string
  subject: string
  /** When the visitor last moved it on, Türkiye's date and time. */
  changedAt: string
  bestPrice: string | null
  status: string
  /** What its button says: on where it stands, or to the policy it became. */
  action: 'Devam et' | 'Poliçeyi gör'
}

const dateTime = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

/** The member's drafts, last changed first: only verified ones are held by anyone. */
export const heldDrafts = (holder: QuoteHolder) =>
  draftStore().heldBy(holderKey(holder.nationalNumber, holder.phone.replace(/\D/g, '')))

/** One of the member's drafts by its id, or null: another person's is as good as missing. */
export async function heldDraft(holder: QuoteHolder, draftId: string) {
  return (await heldDrafts(holder)).find((draft) => draft.id === draftId) ?? null
}

/**
 * The policy one of the quote's offers became, asked of the payment service only for a quote
 * whose checkout was started: the number and the checkout that shows it.
 */
async function policyOf(draft: QuoteDraft, upstream: UpstreamContext) {
  const quote = draft.data.quote
  const offerId = Object.keys(draft.data.checkouts ?? {})[0]
  if (!quote || !offerId) return null
  const status = await getCheckoutStatus(
    { HeaderGuid: quote.HeaderGuid, OfferId: offerId },
    upstream,
  )
  const state = status.ok ? status.body.Data : null
  const policy = state?.Policy
    ? { number: state.Policy.PolicyNumber, offerId }
    : state?.QuotePolicy
      ? { number: state.QuotePolicy.PolicyNumber, offerId: state.QuotePolicy.OfferId }
      : null
  return policy && { number: policy.number, href: checkoutPath(draft.id, policy.offerId) }
}

/** The day each of the member's withdrawn policies was withdrawn (DD.MM.YYYY), by its number. */
export type Withdrawals = ReadonlyMap<string, string>

/**
 * The member's withdrawn policies, as Poliçelerim lists them: a quote whose policy was withdrawn
 * says so. None when the list cannot be read: the row then says the policy was issued.
 */
async function withdrawalsOf(upstream: UpstreamContext): Promise<Withdrawals> {
  const policies = await listPolicies(upstream)
  const withdrawn = policies.ok ? (policies.body.Results ?? []) : []
  return new Map(
    withdrawn.flatMap((p) => (p.WithdrawnOn ? [[p.PolicyNumber, p.WithdrawnOn] as const] : [])),
  )
}

/** Where a quote stands and where "Devam et" leads: the step it waits on, its offers, its policy. */
export async function standingOf(
  draft: QuoteDraft,
  upstream: UpstreamContext,
  withdrawals: Withdrawals = new Map(),
) {
  const definition = definitionOf(draft.product)
  const quote = draft.data.quote
  const policy = await policyOf(draft, upstream)
  if (policy) {
    const withdrawnOn = withdrawals.get(policy.number)
    return {
      status: withdrawnOn
        ? `Poliçe düzenlendi (${policy.number}); ${withdrawnOn} tarihinde cayma hakkıyla iptal edildi`
        : `Poliçe düzenlendi (${policy.number})`,
      href: policy.href,
      action: 'Poliçeyi gör' as const,
    }
  }
  const href = resumePath(draft)
  if (!quote) {
    const step = definition.steps.find((s) => s.segment === draft.data.step) ?? definition.steps[0]
    return {
      status: `Bilgiler bekleniyor: ${step?.title ?? ''}`,
      href,
      action: 'Devam et' as const,
    }
  }
  const status = quote.failure
    ? 'Teklif alınamadı'
    : isComplete(quote)
      ? 'Teklifler hazır'
      : 'Teklifler geliyor'
  return { status, href, action: 'Devam et' as const }
}

const bestPriceOf = (draft: QuoteDraft) => {
  const premiums = (draft.data.quote?.rows ?? []).flatMap((row) =>
    row.status === 'ok' ? row.offers.map((offer) => offer.Premium) : [],
  )
  return premiums.length ? premiumText(Math.min(...premiums)) : null
}

/** What is insured, as far as the steps have said. */
const subjectOf = (draft: QuoteDraft) =>
  draft.data.quote?.subject ??
  Object.values(draft.data.steps ?? {})
    .map((record) => record.subject)
    .filter(Boolean)
    .at(-1) ??
  draft.data.entry.LicensePlateNumber ??
  ''

/** Tekliflerim's rows. */
export async function memberQuotes(
  holder: QuoteHolder,
  upstream: UpstreamContext,
): Promise<MemberQuote[]> {
  const drafts = await heldDrafts(holder)
  const withdrawals = drafts.some((draft) => draft.data.checkouts)
    ? await withdrawalsOf(upstream)
    : new Map<string, string>()
  return Promise.all(
    drafts.map(async (draft) => {
      const standing = await standingOf(draft, upstream, withdrawals)
      return {
        draftId: draft.id,
        lineName: definitionOf(draft.product).name,
        subject: subjectOf(draft),
        changedAt: dateTime.format(new Date(draft.updatedAt)),
        bestPrice: bestPriceOf(draft),
        status: standing.status,
        action: standing.action,
      }
    }),
  )
}
