import type { TravelRegion } from '../../pricing/travel.ts'

/** The Schengen area's members (ISO 3166-1 alpha-2), as of 2025 with Bulgaria and Romania. */
const schengenCountries = new Set(
  'AT BE BG CH CZ DE DK EE ES FI FR GR HR HU IS IT LI LT LU LV MT NL NO PL PT RO SE SI SK'.split(
    ' ',
  ),
)
/** The rest of Europe, priced as Schengen is. */
const otherEuropeanCountries = new Set(
  'AD AL BA BY CY FO GB GG GI IE IM JE MC MD ME MK RS SM UA VA XK'.split(' '),
)
/** Where medical costs are highest: priced as the worldwide region. */
const northAmerica = new Set(['US', 'CA'])

/** A country's group as the travel form lists it and the tariff prices it. */
export type CountryGroup = 'schengen' | 'avrupa' | 'abd-kanada' | 'diger'
export function countryGroup(code: string): CountryGroup {
  if (schengenCountries.has(code)) return 'schengen'
  if (otherEuropeanCountries.has(code)) return 'avrupa'
  if (northAmerica.has(code)) return 'abd-kanada'
  return 'diger'
}

/** The trip's region: the dearest of its destinations. */
export function regionOf(codes: string[]): TravelRegion {
  const groups = codes.map(countryGroup)
  if (groups.includes('abd-kanada')) return 'dunya'
  if (groups.includes('diger')) return 'dunya-haric'
  return 'avrupa'
}
