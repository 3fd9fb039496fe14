import type { ProductKey } from './product-lines.ts'

/**
 * Each line on the provider's wire: `queryType` is spec §3's product code (dask's `ds`, seyahat's
 * `outgoing`, yabancı's `ys`, telefon's `ceptelefon`; the key for the others), sent as every
 * QueryType; `branchId` is spec §9's per-product numeric code, sent as the BranchId of the
 * insurers list (decision 070). Server-only: no page needs them, so no bundle carries them.
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
