import type { ProductKey } from '../product-lines.ts'

export interface KeyFact {
  name: string
  value: string
}

interface OfferCoverage {
  Code: string
  Name: string
  Value: string
}

/**
 * The facts every offer card of a line shows, in this order, so two offers compare at a glance
 * (issue 40): coverage codes of the offers' own data (docs/backend-contract.md) and the short
 * name the card gives each. The order is ours, not each insurer's.
 */
export const keyFactsByLine: Record<ProductKey, readonly { code: string; name: string }[]> = {
  kasko: [
    { code: 'IMM', name: 'İMM limiti' },
    { code: 'IKAME', name: 'İkame araç' },
    { code: 'CAM', name: 'Cam' },
    { code: 'SERVIS', name: 'Servis' },
    { code: 'MUAFIYET', name: 'Muafiyet' },
  ],
  trafik: [
    { code: 'MADDI_ARAC', name: 'Maddi (araç başına)' },
    { code: 'SAGLIK', name: 'Sağlık (kişi başına)' },
    { code: 'SAKATLIK', name: 'Sakatlık ve ölüm (kişi başına)' },
    { code: 'IMM', name: 'İMM' },
    { code: 'YOL_YARDIM', name: 'Yol yardım' },
  ],
  tamamlayici: [
    { code: 'HASTANE_AGI', name: 'Hastane ağı' },
    { code: 'AYAKTA', name: 'Ayakta tedavi' },
    { code: 'YATARAK', name: 'Yatarak tedavi' },
    { code: 'LIMIT', name: 'Yıllık limit' },
    { code: 'BEKLEME', name: 'Bekleme süresi' },
  ],
  bireysel: [
    { code: 'AYAKTA', name: 'Ayakta tedavi' },
    { code: 'YATARAK', name: 'Yatarak tedavi' },
    { code: 'LIMIT', name: 'Yıllık limit' },
    { code: 'BEKLEME', name: 'Bekleme süresi' },
  ],
  seyahat: [
    { code: 'TEDAVI', name: 'Tedavi teminatı' },
    { code: 'SCHENGEN', name: 'Schengen şartı (30.000 EUR)' },
    { code: 'BOLGE', name: 'Bölge' },
    { code: 'IPTAL', name: 'Seyahat iptali' },
    { code: 'BAGAJ', name: 'Bagaj' },
  ],
  yabanci: [
    { code: 'IKAMET', name: 'İkamet izni için' },
    { code: 'SURE', name: 'Süre' },
    { code: 'YATARAK', name: 'Yatarak tedavi' },
    { code: 'AYAKTA', name: 'Ayakta tedavi' },
  ],
  petsaglik: [
    { code: 'TEDAVI', name: 'Yıllık tedavi limiti' },
    { code: 'AMELIYAT', name: 'Ameliyat' },
    { code: 'KATILIM', name: 'Katılım payı' },
    { code: 'BEKLEME', name: 'Bekleme süresi' },
    { code: 'SORUMLULUK', name: 'Üçüncü kişilere sorumluluk' },
  ],
  konut: [
    { code: 'BINA', name: 'Bina bedeli' },
    { code: 'ESYA', name: 'Eşya bedeli' },
    { code: 'DEPREM', name: 'Deprem' },
    { code: 'HIRSIZLIK', name: 'Hırsızlık' },
    { code: 'MUAFIYET', name: 'Muafiyet' },
  ],
  dask: [
    { code: 'SIGORTA_BEDELI', name: 'Sigorta bedeli' },
    { code: 'TEMINAT', name: 'Deprem teminatı' },
    { code: 'MUAFIYET', name: 'Muafiyet' },
    { code: 'HIZMET', name: 'Poliçe teslimi' },
    { code: 'HASAR_HATTI', name: 'Hasar ihbarı' },
  ],
  telefon: [
    { code: 'EKRAN', name: 'Ekran kırılması' },
    { code: 'KAZA', name: 'Kaza' },
    { code: 'SIVI', name: 'Sıvı teması' },
    { code: 'HIRSIZLIK', name: 'Hırsızlık' },
    { code: 'MUAFIYET', name: 'Muafiyet' },
  ],
}

/** An insured person's own premium in a quote for several people (KISI_1, KISI_2 …). */
const personPremium = /^KISI_\d+$/

/** Shown for a key fact an insurer's offer does not state: not "Yok", which would be a claim. */
export const unstated = 'Belirtilmemiş'

/**
 * An offer's key facts: each insured person's premium first (the health lines quote per person),
 * then the line's facts in the line's order, every one present so the cards line up.
 */
export function keyFactsOf(product: ProductKey, coverages: readonly OfferCoverage[]): KeyFact[] {
  const people = coverages
    .filter((c) => personPremium.test(c.Code))
    .map((c) => ({ name: c.Name, value: c.Value }))
  const facts = keyFactsByLine[product].map(({ code, name }) => ({
    name,
    value: coverages.find((c) => c.Code === code)?.Value ?? unstated,
  }))
  return [...people, ...facts]
}
