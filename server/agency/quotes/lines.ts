import { insurerTariffs, type InsurerTariff } from '../pricing/insurers.ts'
import { foreignerLine } from './health/foreigner.ts'
import { healthLine } from './health/health.ts'
import { petLine } from './pet/line.ts'
import { phoneLine } from './phone/line.ts'
import { daskLine } from './property/dask.ts'
import { konutLine } from './property/konut.ts'
import { defineLine, type StoredLine } from './quote-line.ts'
import { travelLine } from './travel/travel.ts'
import { kaskoLine } from './vehicle/kasko.ts'
import { trafikLine } from './vehicle/trafik.ts'

/** The phone line, whose offers service reads its quotes' device back (services/phone.ts). */
export const registeredPhoneLine = defineLine(phoneLine)

/** The product lines the back office quotes, by the QueryType a quote header names. */
export const quoteLines: Record<string, StoredLine> = {
  kasko: defineLine(kaskoLine),
  trafik: defineLine(trafikLine),
  dask: defineLine(daskLine),
  konut: defineLine(konutLine),
  seyahat: defineLine(travelLine),
  petsaglik: defineLine(petLine),
  telefon: registeredPhoneLine,
  tamamlayici: defineLine(healthLine('tamamlayici', 'Tamamlayıcı Sağlık Sigortası')),
  bireysel: defineLine(healthLine('bireysel', 'Bireysel Sağlık Sigortası')),
  yabanci: defineLine(foreignerLine),
}

export const tariffOf = (insurerCode: string): InsurerTariff | undefined =>
  insurerTariffs[insurerCode]
