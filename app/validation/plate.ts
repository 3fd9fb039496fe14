/**
 * Turkish vehicle plates (spec §5). Upper-casing must not produce the dotted capital 'İ' that
 * Turkish keyboards type: a plate only has Latin capitals, so 'İ' and 'ı' both become 'I'.
 */
export function normalizePlate(value: string): string {
  return value.replace(/\s+/g, '').replace(/[İı]/g, 'I').toUpperCase()
}

// Plates carry only the 23 letters the Turkish and Latin alphabets share: no Q, W or X, and none
// of Ç, Ğ, İ, Ö, Ş, Ü.
const platePattern = /^(0[1-9]|[1-7]\d|8[01])[A-PR-VYZ]{1,3}\d{2,4}$/

/** 7–8 characters: province code 01–81, 1–3 plate letters, 2–4 digits. */
export function isValidPlate(value: string): boolean {
  const plate = normalizePlate(value)
  return plate.length >= 7 && plate.length <= 8 && platePattern.test(plate)
}

/** A province's plate code, 01–81; a single digit is read as its two-digit form. */
export function normalizeProvinceCode(value: string): string | null {
  const digits = value.replace(/\s+/g, '').replace(/YK$/i, '')
  if (!/^\d{1,2}$/.test(digits)) return null
  const code = digits.padStart(2, '0')
  const n = Number(code)
  return n >= 1 && n <= 81 ? code : null
}

/** Plate status 2 (a vehicle not yet registered): the plate is the province code plus 'YK'. */
export const unregisteredPlate = (provinceCode: string) => `${provinceCode}YK`

/** A plate of status 2: there is nothing to look up, the vehicle is chosen from the lists. */
export const isUnregisteredPlate = (plate: string) =>
  /^(0[1-9]|[1-7]\d|8[01])YK$/.test(normalizePlate(plate))
