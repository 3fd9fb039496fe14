// Beside the schema, not in it: the page shows it, and the page loads no zod (use-validated-form).
/** Spec §3's family list `fam`: at most this many rows. */
export const MAX_FAMILY = 8
