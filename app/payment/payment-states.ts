import type { UpstreamResult } from '~/upstream/client.server.ts'
import {
  checkoutStatusCodes,
  sessionSettledCodes,
  type getCheckoutStatus,
  type PaymentSession,
} from '~/upstream/payment.server.ts'
import { upstreamMessages } from '~/upstream/client.server.ts'

/**
 * The storefront's side of a payment, as explicit states: the checkout route renders the state
 * and does what its transition says; nothing else decides. The provider's answers reach here
 * parsed by their schemas (payment.server.ts), never cast.
 *
 *   ready ──session opened──▶ at-card-page ──bank's result──▶ paid | declined | expired
 *   ready | at-card-page ──another offer of the quote paid──▶ sold-elsewhere
 *   any unpaid state ──the cover's start passed──▶ cover-started
 */
export type PaymentStep =
  /** Nothing tried under the checkout's key: the form is shown. */
  | { state: 'ready' }
  /** A card is at the provider's card page or its 3D Secure page; the form is shown again. */
  | { state: 'at-card-page'; paymentId: string }
  | {
      state: 'paid'
      policy: {
        PolicyNumber: string
        Email: string
        StartsOn: string
        EndsOn: string
        WithdrawnOn?: string | null
      }
    }
  /** The provider or the bank refused the card: counted by the card-testing brakes. */
  | { state: 'declined'; paymentId: string; message: string }
  /** The bank's 3D Secure session ran out: nothing charged, a new attempt may start. */
  | { state: 'expired'; paymentId: string; message: string }
  /** Another offer of the same quote has the policy: one quote buys one policy. */
  | { state: 'sold-elsewhere'; policyNumber: string; offerId: string }
  | { state: 'cover-started'; message: string }
  /** The provider could not say: the page says so, nothing is decided. */
  | { state: 'unanswered'; message: string }

type CheckoutStatusReply = Awaited<ReturnType<typeof getCheckoutStatus>>

/** The step a checkout is at, from the provider's checkout status for its key. */
export function stepOfCheckout(status: CheckoutStatusReply): PaymentStep {
  if (!status.ok) {
    if (status.kind === 'http' && status.body?.StatusCode === checkoutStatusCodes.coverStarted) {
      return { state: 'cover-started', message: status.message }
    }
    return { state: 'unanswered', message: status.message }
  }
  const data = status.body.Data
  if (!data) return { state: 'unanswered', message: upstreamMessages.invalid }
  if (data.Policy) return { state: 'paid', policy: data.Policy }
  if (data.QuotePolicy) {
    return {
      state: 'sold-elsewhere',
      policyNumber: data.QuotePolicy.PolicyNumber,
      offerId: data.QuotePolicy.OfferId,
    }
  }
  const payment = data.Payment
  if (!payment) return { state: 'ready' }
  if (payment.Status === 'awaiting_3d')
    return { state: 'at-card-page', paymentId: payment.PaymentId }
  // Paid without the policy in this answer is a reply from between the two writes: not yet paid.
  if (payment.Status === 'paid') return { state: 'at-card-page', paymentId: payment.PaymentId }
  const message = payment.Message ?? upstreamMessages.invalid
  return payment.Outcome === 'three_d_expired'
    ? { state: 'expired', paymentId: payment.PaymentId, message }
    : { state: 'declined', paymentId: payment.PaymentId, message }
}

export type SessionStep =
  /** Sent to the provider's card page with the session's fields. */
  | { state: 'at-card-page'; url: string; fields: Record<string, string> }
  /** Paid already, sold elsewhere or past its start: the checkout reloads and shows which. */
  | { state: 'settled' }
  /** No session: the payer stays on the checkout with the provider's reason. */
  | { state: 'ready'; message: string }

/**
 * The step after asking for a payment session: the card page, or why not. `browserUrl` turns
 * the provider's address into one a browser may open (the built-in bank's is under /demo/banka).
 */
export function stepAfterSession(
  answer: UpstreamResult<{ Data?: PaymentSession | null }>,
  browserUrl: (url: string) => string | null,
): SessionStep {
  if (!answer.ok) {
    const code = answer.kind === 'http' ? answer.body?.StatusCode : undefined
    const settled: number[] = Object.values(sessionSettledCodes)
    if (code !== undefined && settled.includes(code)) return { state: 'settled' }
    return { state: 'ready', message: answer.message }
  }
  const session = answer.body.Data
  if (!session) return { state: 'ready', message: upstreamMessages.invalid }
  const url = browserUrl(session.CardPageUrl)
  if (!url) return { state: 'ready', message: cardPageUnreachable }
  return { state: 'at-card-page', url, fields: session.CardPageFields }
}

export const cardPageUnreachable =
  'Ödeme sayfası şu anda açılamıyor; kartınızdan çekim yapılmadı. Lütfen birazdan yeniden deneyin.'
