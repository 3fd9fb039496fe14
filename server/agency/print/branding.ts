/** The agency's letterhead on printed documents; the same variables the storefront reads. */
export interface Branding {
  name: string
  legalName: string
  address: string
  phone: string
  email: string
  /** The public site (SITE_URL, no trailing slash): the origin of every link in a message. */
  siteUrl: string
}

const placeholderPattern = /\{\{(ad|unvan|telefon|eposta|adres)\}\}/g
const placeholderField = {
  ad: 'name',
  unvan: 'legalName',
  telefon: 'phone',
  eposta: 'email',
  adres: 'address',
} as const satisfies Record<string, keyof Branding>

/**
 * The seeded content names the agency through placeholders, filled in when it is served, so the
 * texts follow the operator's AGENCY_* variables.
 */
export const fillBranding = (text: string, branding: Branding) =>
  text.replace(
    placeholderPattern,
    (_token, key: keyof typeof placeholderField) => branding[placeholderField[key]],
  )
