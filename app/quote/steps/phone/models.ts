import type { Option } from '~/components/forms/list-option.ts'

/** A model list knows its brand, so the form shows only the list of the brand chosen. */
export interface ModelList {
  brandId: string
  options: Option[]
}

/** Where the phone step's script fetches a brand's models (`?BrandId=`). */
export const PHONE_MODELS_ROUTE = '/telefon-modelleri'
