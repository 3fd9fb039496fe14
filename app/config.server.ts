// Read once per process. server/storefront.ts fills in the built-in backend's values before this loads.

export const upstreamServices = [
  'common',
  'auth',
  'payment',
  'payment2',
  'print',
  'content',
  'offers',
  'search',
] as const
export type UpstreamService = (typeof upstreamServices)[number]

const env = process.env
const builtInBackendUrl = env.AGENCY_URL ?? `http://127.0.0.1:${env.AGENCY_PORT ?? '3100'}`
const urlVariable = (service: UpstreamService) => `UPSTREAM_${service.toUpperCase()}_URL`

export const config = {
  isProduction: env.NODE_ENV === 'production',
  upstream: {
    baseUrls: Object.fromEntries(
      upstreamServices.map((s) => [
        s,
        (env[urlVariable(s)] ?? `${builtInBackendUrl}/${s}`).replace(/\/$/, ''),
      ]),
    ) as Record<UpstreamService, string>,
    siteCredential: env.UPSTREAM_SITE_CREDENTIAL ?? '',
    timeoutMs: Number(env.UPSTREAM_TIMEOUT_MS ?? 180_000),
  },
  usesBuiltInBackend: upstreamServices.some((s) => !env[urlVariable(s)]),
  /** Where the built-in backend listens (loopback); its demo bank is served under /demo/banka. */
  builtInBackendUrl,
  /**
   * The payment provider's 3D Secure (ACS) origin the checkout form may post to (CSP form-action).
   * Unset with the built-in backend, whose demo bank is under the storefront's own origin.
   */
  paymentAcsOrigin: env.PAYMENT_ACS_ORIGIN?.replace(/\/$/, '') || null,
  agency: {
    name: env.AGENCY_NAME ?? 'Bozok Sigorta',
    legalName: env.AGENCY_LEGAL_NAME ?? 'Bozok Sigorta Aracılık Hizmetleri Ltd. Şti.',
    phone: env.AGENCY_PHONE ?? '0354 212 34 56',
    email: env.AGENCY_EMAIL ?? 'iletisim@bozoksigorta.com.tr',
    address: env.AGENCY_ADDRESS ?? 'Medrese Mahallesi, Lise Caddesi No: 12/3, 66100 Merkez/Yozgat',
    siteUrl: (env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
  },
}

/** The demo outbox and banner exist only while the built-in backend runs outside production. */
export const demoMode = config.usesBuiltInBackend && !config.isProduction
