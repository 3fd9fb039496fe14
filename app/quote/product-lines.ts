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
    name: 'Kasko',
    quotePage: '/kasko-sigortasi',
    flowRoute: '/trafik/kasko-teklif',
    serviceKey: 'kasko-sigortasi',
  },
  {
    key: 'trafik',
    name: 'Trafik Sigortası',
    quotePage: '/zorunlu-trafik-sigortasi',
    flowRoute: '/trafik/teklif',
    serviceKey: 'zorunlu-trafik-sigortasi',
  },
  {
    key: 'tamamlayici',
    name: 'Tamamlayıcı Sağlık',
    quotePage: '/tamamlayici-saglik-sigortasi',
    flowRoute: '/tamamlayici-saglik/teklif',
    serviceKey: 'tamamlayici-saglik-sigortasi',
  },
  {
    key: 'bireysel',
    name: 'Özel Sağlık',
    quotePage: '/saglik/teklif',
    flowRoute: '/saglik/teklif',
    serviceKey: 'bireysel-saglik-sigortasi',
  },
  {
    key: 'seyahat',
    name: 'Seyahat Sağlık',
    quotePage: '/seyahat-saglik-sigortasi',
    flowRoute: '/outgoing/teklif',
    serviceKey: 'seyahat-saglik-sigortasi',
  },
  {
    key: 'yabanci',
    name: 'Yabancı Sağlık',
    quotePage: '/yabancisaglik/asyncteklif',
    flowRoute: '/yabancisaglik/asyncteklif',
    serviceKey: null,
  },
  {
    key: 'petsaglik',
    name: 'Evcil Hayvan',
    quotePage: '/evcil-hayvan-sigortasi',
    flowRoute: '/pet/teklif',
    serviceKey: 'evcil-hayvan-sigortasi',
  },
  {
    key: 'konut',
    name: 'Konut Sigortası',
    quotePage: '/konut-sigortasi',
    flowRoute: '/konut/teklif',
    serviceKey: 'konut-sigortasi',
  },
  {
    key: 'dask',
    name: 'DASK',
    quotePage: '/zorunlu-deprem-sigortasi',
    flowRoute: '/dask/async-teklif',
    serviceKey: 'zorunlu-deprem-sigortasi',
  },
  {
    key: 'telefon',
    name: 'Cep Telefonu',
    quotePage: '/cep-telefonu-sigortasi',
    flowRoute: '/mobilephone/teklif',
    serviceKey: 'cep-telefonu-sigortasi',
  },
]
