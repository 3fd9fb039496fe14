// Beside the schema, not in it: the page shows them, and the page loads no zod (use-validated-form).
/** How old a phone the insurers take on. */
export const phoneLimits = { maxAgeMonths: 12 }
