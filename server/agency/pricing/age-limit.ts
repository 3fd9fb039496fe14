/**
 * Whether an insurer takes a person of `age` (whole years on the day of the quote) on a health
 * line: up to its own oldest age (`maxAge` in health-insurers.ts), for tamamlayıcı, bireysel and
 * yabancı sağlık alike. The prices decline an older person by it, and a renewal is invited only
 * while some insurer still takes someone it carries (decision 083).
 */
export const takesAge = (insurer: { maxAge: number }, age: number) => age <= insurer.maxAge
