import { productLines, type ProductKey, type ProductLine } from './product-lines.ts'

/**
 * A wizard step after verification, named by its URL segment: user information, vehicle, offers.
 * Each has one entry in the step registry (`app/quote/steps/`), so a new line only lists them.
 */
export type WizardStep = 'bilgiler' | 'arac' | 'teklifler'
export const wizardSteps: readonly WizardStep[] = ['bilgiler', 'arac', 'teklifler']

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
  /**
   * The vehicle step's line-specific questions: kasko also asks accessory prices, original LPG
   * and profession. The renewal window comes with the line key (spec §9, rules/renewal.ts).
   */
  vehicle?: { queryType: 'kasko' | 'trafik'; asksKaskoDetails: boolean }
}

const companyMayBuy: ProductKey[] = ['kasko', 'trafik', 'konut', 'dask', 'telefon']
const vehicleLines: ProductKey[] = ['kasko', 'trafik']
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
  steps: vehicleLines.includes(line.key) ? ['bilgiler', 'arac', 'teklifler'] : ['bilgiler'],
  ...(line.key === 'kasko' || line.key === 'trafik'
    ? { vehicle: { queryType: line.key, asksKaskoDetails: line.key === 'kasko' } }
    : {}),
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

/** The step before `step`, where the stepper's and the page's "Geri" lead; none for the first. */
export function stepBefore(definition: ProductDefinition, step: WizardStep): WizardStep | null {
  const index = definition.steps.indexOf(step)
  return index > 0 ? definition.steps[index - 1]! : null
}

/**
 * The step a visitor asking for `requested` may see: any step up to the furthest reached (so
 * back, forward and a second tab show what was saved), never one past it. `furthest` is the
 * draft's step; the saved summary counts as past every step.
 */
export function allowedStep(
  definition: ProductDefinition,
  furthest: StepSegment | undefined,
  requested: string,
): StepSegment {
  const first = definition.steps[0]!
  const reachedIndex =
    furthest === SAVED_STEP
      ? definition.steps.length
      : Math.max(0, definition.steps.indexOf(furthest ?? first))
  if (requested === SAVED_STEP) {
    return reachedIndex >= definition.steps.length ? SAVED_STEP : definition.steps[reachedIndex]!
  }
  const index = definition.steps.indexOf(requested as WizardStep)
  if (index === -1) return definition.steps[Math.min(reachedIndex, definition.steps.length - 1)]!
  return index <= reachedIndex ? definition.steps[index]! : definition.steps[reachedIndex]!
}

/** Of two steps, the one further along the line (the draft keeps the furthest reached). */
export function furtherStep(
  definition: ProductDefinition,
  current: StepSegment | undefined,
  next: StepSegment,
): StepSegment {
  const rank = (s: StepSegment) =>
    s === SAVED_STEP ? definition.steps.length : definition.steps.indexOf(s)
  return current !== undefined && rank(current) > rank(next) ? current : next
}
