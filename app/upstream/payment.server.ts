import { z } from 'zod'
import { declareCall } from './call-registry.ts'
import { callUpstream, defineCall, envelope, type UpstreamContext } from './client.server.ts'

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
  /** The attempt's open payment was for another card and is ended: start again with a new key. */
  attemptReplaced: 3006,
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
  /** The card's bank, when a card number's first digits were given. */
  Bank: z.string().nullable(),
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

const threeDStart = z.object({
  PaymentId: z.string(),
  AcsUrl: z.string(),
  AcsFields: z.record(z.string(), z.string()),
})
export type ThreeDStart = z.output<typeof threeDStart>

export interface ThreeDStartRequest {
  AttemptKey: string
  HeaderGuid: string
  OfferId: string
  NationalNumber: string
  Phone: string
  InsuredName: string
  Email: string
  CardHolderName: string
  CardNumber: string
  ExpiryMonth: number
  ExpiryYear: number
  Cvc: string
  Installments: number
  ReturnUrl: string
  ClientRef: string
}

/** Installment options for the offer; with the card's first digits, those its bank allows. */
export const getPaymentDetail = defineCall(
  { service: 'payment', path: '/api/payment/payment-detail', reply: envelope(paymentDetail) },
  (request: { HeaderGuid: string; OfferId: string; Bin?: string }) => request,
)

export const getCheckoutStatus = defineCall(
  { service: 'payment', path: '/api/payment/checkout-status', reply: envelope(checkoutStatus) },
  (request: { HeaderGuid: string; OfferId: string; PaymentId?: string }) => request,
)

/** Starts a card payment: the bank's 3D Secure page to send the browser to, or why not. */
const threeDStartCall = declareCall({
  service: 'payment2',
  path: '/api/payment/3d-start',
  // 3001 the bank's page, 3002 a state refused before 3D, 3003 the policy already issued.
  // Refusals (3005 the quote insured by another offer, 3006 a new card) come as errors.
  reply: envelope(z.union([threeDStart, paymentState, z.object({ PolicyNumber: z.string() })])),
})

export const startThreeDPayment = (request: ThreeDStartRequest, context: UpstreamContext) =>
  callUpstream({ ...threeDStartCall, body: { ...request } }, context)

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
