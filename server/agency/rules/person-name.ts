// A person's name as the back office accepts it (spec §5 letters-only text): Turkish and Latin
// letters, accented ones included, with spaces, apostrophes and hyphens between them. Nothing
// else, so no control character, right-to-left override or markup reaches a policy or an SMS.
// The storefront has its own rule (app/validation/fields.ts); the two sides share no code.

/** A letter of the Latin script: Turkish letters are Latin ones, and so are é, ß and ø. */
const letter = String.raw`(?:(?=\p{L})\p{Script=Latin})`
const personName = new RegExp(`^${letter}+(?:[ '’-]+${letter}+)*$`, 'u')

export const personNameMessage =
  'Ad ve soyad yalnızca harf, boşluk, kesme işareti ve kısa çizgi içerebilir.'

/**
 * A name as typed, trimmed, with its accents composed (é, not e and a combining accent) and runs of
 * spaces made one, as a policy prints it.
 */
export const readPersonName = (text: string | undefined) =>
  (text ?? '').trim().normalize('NFC').replace(/ {2,}/g, ' ')

/** At most 60 characters, beginning and ending with a letter. */
export const isPersonName = (text: string) => text.length <= 60 && personName.test(text)
