export type ServiceKey =
  | 'kasko-sigortasi'
  | 'zorunlu-trafik-sigortasi'
  | 'bireysel-saglik-sigortasi'
  | 'tamamlayici-saglik-sigortasi'
  | 'seyahat-saglik-sigortasi'
  | 'evcil-hayvan-sigortasi'
  | 'konut-sigortasi'
  | 'zorunlu-deprem-sigortasi'
  | 'cep-telefonu-sigortasi'

export interface ServiceContent {
  key: ServiceKey
  name: string
  shortName: string
  tagline: string
  description: string
  intro: string
  covers: string[]
  notCovered: string[]
  whoNeeds: string[]
  priceFactors: string[]
  faq: { question: string; answer: string }[]
}
