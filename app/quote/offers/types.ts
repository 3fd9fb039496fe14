import type { OfferFilterView } from './offer-filter.ts'

export interface OfferView {
  OfferId: string
  insurer: string
  packageName: string
  premium: string
  installment: string
  coverages: { name: string; value: string }[]
  /** The checkout of this offer. */
  buyHref: string
  /** A renewal's offer from the insurer of the policy it renews (decision 044). */
  currentInsurer: boolean
}

export interface OffersView {
  /** What is insured, as the line's steps described it (plate and car, address). */
  subject: string | null
  /** The offers the filter lets through (every offer when there is none). */
  offers: OfferView[]
  /** Every offer that arrived, filtered or not. */
  offerCount: number
  filter: OfferFilterView
  unavailable: { firm: string; message: string }[]
  waitingFor: string[]
  /** Insurers that answered, with offers or without. */
  answeredCount: number
  done: boolean
  /** The collection's progress as the offer stream tells it (quoteProgress). */
  progress: string
  /** The offer stream (server-sent events) the page listens to until done. */
  streamHref: string
  failure: string | null
  selected: string[]
  comparison: {
    offers: {
      OfferId: string
      insurer: string
      packageName: string
      premium: string
      installment: string
      buyHref: string
    }[]
    /** `differs`: the offers' values are not all the same, so the row is marked. */
    rows: { name: string; values: string[]; differs: boolean }[]
  } | null
  compareMessage: string | null
  pdfHref: string
  comparePdfHref: string | null
  pdfFailed: boolean
}
