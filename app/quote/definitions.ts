import { offersStep } from './offers/step.ts'
import { productLines, type ProductKey, type ProductLine } from './product-lines.ts'
import { addressStep } from './steps/address/step.ts'
import { customerStep } from './steps/customer/step.ts'
import { daskBuildingStep } from './steps/dask-building/step.ts'
import { homeStep } from './steps/home/step.ts'
import { insuredPeopleStep } from './steps/insured-people/step.ts'
import { residenceStep } from './steps/residence/step.ts'
import { travelStep } from './steps/travel/step.ts'
import { petStep } from './steps/pet/step.ts'
import { phoneStep } from './steps/phone/step.ts'
import { vehicleStep } from './steps/vehicle/step.ts'
import type { StepInfo } from './wizard/step-info.ts'

/** What the entry form of a line asks for before the SMS verification (spec §5). */
export interface EntryFields {
  /** 'tckn-or-vkn': a company may buy, so a 10-digit tax number is accepted too. */
  identifier: 'tckn' | 'tckn-or-vkn'
  /** Plate and plate status (kasko, trafik). */
  plate: boolean
  /** Birth date (health and travel lines). */
  birthDate: boolean
  /**
   * ID type 1 = T.C. kimlik (or a foreigner's 99… number), 2 = pasaport (seyahat, yabancı); a
   * passport replaces the national number (spec §5).
   */
  idType: boolean
}

export interface ProductDefinition extends ProductLine {
  entry: EntryFields
  /** The wizard's steps after verification, in order; the offers step is always the last. */
  steps: StepInfo[]
  /**
   * Spec §4: the travel line with a passport goes to step 3 directly, past the user-information
   * step, because no identity check can prefill it; yabancı sağlık does the same (decision 033).
   * That step then asks the passport holder's name and birth date.
   */
  skipsInformationStep?: (entry: { IdType?: string }) => boolean
  /**
   * The vehicle step's line-specific questions: kasko also asks accessory prices, original LPG
   * and profession. The renewal window comes with the line key (spec §9, rules/renewal.ts).
   */
  vehicle?: { queryType: 'kasko' | 'trafik'; asksKaskoDetails: boolean }
}

const companyMayBuy: ProductKey[] = ['kasko', 'trafik', 'konut', 'dask', 'telefon']
const needsBirthDate: ProductKey[] = ['tamamlayici', 'bireysel', 'seyahat', 'yabanci']
const passportMayBuy: ProductKey[] = ['seyahat', 'yabanci']

/** Each line's steps: the user information, the line's own questions, then the offers. */
const lineSteps = {
  kasko: [customerStep, vehicleStep, offersStep],
  trafik: [customerStep, vehicleStep, offersStep],
  dask: [customerStep, addressStep, daskBuildingStep, offersStep],
  konut: [customerStep, addressStep, homeStep, offersStep],
  seyahat: [customerStep, travelStep, offersStep],
  petsaglik: [customerStep, petStep, offersStep],
  telefon: [customerStep, phoneStep, offersStep],
  tamamlayici: [customerStep, insuredPeopleStep, offersStep],
  bireysel: [customerStep, insuredPeopleStep, offersStep],
  yabanci: [customerStep, residenceStep, offersStep],
} as const satisfies Record<ProductKey, readonly StepInfo[]>

/**
 * The segment of every step some line asks before its offers: each declares what it carries from
 * a renewed policy (`definitions.server.ts`), which the type check holds to this list.
 */
export type QuestionStepSegment = Exclude<
  (typeof lineSteps)[ProductKey][number]['segment'],
  typeof offersStep.segment
>

export const definitions: ProductDefinition[] = productLines.map((line) => ({
  ...line,
  entry: {
    identifier: companyMayBuy.includes(line.key) ? 'tckn-or-vkn' : 'tckn',
    plate: line.key === 'kasko' || line.key === 'trafik',
    birthDate: needsBirthDate.includes(line.key),
    idType: passportMayBuy.includes(line.key),
  },
  steps: [...lineSteps[line.key]],
  ...(line.key === 'kasko' || line.key === 'trafik'
    ? { vehicle: { queryType: line.key, asksKaskoDetails: line.key === 'kasko' } }
    : {}),
  ...(passportMayBuy.includes(line.key)
    ? { skipsInformationStep: (entry: { IdType?: string }) => entry.IdType === '2' }
    : {}),
}))

export function definitionOf(key: ProductKey): ProductDefinition {
  const found = definitions.find((d) => d.key === key)
  if (!found) throw new Error(`Unknown product line ${key}`)
  return found
}

export const definitionByQuotePage = (pathname: string) =>
  definitions.find((d) => d.quotePage === pathname.replace(/\/$/, ''))

/** The line whose flow route starts this path (wizard URLs are `${flowRoute}/:draftId/:step`). */
export const definitionByFlowPath = (pathname: string) =>
  definitions.find((d) => pathname.startsWith(`${d.flowRoute}/`))
