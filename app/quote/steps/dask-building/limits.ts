// Beside the schema, not in it: the page shows them, and the page loads no zod (use-validated-form).
/** The declaration's bounds, as the provider checks them. */
export const buildingLimits = {
  FloorCount: { min: 1, max: 99 },
  GrossArea: { min: 10, max: 10_000 },
} as const
