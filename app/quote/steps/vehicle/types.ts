import type { SubmissionResult } from '@conform-to/react'
import type { Option } from '~/components/forms/list-option.ts'

/** A brand with its models, as the manual choice needs them. */
export interface BrandChoice {
  code: string
  name: string
  models: { code: string; name: string; years: number[]; fuelTypes: string[] }[]
}

export interface FoundVehicle {
  plate: string
  brand: string
  model: string
  modelYear: number
  usingType: string
  fuelType: string
  engineNumber: string
  frameNumber: string
  policyEndDate: string | null
  corrected: boolean
}

export interface VehicleView {
  /** A renewal's carried post this step refused, its answer (decision 053). */
  carried: VehicleReply | undefined
  /** query: plate and document; manual: choose from the lists; found: confirm and go on. */
  mode: 'query' | 'manual' | 'found'
  queryDefaults: Record<string, string>
  notFound: string | null
  vehicle: FoundVehicle | null
  /** The renewal rule's refusal, when the current policy ends too soon. */
  refusal: string | null
  manual: {
    brands: BrandChoice[]
    usingTypes: Option[]
    fuelTypes: Option[]
    defaults: Record<string, string>
    listsFailed: boolean
  } | null
  kasko: {
    professions: Option[]
    defaults: Record<string, string>
    limits: Record<string, { min: number; max: number }>
  } | null
  /**
   * No running policy to continue (the registry knows none): the customer chooses the start, as
   * a DD.MM.YYYY default; null when the new policy starts where the running one ends.
   */
  policyStart: string | null
}

/** The three forms of the step; a reply goes back to the one that was sent. */
export type VehicleForm = 'query' | 'manual' | 'confirm'

export interface VehicleReply {
  form: VehicleForm
  reply: SubmissionResult<string[]>
  message?: string
}
