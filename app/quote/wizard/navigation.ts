import type { ProductDefinition } from '../definitions.ts'

/** The pseudo-step shown once the defined steps are done: what was saved, and a way back. */
export const SAVED_STEP = 'kaydedildi'

const segmentsOf = (definition: ProductDefinition) => definition.steps.map((s) => s.segment)

export const wizardPath = (definition: ProductDefinition, quoteId: string, segment: string) =>
  `${definition.flowRoute}/${quoteId}/${segment}`

/** The step that follows `segment`, or the saved summary when it is the last one defined. */
export function stepAfter(definition: ProductDefinition, segment: string): string {
  const segments = segmentsOf(definition)
  return segments[segments.indexOf(segment) + 1] ?? SAVED_STEP
}

/** The step before `segment`, where the page's "Geri" leads; none for the first. */
export function stepBefore(definition: ProductDefinition, segment: string): string | null {
  const segments = segmentsOf(definition)
  const index = segments.indexOf(segment)
  return index > 0 ? segments[index - 1]! : null
}

/**
 * Where a verified visitor lands: step 2 (user information), or for a passport holder on the
 * travel line the step after it (step 3). While no step follows the user information, the
 * passport holder fills it too, rather than landing on a summary of nothing.
 */
export function firstStepAfterVerification(
  definition: ProductDefinition,
  entry: { IdType?: string },
): string {
  const [first, second] = segmentsOf(definition)
  return definition.skipsInformationStep?.(entry) && second ? second : first!
}

/**
 * The step a visitor asking for `requested` may see: any step up to the furthest reached (so
 * back, forward and a second tab show what was saved), never one past it. `furthest` is the
 * draft's step; the saved summary counts as past every step.
 */
export function allowedStep(
  definition: ProductDefinition,
  furthest: string | undefined,
  requested: string,
): string {
  const segments = segmentsOf(definition)
  const reachedIndex =
    furthest === SAVED_STEP
      ? segments.length
      : Math.max(0, segments.indexOf(furthest ?? segments[0]!))
  if (requested === SAVED_STEP) {
    return reachedIndex >= segments.length ? SAVED_STEP : segments[reachedIndex]!
  }
  const index = segments.indexOf(requested)
  if (index === -1) return segments[Math.min(reachedIndex, segments.length - 1)]!
  return index <= reachedIndex ? segments[index]! : segments[reachedIndex]!
}

/** Of two steps, the one further along the line (the draft keeps the furthest reached). */
export function furtherStep(
  definition: ProductDefinition,
  current: string | undefined,
  next: string,
): string {
  const segments = segmentsOf(definition)
  const rank = (s: string) => (s === SAVED_STEP ? segments.length : segments.indexOf(s))
  return current !== undefined && rank(current) > rank(next) ? current : next
}
