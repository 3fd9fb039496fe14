import { productLines, type ProductKey, type ProductLine } from './product-lines.ts'

/** A wizard step after verification, named by its URL segment. */
export type WizardStep = 'bilgiler'

/** What the entry form of a line asks for before the SMS verification (spec §5). */
export interface EntryFields {
  /** 'tckn-or-vkn': a company may buy, so a 10-digit tax number is accepted too. */
  identifier: 'tckn' | 'tckn-or-vkn'
  /** Plate and plate status (kasko, trafik). */
  plate: boolean
  /** Birth date (health and travel lines). */
  birthDate: boolean
  /** ID type 1 = T.C. kimlik, 2 = pasaport (travel only); a passport replaces the national number. */
  idType: boolean
}

export interface ProductDefinition extends ProductLine {
  /** Sent as QueryType to the verification and AML calls. */
  queryType: string
  entry: EntryFields
  /** The wizard's steps after verification, in order. */
  steps: WizardStep[]
  /**
   * Spec §4: the travel line with a passport goes to step 3 directly, past the user-information
   * step, because no identity check can prefill it.
   */
  skipsInformationStep?: (entry: { IdType?: string }) => boolean
}

const companyMayBuy: ProductKey[] = ['kasko', 'trafik', 'konut', 'dask', 'telefon']
const needsBirthDate: ProductKey[] = ['tamamlayici', 'bireysel', 'seyahat', 'yabanci']

export const definitions: ProductDefinition[] = productLines.map((line) => ({
  ...line,
  queryType: line.key,
  entry: {
    identifier: companyMayBuy.includes(line.key) ? 'tckn-or-vkn' : 'tckn',
    plate: line.key === 'kasko' || line.key === 'trafik',
    birthDate: needsBirthDate.includes(line.key),
    idType: line.key === 'seyahat',
  },
  steps: ['bilgiler'],
  ...(line.key === 'seyahat'
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

/** The line whose flow route starts this path (wizard URLs are `${flowRoute}/:quoteId/:step`). */
export const definitionByFlowPath = (pathname: string) =>
  definitions.find((d) => pathname.startsWith(`${d.flowRoute}/`))

/** The pseudo-step shown once the defined steps are done: what was saved, and a way back. */
export const SAVED_STEP = 'kaydedildi'
export type StepSegment = WizardStep | typeof SAVED_STEP

/** The step that follows `step`, or the saved summary when it is the last one defined. */
export function stepAfter(definition: ProductDefinition, step: WizardStep): StepSegment {
  const index = definition.steps.indexOf(step)
  return definition.steps[index + 1] ?? SAVED_STEP
}

/**
 * Where a verified visitor lands: step 2 (user information), or for a passport holder on the
 * travel line the step after it (step 3). While no step follows the user information, the
 * passport holder fills it too, rather than landing on a summary of nothing.
 */
export function firstStepAfterVerification(
  definition: ProductDefinition,
  entry: { IdType?: string },
): WizardStep {
  const first = definition.steps[0]!
  if (!definition.skipsInformationStep?.(entry)) return first
  return definition.steps[1] ?? first
}

export const wizardPath = (definition: ProductDefinition, quoteId: string, step: StepSegment) =>
  `${definition.flowRoute}/${quoteId}/${step}`
