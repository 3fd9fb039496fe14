import {
  callEnvelope,
  callUpstream,
  type ProviderEnvelope,
  type UpstreamContext,
} from './client.server.ts'

// The payment API (installments, a checkout's state), the second payment API (spec §9 "payment
// method 2": card payment with 3D Secure) and the contract acceptance on the common API.

/** Result codes of the payment calls. */
export const paymentCodes = {
  paid: 3000,
  awaiting3d: 3001,
  failed: 3002,
  alreadyPaid: 3003,
  contractsMissing: 3004,
} as const

export interface InstallmentOption {
  Installments: number
  /** One installment, TL. */
  Amount: number
  Total: number
}

export interface PaymentDetail {
  /** The card's bank, when a card number's first digits were given. */
  Bank: string | null
  MaxInstallments: number
  Options: InstallmentOption[]
}

export interface PaymentState {
  PaymentId: string
  Status: 'awaiting_3d' | 'paid' | 'failed'
  ClientRef: string
  Message: string | null
  Outcome: string | null
  /** Brand and last four digits only. */
  Card: string
  Email: string
  Installments: number
  Total: number
  PolicyNumber: string | null
}

export interface IssuedPolicy {
  PolicyNumber: string
  Email: string
  StartsOn: string
  EndsOn: string
}

export interface CheckoutStatus {
  Policy: IssuedPolicy | null
  Payment: PaymentState | null
}

export interface ThreeDStart {
  PaymentId: string
  AcsUrl: string
  AcsFields: Record<string, string>
}

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
export const getPaymentDetail = (
  request: { HeaderGuid: string; OfferId: string; Bin?: string },
  context: UpstreamContext,
) =>
  callEnvelope<PaymentDetail>(
    { service: 'payment', path: '/api/payment/payment-detail', body: { ...request } },
    context,
  )

export const getCheckoutStatus = (
  request: { HeaderGuid: string; OfferId: string; PaymentId?: string },
  context: UpstreamContext,
) =>
  callEnvelope<CheckoutStatus>(
    { service: 'payment', path: '/api/payment/checkout-status', body: { ...request } },
    context,
  )

/** Starts a card payment: the bank's 3D Secure page to send the browser to, or why not. */
export const startThreeDPayment = (request: ThreeDStartRequest, context: UpstreamContext) =>
  callUpstream<ProviderEnvelope<ThreeDStart | PaymentState | { PolicyNumber: string }>>(
    { service: 'payment2', path: '/api/payment/3d-start', body: { ...request } },
    context,
  )

/** Hands the bank's posted 3D result to the provider, which verifies it before charging. */
export const completeThreeDPayment = (
  posted: { PaymentId: string; mdStatus: string; Signature: string },
  context: UpstreamContext,
) =>
  callEnvelope<PaymentState>(
    { service: 'payment2', path: '/api/payment/3d-complete', body: { ...posted } },
    context,
  )

/** Evidence of the pre-information form and distance-sales contract being accepted. */
export const recordContractAcceptance = (
  request: {
    HeaderGuid: string
    OfferId: string
    NationalNumber: string
    Contracts: string
    TextHash: string
    IPAddress: string
    UserAgent: string
  },
  context: UpstreamContext,
) =>
  callEnvelope<{ AcceptedAt: string }>(
    { service: 'common', path: '/api/musteri/sozlesme-kontrol', body: { ...request } },
    context,
  )
