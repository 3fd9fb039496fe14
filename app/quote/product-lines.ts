import type { ServiceKey } from '~/content/services.ts'

/** Spec §3 product-line keys. */
export type ProductKey =
  | 'kasko'
  | 'trafik'
  | 'tamamlayici'
  | 'bireysel'
  | 'seyahat'
  | 'yabanci'
  | 'petsaglik'
  | 'konut'
  | 'dask'
  | 'telefon'

export interface ProductLine {
  key: ProductKey
  /**
   * The line on the provider's wire: spec §3's product code (dask's `ds`, seyahat's `outgoing`,
   * yabancı's `ys`, telefon's `ceptelefon`; the key for the others), sent as every QueryType.
   */
  queryType: string
  /** Spec §9's per-product numeric code, sent as the BranchId of the insurers list. */
  branchId: 70 | 40
  name: string
  /** The page where a visitor starts a quote (spec §2). */
  quotePage: string
  /** Where the wizard continues after verification (spec §2 quote-flow routes). */
  flowRoute: string
  serviceKey: ServiceKey | null
}

export const productLines: ProductLine[] = [
  {
    key: 'kasko',
    queryType: 'kasko',
    branchId: 70,
    name: 'Kasko',
    quotePage: '/kasko-sigortasi',
    flowRoute: '/trafik/kasko-teklif',
    serviceKey: 'kasko-sigortasi',
  },
  {
    key: 'trafik',
    queryType: 'trafik',
    branchId: 70,
    name: 'Trafik Sigortası',
    quotePage: '/zorunlu-trafik-sigortasi',
    flowRoute: '/trafik/teklif',
    serviceKey: 'zorunlu-trafik-sigortasi',
  },
  {
    key: 'tamamlayici',
    queryType: 'tamamlayici',
    branchId: 40,
    name: 'Tamamlayıcı Sağlık',
    quotePage: '/tamamlayici-saglik-sigortasi',
    flowRoute: '/tamamlayici-saglik/teklif',
    serviceKey: 'tamamlayici-saglik-sigortasi',
  },
  {
    key: 'bireysel',
    queryType: 'bireysel',
    branchId: 70,
    name: 'Özel Sağlık',
    quotePage: '/saglik/teklif',
    flowRoute: '/saglik/teklif',
    serviceKey: 'bireysel-saglik-sigortasi',
  },
  {
    key: 'seyahat',
    queryType: 'outgoing',
    branchId: 40,
    name: 'Seyahat Sağlık',
    quotePage: '/seyahat-saglik-sigortasi',
    flowRoute: '/outgoing/teklif',
    serviceKey: 'seyahat-saglik-sigortasi',
  },
  {
    key: 'yabanci',
    queryType: 'ys',
    branchId: 40,
    name: 'Yabancı Sağlık',
    quotePage: '/yabancisaglik/asyncteklif',
    flowRoute: '/yabancisaglik/asyncteklif',
    serviceKey: null,
  },
  {
    key: 'petsaglik',
    queryType: 'petsaglik',
    branchId: 70,
    name: 'Evcil Hayvan',
    quotePage: '/evcil-hayvan-sigortasi',
    flowRoute: '/pet/teklif',
    serviceKey: 'evcil-hayvan-sigortasi',
  },
  {
    key: 'konut',
    queryType: 'konut',
    branchId: 70,
    name: 'Konut Sigortası',
    quotePage: '/konut-sigortasi',
    flowRoute: '/konut/teklif',
    serviceKey: 'konut-sigortasi',
  },
  {
    key: 'dask',
    queryType: 'ds',
    branchId: 40,
    name: 'DASK',
    quotePage: '/zorunlu-deprem-sigortasi',
    flowRoute: '/dask/async-teklif',
    serviceKey: 'zorunlu-deprem-sigortasi',
  },
  {
    key: 'telefon',
    queryType: 'ceptelefon',
    branchId: 70,
    name: 'Cep Telefonu',
    quotePage: '/cep-telefonu-sigortasi',
    flowRoute: '/mobilephone/teklif',
    serviceKey: 'cep-telefonu-sigortasi',
  },
]
