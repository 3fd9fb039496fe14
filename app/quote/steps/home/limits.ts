// Beside the schema, not in it: the page shows them, and the page loads no zod (use-validated-form).
/** The sums in whole lira, as the provider bounds them. */
export const sumLimits = {
  BuildingSum: { min: 100_000, max: 50_000_000 },
  ContentsSum: { min: 50_000, max: 10_000_000 },
} as const
