// Apart from the claim's schema, so the form can say it without loading zod (decision 027).

/** The longest "what happened" a claim report takes, in characters. */
export const MAX_CLAIM_DESCRIPTION = 2000
