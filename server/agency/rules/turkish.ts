// The back office's own Turkish text folding for site search. The storefront has its rule in
// app/utils/turkish.ts; the two sides share no code (docs/decisions/002), and the contract test
// (tests/integration/contract-quotes.test.ts) searches through the storefront's client to prove
// that "SİGORTA", "sıgorta" and "sigorta" find the same entries.

/** Turkish-aware lower-casing (İ→i, I→ı), then no dotted/dotless distinction and no diacritics. */
export function foldForSearch(text: string): string {
  return text
    .toLocaleLowerCase('tr-TR')
    .replace(/ı/g, 'i')
    .replace(/[ğüşöç]/g, (letter) => ({ ğ: 'g', ü: 'u', ş: 's', ö: 'o', ç: 'c' })[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** A query's words, folded; one-letter words carry no meaning for the search. */
export const queryWords = (query: string) =>
  foldForSearch(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2)
