import type { SubmissionResult } from '@conform-to/react'
import type { ProductKey } from '../product-lines.ts'
import type { WizardStep } from '../definitions.ts'

export type { Option } from '~/address/options.ts'
import type { CountyList, Option } from '~/address/options.ts'

/** What every step's page knows besides its own data: the line, the draft id, the stepper. */
export interface WizardBase {
  productKey: ProductKey
  quoteId: string
  maskedPhone: string
  agencyPhone: string
  /** The line's steps for the stepper; `href` only for steps the visitor may go back or on to. */
  steps: { key: WizardStep; title: string; href: string | null; current: boolean }[]
}

export interface BilgilerView {
  step: 'bilgiler'
  company: boolean
  defaults: Record<'Name' | 'Surname' | 'CityCode' | 'CountyCode' | 'Email', string>
  cities: Option[]
  counties: CountyList
  listsFailed: boolean
}

export interface BilgilerActionResult {
  step: 'bilgiler'
  reply: SubmissionResult<string[]>
  counties: CountyList
  message?: string
}

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

export interface AracView {
  step: 'arac'
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
  /** Spec §8 1006: the birth date is asked for before the quote can be made. */
  asksBirthDate: boolean
}

export interface AracActionResult {
  step: 'arac'
  form: 'query' | 'manual' | 'confirm'
  reply: SubmissionResult<string[]>
  message?: string
}

export interface OfferView {
  OfferId: string
  insurer: string
  packageName: string
  premium: string
  installment: string
  coverages: { name: string; value: string }[]
  /** The checkout of this offer. */
  buyHref: string
}

export interface TekliflerView {
  step: 'teklifler'
  plate: string | null
  offers: OfferView[]
  unavailable: { firm: string; message: string }[]
  waitingFor: string[]
  /** Insurers that answered, with offers or without. */
  answeredCount: number
  done: boolean
  failure: string | null
  selected: string[]
  comparison: {
    offers: {
      OfferId: string
      insurer: string
      packageName: string
      premium: string
      installment: string
    }[]
    rows: { name: string; values: string[] }[]
  } | null
  compareMessage: string | null
  pdfHref: string
  comparePdfHref: string | null
  pdfFailed: boolean
}

export type StepView = BilgilerView | AracView | TekliflerView
export type StepActionResult = BilgilerActionResult | AracActionResult
export type ViewOf<K extends WizardStep> = Extract<StepView, { step: K }>
export type ActionOf<K extends WizardStep> = Extract<StepActionResult, { step: K }>
