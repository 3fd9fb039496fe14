/**
 * Province risk groups keyed by plate code (01 Adana … 81 Düzce). Group 1 is the heaviest traffic
 * and theft risk (the largest metropolitan areas), group 4 the quietest provinces.
 */
export type ProvinceGroup = 1 | 2 | 3 | 4

const group1 = new Set([6, 16, 34, 35, 41])
const group2 = new Set([1, 7, 10, 20, 26, 27, 33, 38, 42, 45, 48, 54, 55, 59, 61, 77, 81])
const group4 = new Set([4, 8, 12, 13, 24, 29, 30, 36, 49, 56, 62, 65, 69, 73, 74, 75, 76, 79])

export function provinceGroup(cityCode: number): ProvinceGroup {
  if (group1.has(cityCode)) return 1
  if (group2.has(cityCode)) return 2
  if (group4.has(cityCode)) return 4
  return 3
}

/** The province's plate code from a cleaned plate (e.g. "66ABC123" → 66), or null. */
export function plateCityCode(plate: string): number | null {
  const code = Number(plate.slice(0, 2))
  return /^\d{2}/.test(plate) && code >= 1 && code <= 81 ? code : null
}
