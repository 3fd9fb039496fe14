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

export interface PaymentSessionRequest {
  /** The checkout's one-time key: every card tried under it is one attempt. */
  AttemptKey: string
  HeaderGuid: string
  OfferId: string
  NationalNumber: string
  Phone: string
  InsuredName: string
  Email: string
  Installments: number
  /** The total of the chosen installments, TL, as the payer saw it. */
  Amount: number
  /** The hash of the contracts' text the payer accepted. */
  TextHash: string
  ReturnUrl: string
  CancelUrl: string
  ClientRef: string
}

/** Installment options for the offer (the card's bank may allow fewer on its card page). */
export const getPaymentDetail = defineCall(
  { service: 'payment', path: '/api/payment/payment-detail', reply: envelope(paymentDetail) },
  (request: { HeaderGuid: string; OfferId: string }) => request,
)

export const getCheckoutStatus = defineCall(
  { service: 'payment', path: '/api/payment/checkout-status', reply: envelope(checkoutStatus) },
  (request: { HeaderGuid: string; OfferId: string; AttemptKey?: string }) => request,
)

/**
 * Opens a payment session: the provider's card page to send the payer's browser to, where the
 * card is typed, checked and sent through 3D Secure. The storefront never sees the card.
 */
export const openPaymentSession = defineCall(
  { service: 'payment2', path: '/api/payment/session', reply: envelope(paymentSession) },
  (request: PaymentSessionRequest) => ({ ...request }),
)

/** Hands the bank's posted 3D result to the provider, which verifies it before charging. */
export const completeThreeDPayment = defineCall(
  { service: 'payment2', path: '/api/payment/3d-complete', reply: envelope(paymentState) },
  (posted: { PaymentId: string; mdStatus: string; Signature: string }) => posted,
)

/** Evidence of the pre-information form and distance-sales contract being accepted. */
export const recordContractAcceptance = defineCall(
  {
    service: 'common',
    path: '/api/musteri/sozlesme-kontrol',
    reply: envelope(z.object({ AcceptedAt: z.string() })),
  },
  (request: {
    HeaderGuid: string
    OfferId: string
    NationalNumber: string
    Contracts: string
    TextHash: string
    IPAddress: string
    UserAgent: string
  }) => request,
)
