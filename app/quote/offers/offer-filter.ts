import type { Option } from '~/components/forms/list-option.ts'

/** The offers page's filter fields, named as teklifler-filtre names them (spec §7). */
export const offerFilterFields = ['InsuranceFirm', 'PackageCode', 'InstallmentCount'] as const
export type OfferFilterField = (typeof offerFilterFields)[number]

export interface OfferFilterView {
  /** The choices among the offers that arrived: only what would leave something to show. */
  insurers: Option[]
  packages: Option[]
  /** Least installment counts worth asking for (more than one: every offer allows paying at once). */
  installments: number[]
  /** What the visitor chose; '' for every one. */
  chosen: Record<OfferFilterField, string>
  active: boolean
  /** Why the list is not filtered although the visitor asked for it. */
  message: string | null
}
