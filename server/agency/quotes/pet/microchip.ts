/**
 * An ISO 11784/11785 microchip number as vets and the pet register read it: 15 digits, the first
 * three a country (ISO 3166 numeric, 792 for Türkiye) or a manufacturer (900–998). 000 is no
 * code and 999 marks test transponders, which no pet carries. The standard has no check digit.
 * The storefront applies the same rule (app/quote/steps/pet/microchip.ts).
 */
export function isMicrochipNumber(value: string): boolean {
  if (!/^\d{15}$/.test(value)) return false
  const code = Number(value.slice(0, 3))
  return code >= 1 && code <= 998
}
