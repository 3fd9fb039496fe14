/** Who the agency is; set by the operator (AGENCY_* variables), read on the server, sent with the root data. */
export interface AgencyDetails {
  name: string
  legalName: string
  phone: string
  email: string
  address: string
  siteUrl: string
}

// The site's texts name the agency through these, so another agency's operator changes the
// configuration, not the texts.
const placeholders: Record<string, (agency: AgencyDetails) => string> = {
  '{{ad}}': (a) => a.name,
  '{{unvan}}': (a) => a.legalName,
  '{{telefon}}': (a) => a.phone,
  '{{eposta}}': (a) => a.email,
  '{{adres}}': (a) => a.address,
}
const placeholderPattern = /\{\{(ad|unvan|telefon|eposta|adres)\}\}/g

/** A text, or any object or list of texts, with the agency's details put in. */
export function fillAgency<T>(value: T, agency: AgencyDetails): T {
  if (typeof value === 'string') {
    return value.replace(placeholderPattern, (token) => placeholders[token]!(agency)) as T
  }
  if (Array.isArray(value)) return value.map((item: unknown) => fillAgency(item, agency)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillAgency(item, agency)]),
    ) as T
  }
  return value
}

/**
 * The address as schema.org wants it. AGENCY_ADDRESS is written as Turkish addresses are, its
 * last part "postcode district/province" ("…, 66100 Merkez/Yozgat"); an address in another form
 * goes out whole as the street address.
 */
function postalAddress(address: string) {
  const lastComma = address.lastIndexOf(',')
  const place = /^(\d{5})\s+([^/]+)\/(.+)$/.exec(address.slice(lastComma + 1).trim())
  if (lastComma < 0 || !place) {
    return { '@type': 'PostalAddress', streetAddress: address, addressCountry: 'TR' }
  }
  return {
    '@type': 'PostalAddress',
    streetAddress: address.slice(0, lastComma).trim(),
    postalCode: place[1],
    addressLocality: place[2]!.trim(),
    addressRegion: place[3]!.trim(),
    addressCountry: 'TR',
  }
}

/** The agency as structured data for search engines, from its configured details. */
export function organizationData(agency: AgencyDetails): Record<string, unknown> {
  const { siteUrl, name, legalName, phone, email, address } = agency
  return {
    '@context': 'https://schema.org',
    '@type': 'InsuranceAgency',
    name,
    legalName,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    telephone: phone,
    email,
    address: postalAddress(address),
    areaServed: 'TR',
  }
}
