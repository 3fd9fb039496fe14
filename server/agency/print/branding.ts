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
