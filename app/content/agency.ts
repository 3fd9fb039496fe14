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
