// What a field shows while it is typed (spec §5 masks). Each is pure and total: any text in, the
// field's text out, so typing, pasting and autofill all go through the same function. None of them
// validates: the shared schema in the browser and the server in the action stay the judges.

/** (5XX)XXX-XXXX; a pasted +90 or leading 0 is dropped, so "0532 123 4567" fits. */
export function shapePhone(value: string): string {
  const d = value
    .replace(/\D/g, '')
    .replace(/^(90|0)/, '')
    .slice(0, 10)
  if (d.length === 0) return ''
  if (d.length <= 3) return `(${d}`
  if (d.length <= 6) return `(${d.slice(0, 3)})${d.slice(3)}`
  return `(${d.slice(0, 3)})${d.slice(3, 6)}-${d.slice(6)}`
}

/**
 * DD.MM.YYYY with the dots put in for the user. A one-digit day or month the user closes with a
 * separator gets its zero ("1.5.1990" → "01.05.1990"), and a pasted ISO date ("1990-05-01") is
 * turned around, since both are dates people really paste.
 */
export function shapeDate(value: string): string {
  const iso = /^\s*(\d{4})\D(\d{1,2})\D(\d{1,2})\s*$/.exec(value)
  if (iso) return shapeDate(`${iso[3]}.${iso[2]}.${iso[1]}`)
  let digits = ''
  for (const [, group, separator] of value.matchAll(/(\d+)(\D*)/g)) {
    const startsDayOrMonth = digits.length === 0 || digits.length === 2
    digits += group!.length === 1 && separator && startsDayOrMonth ? `0${group}` : group
  }
  digits = digits.slice(0, 8)
  // A separator the user typed after a whole day or month stays, so "12." does not look ignored.
  const closed = /\D$/.test(value) && (digits.length === 2 || digits.length === 4) ? '.' : ''
  return (
    [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('.') + closed
  )
}

/** Digits only (spec §5 numeric-only text): T.C. kimlik, VKN, SMS code, document number, IMEI … */
export const keepDigits = (value: string, maxLength = Infinity): string =>
  value.replace(/\D/g, '').slice(0, maxLength)

/** Spec §5 letters-only text: Latin and Turkish letters and spaces. */
export const keepNameLetters = (value: string, maxLength = Infinity): string =>
  value.replace(/[^A-Za-zÇĞİÖŞÜçğıöşü\s]/g, '').slice(0, maxLength)

/** A person's name (fields.ts personName): Latin letters, spaces, apostrophes and hyphens. */
export const keepPersonName = (value: string, maxLength = Infinity): string =>
  value.replace(/[^\p{Script=Latin}\s'’-]/gu, '').slice(0, maxLength)

/**
 * A plate in capitals as it is typed. The plate alphabet's only I is the dotless capital, so the
 * Turkish i, ı and İ all become I, as the server reads them (validation/plate.ts).
 */
export const shapePlate = (value: string, maxLength = Infinity): string =>
  value
    .replace(/[iıİ]/g, 'I')
    .toUpperCase()
    .replace(/[^A-Z0-9 ]/g, '')
    .slice(0, maxLength)

/** A whole amount in comma thousands (spec §9): "12500" → "12,500". */
export function shapeAmount(value: string, maxLength = Infinity): string {
  return keepDigits(value)
    .replace(/^0+(?=\d)/, '')
    .slice(0, maxLength)
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

export const inputMasks = {
  phone: shapePhone,
  date: shapeDate,
  digits: keepDigits,
  name: keepNameLetters,
  personName: keepPersonName,
  plate: shapePlate,
  amount: shapeAmount,
}

export type InputMaskKind = keyof typeof inputMasks
