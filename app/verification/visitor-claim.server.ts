import type { AppSession } from '~/session/session.server.ts'
import type { UpstreamContext } from '~/upstream/client.server.ts'
import { getClaimPolicy } from '~/upstream/claims.server.ts'
import { verifiedSupportPhone } from './visitor-support.server.ts'

/**
 * A visitor reporting a claim without an account: the policy they named and the T.C. kimlik
 * number it was bought with, held in the server session only; their phone is the support flow's
 * (`supportPhone`), verified by the same SMS code. Once filed, the file number to show.
 */
interface ClaimVisitor {
  policyNumber: string
  nationalNumber: string
  filed?: { fileNumber: string | null; message: string }
}

declare module '~/session/session.server.ts' {
  interface SessionData {
    /** The policy a visitor reports a claim on (issue 28), and the claim once filed. */
    claimVisitor: ClaimVisitor
  }
}

export const claimVisitorOf = (session: AppSession) => session.get('claimVisitor') ?? null

/** The policy the visitor named, kept while their phone is verified (or about to be). */
export function keepClaimVisitor(
  session: AppSession,
  claimant: { PolicyNumber: string; NationalNumber: string },
) {
  session.set('claimVisitor', {
    policyNumber: claimant.PolicyNumber,
    nationalNumber: claimant.NationalNumber,
  })
}

/** The claim is filed: the page shows its file number, not the form again. */
export function noteClaimFiled(session: AppSession, filed: NonNullable<ClaimVisitor['filed']>) {
  const visitor = session.get('claimVisitor')
  if (visitor) session.set('claimVisitor', { ...visitor, filed })
}

/**
 * The visitor's policy as the provider answers for it: asked with the policy number, the T.C.
 * kimlik number and the phone the SMS code verified, so the provider checks they go together.
 * Null before the phone is verified.
 */
export async function visitorClaimPolicy(session: AppSession, upstream: UpstreamContext) {
  const visitor = claimVisitorOf(session)
  const verified = verifiedSupportPhone(session)
  if (!visitor || !verified) return null
  const owner = { NationalNumber: visitor.nationalNumber, Phone: verified.phone }
  const policy = await getClaimPolicy({ PolicyNumber: visitor.policyNumber, ...owner }, upstream)
  return { visitor, owner, policy }
}
