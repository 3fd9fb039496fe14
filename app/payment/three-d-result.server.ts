import { createCookie } from 'react-router'
import { z } from 'zod'
import { config } from '~/platform/config.server.ts'
import { draftStore } from '~/quote/draft.server.ts'
import type { RequestArgs } from '~/platform/request-context.ts'
import { upstreamContext } from '~/session/session.server.ts'
import type { UpstreamFailure } from '~/upstream/client.server.ts'
import { completeThreeDPayment } from '~/upstream/payment.server.ts'
import { funnel } from '../../server/metrics.ts'
import { checkoutPath } from './checkout-path.ts'

// The bank's 3D Secure result, as the bank posts it and as the provider answers about it
// (docs/decisions/058): a result the provider has not answered about is never reported as failed.

const bankResult = z.object({
  PaymentId: z.string().max(200),
  mdStatus: z.string().max(200),
  Signature: z.string().max(200),
})
/** What the bank's page posts back. Nothing in it is believed: the provider checks it. */
export type BankResult = z.output<typeof bankResult>

export const bankResultOf = (form: FormData): BankResult => {
  const field = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value.slice(0, 200) : ''
  }
  return {
    PaymentId: field('PaymentId'),
    mdStatus: field('mdStatus'),
    Signature: field('Signature'),
  }
}

/**
 * The bank's result while the provider has not answered about it, kept in the payer's browser as
 * the bank's page kept it, for the verifying page to ask again: the callback has no session (the
 * bank's site posts it), and a reference in the URL would be a token there. Never read by
 * scripts, kept a day at most, and sent only under /odeme/: the result's page and the data
 * requests that reload it (/odeme/3d-sonuc.data), which its own path would not cover.
 */
const unansweredResult = createCookie('odeme-sonucu', {
  httpOnly: true,
  sameSite: 'lax',
  secure: config.isProduction,
  path: '/odeme/',
  maxAge: 24 * 60 * 60,
})

export const keepUnanswered = (result: BankResult) => unansweredResult.serialize(result)
export const forgetUnanswered = () => unansweredResult.serialize('', { maxAge: 0 })

/** The result the verifying page asks about, when this browser carries one. */
export async function unansweredOf(request: Request): Promise<BankResult | null> {
  const kept: unknown = await unansweredResult.parse(request.headers.get('Cookie'))
  return bankResult.safeParse(kept).data ?? null
}

/**
 * Whether the provider said nothing about the result: no connection, no reply in time, a reply
 * of another shape or a server error. A payment may have been recorded all the same.
 */
const unanswered = (failure: UpstreamFailure) => failure.kind !== 'http' || failure.status >= 500

export type ProviderVerdict =
  /** The provider answered: the checkout page shows the policy or why the payment failed. */
  | { kind: 'answered'; checkoutHref: string }
  /** The provider refused the result itself: forged or altered, so nothing was charged. */
  | { kind: 'refused' }
  | { kind: 'unanswered' }

/**
 * Hands the result to the provider, which verifies the bank's signature and charges at most once,
 * so asking again about the same result is safe.
 */
export async function askProvider(result: BankResult, args: RequestArgs): Promise<ProviderVerdict> {
  const answer = await completeThreeDPayment(result, await upstreamContext(args))
  if (!answer.ok) return unanswered(answer) ? { kind: 'unanswered' } : { kind: 'refused' }
  const state = answer.body.Data
  if (!state) return { kind: 'unanswered' }
  const [draftId, offerId] = state.ClientRef.split('/')
  if (!draftId || !offerId) return { kind: 'refused' }
  const line = (await draftStore().get(draftId))?.product
  if (line && state.Status !== 'awaiting_3d') {
    funnel.paymentEnded(line, state.Status === 'paid', state.Outcome)
  }
  return {
    kind: 'answered',
    checkoutHref: `${checkoutPath(draftId, offerId)}?odeme=${encodeURIComponent(state.PaymentId)}`,
  }
}
