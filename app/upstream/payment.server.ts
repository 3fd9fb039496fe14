import { z } from 'zod'
import { defineCall, envelope } from './client.server.ts'

// The payment API (installments, a checkout's state), the second payment API (spec §9 "payment
// method 2": card payment with 3D Secure) and the contract acceptance on the common API.

/** Result codes of the payment calls. */
export const paymentCodes = {
  paid: 3000,
  awaiting3d: 3001,
  failed: 3002,
  alreadyPaid: 3003,
  contractsMissing: 3004,
  /** Another offer of the quote has its policy: one quote buys one policy. */
  quoteInsured: 3005,
  /** The quote's cover would start on a day already gone (a trip begun, a chosen start passed). */
  coverStarted: 3007,
} as const

const installmentOption = z.object({
  Installments: z.number(),
  /** One installment, TL. */
  Amount: z.number(),
  Total: z.number(),
})
export type InstallmentOption = z.output<typeof installmentOption>

const paymentDetail = z.object({
  MaxInstallments: z.number(),
  Options: z.array(installmentOption),
})

const paymentState = z.object({
  PaymentId: z.string(),
  Status: z.enum(['awaiting_3d', 'paid', 'failed']),
  ClientRef: z.string(),
  Message: z.string().nullable(),
  Outcome: z.string().nullable(),
  /** Brand and last four digits only. */
  Card: z.string(),
  Email: z.string(),
  Installments: z.number(),
  Total: z.number(),
  PolicyNumber: z.string().nullable(),
})
export type PaymentState = z.output<typeof paymentState>

const issuedPolicy = z.object({
  PolicyNumber: z.string(),
  Email: z.string(),
  StartsOn: z.string(),
  EndsOn: z.string(),
  /**
   * The day (YYYY-MM-DD) the policy was withdrawn (cayma hakkı), or null. Optional for a provider:
   * without it the checkout shows the policy as issued.
   */
  WithdrawnOn: z.string().nullish(),
})

const checkoutStatus = z.object({
  Policy: issuedPolicy.nullable(),
  /** The policy's cover (YYYY-MM-DD): the issued policy's, or the one a payment today buys. */
  CoverPeriod: z.object({ StartsOn: z.string(), EndsOn: z.string() }),
  Payment: paymentState.nullable(),
  /** The policy another offer of the same quote got, which this offer can no longer get. */
  QuotePolicy: z.object({ PolicyNumber: z.string(), OfferId: z.string() }).nullish(),
})

const paymentSession = z.object({
  /** The provider's card page, and the fields the payer's browser posts to it. */
  CardPageUrl: z.string(),
  CardPageFields: z.record(z.string(), z.string()),
  Amount: z.number(),
})
export type PaymentSession = z.output<typeof paymentSession>

const offerRef = z.object({ HeaderGuid: z.string(), OfferId: z.string() })

const paymentSessionRequest = offerRef.extend({
  /** The checkout's one-time key: every card tried under it is one attempt. */
  AttemptKey: z.string(),
  NationalNumber: z.string(),
  Phone: z.string(),
  InsuredName: z.string(),
  Email: z.string(),
  Installments: z.number(),
  /** The total of the chosen installments, TL, as the payer saw it. */
  Amount: z.number(),
  /** The hash of the contracts' text the payer accepted. */
  TextHash: z.string(),
  ReturnUrl: z.string(),
  CancelUrl: z.string(),
  ClientRef: z.string(),
})
export type PaymentSessionRequest = z.input<typeof paymentSessionRequest>

/** The StatusCode a checkout's status is refused with that the checkout tells apart. */
export const checkoutStatusCodes = { coverStarted: paymentCodes.coverStarted } as const

/**
 * The StatusCode values a payment session is refused with that settle the checkout: it reloads
 * and shows the policy, the other offer's policy or the cover's passed start. Any other refusal
 * (3004 the contracts not accepted, an amount changed) is shown with its message.
 */
export const sessionSettledCodes = {
  alreadyPaid: paymentCodes.alreadyPaid,
  quoteInsured: paymentCodes.quoteInsured,
  coverStarted: paymentCodes.coverStarted,
} as const

/** Installment options for the offer (the card's bank may allow fewer on its card page). */
export const getPaymentDetail = defineCall(
  {
    service: 'payment',
    path: '/api/payment/payment-detail',
    request: offerRef,
    reply: envelope(paymentDetail),
    spec: '§7 (payload not shown there); §9 (installment display)',
  },
  (request: z.input<typeof offerRef>) => request,
)

const checkoutStatusRequest = offerRef.extend({
  /** The checkout's one-time key: its latest card's payment comes back as Payment. */
  AttemptKey: z.string().optional(),
})

export const getCheckoutStatus = defineCall(
  {
    service: 'payment',
    path: '/api/payment/checkout-status',
    request: checkoutStatusRequest,
    reply: envelope(checkoutStatus),
    spec: 'not named: the payment API of spec §7; fields in docs/backend-contract.md',
    statusCodes: checkoutStatusCodes,
  },
  (request: z.input<typeof checkoutStatusRequest>) => request,
)

/**
 * Opens a payment session: the provider's card page to send the payer's browser to, where the
 * card is typed, checked and sent through 3D Secure. The storefront never sees the card.
 */
export const openPaymentSession = defineCall(
  {
    service: 'payment2',
    path: '/api/payment/session',
    request: paymentSessionRequest,
    reply: envelope(paymentSession),
    spec: 'not named: §9 "payment method 2" (the second payment API of §7); fields in docs/backend-contract.md',
    statusCodes: sessionSettledCodes,
  },
  (request: PaymentSessionRequest) => ({ ...request }),
)

const threeDResult = z.object({
  PaymentId: z.string(),
  /** The bank's verdict: 1 passed, 0 failed, 4 not enrolled. */
  mdStatus: z.string(),
  /** The bank's signature over PaymentId and mdStatus. */
  Signature: z.string(),
})

/** Hands the bank's posted 3D result to the provider, which verifies it before charging. */
export const completeThreeDPayment = defineCall(
  {
    service: 'payment2',
    path: '/api/payment/3d-complete',
    request: threeDResult,
    reply: envelope(paymentState),
    spec: 'not named: §9 "payment method 2"; fields in docs/backend-contract.md',
    // Any refusal below 500 is read so: the result is not the bank's, and nothing is charged.
    httpStatuses: { 403: 'The result is not the bank’s signed result: refused, nothing charged' },
  },
  (posted: z.input<typeof threeDResult>) => posted,
)

const contractAcceptance = offerRef.extend({
  NationalNumber: z.string(),
  /** The slugs of the contracts accepted, comma-separated. */
  Contracts: z.string(),
  /** SHA-256 (hex) of the texts shown. */
  TextHash: z.string(),
  IPAddress: z.string(),
  UserAgent: z.string(),
})

/** Evidence of the pre-information form and distance-sales contract being accepted. */
export const recordContractAcceptance = defineCall(
  {
    service: 'common',
    path: '/api/musteri/sozlesme-kontrol',
    request: contractAcceptance,
    reply: envelope(z.object({ AcceptedAt: z.string() })),
    spec: '§7 (payload not shown there); §2 (/mesafeli-satis-sozlesmesi)',
  },
  (request: z.input<typeof contractAcceptance>) => request,
)
