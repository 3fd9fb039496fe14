/** Premiums are kept in TL with two decimals, rounded half away from zero as the insurers do. */
export const roundLira = (amount: number) => Math.round((amount + Number.EPSILON) * 100) / 100

/** A whole-lira amount as offers show it: "1.482.600 TL". */
export const formatTl = (amount: number) =>
  `${new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 }).format(amount)} TL`
