import type { ProductDefinition } from '../definitions.ts'

const segmentsOf = (definition: ProductDefinition) => definition.steps.map((s) => s.segment)

export const wizardPath = (definition: ProductDefinition, draftId: string, segment: string) =>
  `${definition.flowRoute}/${draftId}/${segment}`

/** The step that follows `segment`; the last (the offers) has none and stays where it is. */
export function stepAfter(definition: ProductDefinition, segment: string): string {
  const segments = segmentsOf(definition)
  return segments[Math.min(segments.indexOf(segment) + 1, segments.length - 1)]!
}

/** The step before `segment`, where the page's "Geri" leads; none for the first. */
export function stepBefore(definition: ProductDefinition, segment: string): string | null {
  const segments = segmentsOf(definition)
  const index = segments.indexOf(segment)
  return index > 0 ? segments[index - 1]! : null
}

/**
 * Where a verified visitor lands: step 2 (user information), or for a passport holder on the
 * travel line the step after it (step 3).
 */
export function firstStepAfterVerification(
  definition: ProductDefinition,
  entry: { IdType?: string },
): string {
  const [first, second] = segmentsOf(definition)
  return definition.skipsInformationStep?.(entry) ? second! : first!
}

/**
 * The step a visitor asking for `requested` may see: any step up to the furthest reached (so
 * back, forward and a second tab show what was saved), never one past it. `furthest` is the
 * draft's step.
 */
export function allowedStep(
  definition: ProductDefinition,
  furthest: string | undefined,
  requested: string,
): string {
  const segments = segmentsOf(definition)
  const reachedIndex = Math.max(0, segments.indexOf(furthest ?? segments[0]!))
  const index = segments.indexOf(requested)
  return index !== -1 && index <= reachedIndex ? segments[index]! : segments[reachedIndex]!
}

/** Of two steps, the one further along the line (the draft keeps the furthest reached). */
export function furtherStep(
  definition: ProductDefinition,
  current: string | undefined,
  next: string,
): string {
  const segments = segmentsOf(definition)
  return current !== undefined && segments.indexOf(current) > segments.indexOf(next)
    ? current
    : next
}
