/** The agency's letterhead on printed documents; the same variables the storefront reads. */
export interface Branding {
  name: string
  legalName: string
  address: string
  phone: string
  email: string
}

export const brandingFromEnv = (env: NodeJS.ProcessEnv): Branding => ({
  name: env.AGENCY_NAME ?? 'Bozok Sigorta',
  legalName: env.AGENCY_LEGAL_NAME ?? 'Bozok Sigorta Aracılık Hizmetleri Ltd. Şti.',
  address: env.AGENCY_ADDRESS ?? 'Medrese Mahallesi, Lise Caddesi No: 12/3, 66100 Merkez/Yozgat',
  phone: env.AGENCY_PHONE ?? '0354 212 34 56',
  email: env.AGENCY_EMAIL ?? 'iletisim@bozoksigorta.com.tr',
})

/** The agency's name as its SMS messages sign them. */
export const agencyName = () => brandingFromEnv(process.env).name

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
