import { config } from '~/platform/config.server.ts'
import { noOnlineRenewal, renewalFacts } from '~/policies/renewal-window.ts'
import type { AppSession } from '~/session/session.server.ts'
import type { UpstreamContext } from '~/upstream/client.server.ts'
import type { Renewal } from '~/upstream/renewal.server.ts'
import { sendEntryCode } from '~/verification/quote-entry.server.ts'
import { definitions } from '../definitions.ts'
import { createDraft } from '../draft.server.ts'
import { renewalEntry } from './carry-over.ts'

export type RenewalStart = { ok: true; verifyUrl: string } | { ok: false; message: string }

const noRenewal = 'Bu poliçe için çevrimiçi yenileme yapılamıyor. Lütfen yeni bir teklif alın.'

/**
 * A renewal's new quote (issue 28): a draft for the policy's line, entered as its owner with the
 * old quote's fields kept for the carry-over, and the SMS code sent to the owner's phone, the same
 * verification every quote has. The caller commits the session and leads to `verifyUrl`.
 */
export async function startRenewal(
  session: AppSession,
  renewal: Renewal,
  upstream: UpstreamContext,
): Promise<RenewalStart> {
  const definition = definitions.find((d) => d.key === renewal.ProductKey)
  const { NationalNumber, Phone } = renewal
  if (!definition || renewal.Withdrawn || !NationalNumber || !Phone) {
    return { ok: false, message: noRenewal }
  }
  // A renewal a step would refuse (a trip, a phone or a pet too old, a vehicle inside its
  // window) or no insurer would quote (insured persons past every age limit): no code is sent
  // for it, the customer reads why (decisions 081, 082, 083).
  const refused = noOnlineRenewal(renewalFacts(renewal), config.agency.phone)
  if (refused) return { ok: false, message: refused }
  const now = new Date().toISOString()
  const draft = await createDraft(session, {
    stage: 'entered',
    product: definition.key,
    entry: renewalEntry(definition.key, { ...renewal, NationalNumber, Phone }),
    verification: { status: 'pending', sentAt: now, resendAvailableAt: now },
    renewal: {
      policyNumber: renewal.PolicyNumber,
      insurerCode: renewal.InsurerCode ?? null,
      endsOn: renewal.EndsOn,
      fields: renewal.QuoteFields ?? null,
    },
  })
  const sent = await sendEntryCode(definition, draft, upstream)
  if (!sent.ok) return sent
  return { ok: true, verifyUrl: `${definition.quotePage}?dogrulama=${draft.id}` }
}
