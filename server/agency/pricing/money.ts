/** Premiums are kept in TL with two decimals, rounded half away from zero as the insurers do. */
export const roundLira = (amount: number) => Math.round((amount + Number.EPSILON) * 100) / 100
