/** Spec §3's product-line keys: what the back office files quotes, codes and policies under. */
export const productKeys = [
  'kasko',
  'trafik',
  'tamamlayici',
  'bireysel',
  'seyahat',
  'yabanci',
  'petsaglik',
  'konut',
  'dask',
  'telefon',
] as const
export type ProductKey = (typeof productKeys)[number]

/**
 * Each line as the wire names it: spec §3's product code, which a QueryType carries, and spec
 * §9's per-product numeric code, which the insurers list's BranchId carries.
 */
export const productCodes: Record<ProductKey, { queryType: string; branchId: 70 | 40 }> = {
  kasko: { queryType: 'kasko', branchId: 70 },
  trafik: { queryType: 'trafik', branchId: 70 },
  tamamlayici: { queryType: 'tamamlayici', branchId: 40 },
  bireysel: { queryType: 'bireysel', branchId: 70 },
  seyahat: { queryType: 'outgoing', branchId: 40 },
  yabanci: { queryType: 'ys', branchId: 40 },
  petsaglik: { queryType: 'petsaglik', branchId: 70 },
  konut: { queryType: 'konut', branchId: 70 },
  dask: { queryType: 'ds', branchId: 40 },
  telefon: { queryType: 'ceptelefon', branchId: 70 },
}

/**
 * The line a QueryType names: its spec §3 code, or its key, which stays accepted (decision 070);
 * null for a QueryType that names no line (a member's or a support visitor's code).
 */
export function lineOfQueryType(queryType: string | undefined): ProductKey | null {
  const value = queryType?.trim() ?? ''
  const byCode = productKeys.find((key) => productCodes[key].queryType === value)
  return byCode ?? productKeys.find((key) => key === value) ?? null
}

/** The lines a spec §9 numeric code (a BranchId) stands for; none for an unknown code. */
export const linesOfBranch = (branchId: string | undefined): ProductKey[] =>
  productKeys.filter((key) => String(productCodes[key].branchId) === branchId?.trim())
