import type { SubmissionResult } from '@conform-to/react'
import type { ContractText } from './contracts.ts'

export interface InstallmentChoice {
  value: string
  label: string
}

export type CheckoutView =
  | {
      state: 'policy'
      lineName: string
      insurer: string
      packageName: string
      policyNumber: string
      email: string
      startsOn: string
      endsOn: string
      /** The day the policy was withdrawn (cayma hakkı), or null while it stands. */
      withdrawnOn: string | null
      pdfHref: string
      loggedIn: boolean
    }
  | {
      /** Another offer of this quote was bought: one quote buys one policy. */
      state: 'quote-insured'
      lineName: string
      insurer: string
      policyNumber: string
      policyHref: string
      newQuoteHref: string
    }
  | {
      /** The cover would start on a day already gone: not sold, a new quote is needed. */
      state: 'cover-started'
      lineName: string
      message: string
      newQuoteHref: string
    }
  | {
      state: 'form'
      lineName: string
      insurer: string
      packageName: string
      premium: string
      installment: string
      coverages: { name: string; value: string }[]
      /** Each insured person, the identity number masked and named as its kind. */
      insured: { name: string; idLabel: string; idNumber: string }[]
      phone: string
      subject: string | null
      /** "Sigorta süresi": the cover a payment today buys, as DD.MM.YYYY – DD.MM.YYYY. */
      coverPeriod: string
      contracts: ContractText[]
      choices: InstallmentChoice[]
      installmentsFailed: boolean
      defaults: { Email: string }
      attemptKey: string
      /** The last attempt's failure, with the bank's reason. */
      failure: string | null
      offersHref: string
      /** Who the payer buys from, named where the card is said to stay out of its hands. */
      agencyName: string
    }

export type CheckoutActionResult =
  | { kind: 'form'; reply: SubmissionResult<string[]> }
  /** The provider's card page, posted to with the payment session's fields. */
  | { kind: 'card-page'; url: string; fields: Record<string, string> }
