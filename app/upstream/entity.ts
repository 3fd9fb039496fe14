import { z } from 'zod'

/** A field's value as the provider takes it; '' is a field sent empty. */
const entityValue = z.union([z.string(), z.number(), z.boolean()])
export type EntityValue = z.output<typeof entityValue>

/** The request schema of a call that sends a whole spec §3 entity (wholeEntity): every field. */
export const entitySchema = <F extends string>(fields: readonly F[]) =>
  z.object(
    Object.fromEntries(fields.map((field) => [field, entityValue])) as Record<
      F,
      typeof entityValue
    >,
  )

/**
 * A spec §3 entity as it goes on the wire: every field the spec lists for it, those the storefront
 * does not know sent empty. A provider that follows the spec refuses a call that leaves one out,
 * and so does the built-in backend (docs/backend-contract.md, "Every listed field goes out").
 * Fields beyond the list are kept.
 */
export function wholeEntity<F extends string>(
  fields: readonly F[],
  known: Partial<Record<F, EntityValue | null>>,
): Record<F, EntityValue> {
  const entity: Record<string, unknown> = Object.fromEntries(fields.map((field) => [field, '']))
  for (const [field, value] of Object.entries(known)) {
    if (value !== undefined && value !== null) entity[field] = value
  }
  return entity as Record<F, EntityValue>
}
