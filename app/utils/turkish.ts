// Pure text helpers for Turkish: a search must match "IŞIK", "ışık" and "Işık" alike. The built-in
// backend keeps its own folding rule (server/agency/rules/turkish.ts); they share no code.

/**
 * Folds text for comparison: Turkish-aware lower-casing (İ→i, I→ı) followed by removing the
 * dotted/dotless distinction and diacritics, so "İstanbul", "istanbul" and "ISTANBUL" all match.
 */
export function foldTurkish(text: string): string {
  return text
    .toLocaleLowerCase('tr-TR')
    .replace(/ı/g, 'i')
    .replace(/ğ/g, 'g')
    .replace(/ü/g, 'u')
    .replace(/ş/g, 's')
    .replace(/ö/g, 'o')
    .replace(/ç/g, 'c')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The words of a search query, folded; words shorter than two letters carry no meaning here. */
export function searchTerms(query: string): string[] {
  return foldTurkish(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2)
}

/** A member's initials as the user button shows them: 'ilker ışık' → 'İI'. */
export function initials(name: string, surname: string): string {
  const first = (word: string) => Array.from(word.trim())[0] ?? ''
  return (first(name) + first(surname)).toLocaleUpperCase('tr-TR')
}
