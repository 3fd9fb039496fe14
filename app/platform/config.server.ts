import { z } from 'zod'

// The storefront's whole configuration, read from the environment and validated once per process
// (README, Configuration). server/storefront.ts fills in the built-in backend's values and loads
// this before anything else, so a wrong value stops the start with the variable's name.

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

const urlVariable = (service: UpstreamService) =>
  `UPSTREAM_${service.toUpperCase() as Uppercase<UpstreamService>}_URL` as const

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional()
const wholeNumber = (fallback: number, min = 1) =>
  z.coerce
    .number({ error: 'bir tam sayı olmalı' })
    .int({ error: 'bir tam sayı olmalı' })
    .min(min, { error: `en az ${min} olmalı` })
    .default(fallback)
const httpUrl = z.url({ protocol: /^https?$/, error: 'http(s) ile başlayan bir adres olmalı' })

/**
 * `/gecici-kod=/musteri/gecici-kod,/register=/musteri/uyeol`: a call of ours (by the path the
 * code names) sent to the provider's own path on the same service base (decision 071).
 */
const pathMap = z
  .string()
  .trim()
  .transform((value) =>
    value
      .split(',')
      .map((pair) => pair.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z
        .string()
        .regex(/^\/[^=\s]*=\/[^=\s]*$/, { error: '/bizim-yol=/saglayicinin-yolu biçiminde olmalı' })
        .transform((pair) => pair.split('=') as [string, string]),
    ),
  )
  .transform((pairs) => Object.fromEntries(pairs))

const environment = z.object({
  NODE_ENV: optionalText,
  PORT: wholeNumber(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'postgres:// ile başlayan bir adres olmalı' })
    .optional(),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'redis:// ya da rediss:// ile başlayan bir adres olmalı' })
    .optional(),
  SESSION_SECRET: optionalText,
  TRUST_PROXY: z.string().trim().min(1).default('loopback'),
  AGENCY_PORT: wholeNumber(3100),
  AGENCY_URL: httpUrl.optional(),
  UPSTREAM_COMMON_URL: httpUrl.optional(),
  UPSTREAM_AUTH_URL: httpUrl.optional(),
  UPSTREAM_PAYMENT_URL: httpUrl.optional(),
  UPSTREAM_PAYMENT2_URL: httpUrl.optional(),
  UPSTREAM_PRINT_URL: httpUrl.optional(),
  UPSTREAM_CONTENT_URL: httpUrl.optional(),
  UPSTREAM_OFFERS_URL: httpUrl.optional(),
  UPSTREAM_SEARCH_URL: httpUrl.optional(),
  UPSTREAM_SITE_CREDENTIAL: optionalText,
  UPSTREAM_PATHS: pathMap.default({}),
  UPSTREAM_TIMEOUT_MS: wholeNumber(180_000),
  QUOTE_INSURER_TIMEOUT_MS: wholeNumber(20_000),
  QUOTE_ENTRY_IP_LIMIT: wholeNumber(30),
  QUOTE_ENTRY_WINDOW_SECONDS: wholeNumber(600),
  CONTACT_IP_LIMIT: wholeNumber(5),
  CONTACT_WINDOW_SECONDS: wholeNumber(3600),
  CARD_FAILURE_IP_LIMIT: wholeNumber(20),
  PAGE_CACHE_SECONDS: wholeNumber(5, 0),
  OFFER_COLLECTION_LEASE_MS: wholeNumber(10_000, 1000),
  AGENCY_NAME: z.string().trim().min(1).default('Bozok Sigorta'),
  AGENCY_LEGAL_NAME: z
    .string()
    .trim()
    .min(1)
    .default('Bozok Sigorta Aracılık Hizmetleri Ltd. Şti.'),
  AGENCY_PHONE: z.string().trim().min(1).default('0354 212 34 56'),
  AGENCY_EMAIL: z
    .email({ error: 'geçerli bir e-posta adresi olmalı' })
    .default('iletisim@bozoksigorta.com.tr'),
  AGENCY_ADDRESS: z
    .string()
    .trim()
    .min(1)
    .default('Medrese Mahallesi, Lise Caddesi No: 12/3, 66100 Merkez/Yozgat'),
  SITE_URL: httpUrl.optional(),
  PAYMENT_ACS_ORIGIN: httpUrl.optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'fatal, error, warn, info, debug, trace ya da silent olmalı',
    })
    .optional(),
  LOG_FILE: optionalText,
  METRICS_PORT: z.coerce
    .number({ error: 'bir tam sayı olmalı' })
    .int({ error: 'bir tam sayı olmalı' })
    .min(1, { error: 'en az 1 olmalı' })
    .optional(),
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
})

/** Reads and checks the environment; throws one error naming every variable that is wrong. */
export function readConfig(env: Record<string, string | undefined>) {
  // An empty variable means "not set", as in a .env file with `NAME=`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const parsed = environment.safeParse(present)
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
  // The site's own address is never taken from a request's Host (issue 37); a live site names it.
  if (present.NODE_ENV === 'production' && !present.SITE_URL) {
    problems.push('SITE_URL: NODE_ENV=production iken gerekli (sitenin herkese açık adresi)')
  }
  if (!parsed.success || problems.length > 0) {
    const error = new Error(`Yapılandırma hatalı: ${problems.join('; ')}`)
    error.name = 'ConfigError'
    throw error
  }
  const e = parsed.data
  const builtInBackendUrl = e.AGENCY_URL ?? `http://127.0.0.1:${e.AGENCY_PORT}`
  const providerUrl = (s: UpstreamService) => e[urlVariable(s)]
  const sessionSecrets = e.SESSION_SECRET?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  return {
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    /**
     * Production mode: sessions, quote drafts and offer-collection leases in PostgreSQL, rate
     * limits and quote events in Redis (docs/decisions/019). Unset: SQLite files and memory.
     */
    databaseUrl: e.DATABASE_URL ?? null,
    redisUrl: e.REDIS_URL ?? null,
    /** The first signs session cookies, all verify (rotation); null: generated outside production. */
    sessionSecrets: sessionSecrets?.length ? sessionSecrets : null,
    trustProxy: e.TRUST_PROXY,
    upstream: {
      baseUrls: Object.fromEntries(
        upstreamServices.map((s) => [
          s,
          (providerUrl(s) ?? `${builtInBackendUrl}/${s}`).replace(/\/$/, ''),
        ]),
      ) as Record<UpstreamService, string>,
      siteCredential: e.UPSTREAM_SITE_CREDENTIAL ?? '',
      /** The provider's own path for a call of ours, by the path the code names. */
      paths: e.UPSTREAM_PATHS as Record<string, string>,
      timeoutMs: e.UPSTREAM_TIMEOUT_MS,
    },
    usesBuiltInBackend: upstreamServices.some((s) => !providerUrl(s)),
    /**
     * Card payments go to the built-in back office's bank (no UPSTREAM_PAYMENT2_URL). It listens
     * on loopback, so its 3D Secure pages are served under the storefront's origin in every mode
     * (decision 028): a browser is never sent to a loopback address.
     */
    builtInBank: !providerUrl('payment2'),
    /** Where the built-in backend listens (loopback); its demo bank is served under /demo/banka. */
    builtInBackendUrl,
    /**
     * The payment provider's card page origin, the only one the checkout form may post to (CSP
     * form-action; decision 068). Unset with the built-in backend, whose card page is under the
     * storefront's own origin.
     */
    paymentAcsOrigin: e.PAYMENT_ACS_ORIGIN?.replace(/\/$/, '') ?? null,
    quote: {
      insurerTimeoutMs: e.QUOTE_INSURER_TIMEOUT_MS,
      entryIpLimit: e.QUOTE_ENTRY_IP_LIMIT,
      entryWindowMs: e.QUOTE_ENTRY_WINDOW_SECONDS * 1000,
      /** How long a process owns a quote's offer collection without renewing it. */
      collectionLeaseMs: e.OFFER_COLLECTION_LEASE_MS,
    },
    /**
     * How long a page rendered for a visitor without a session serves the next ones (decision
     * 024); 0 renders every view.
     */
    pageCacheMs: e.PAGE_CACHE_SECONDS * 1000,
    /** Failed card payments per visitor IP in half an hour before card payments pause there. */
    cardFailureIpLimit: e.CARD_FAILURE_IP_LIMIT,
    /** Contact form messages per visitor IP and window. */
    contactLimit: { limit: e.CONTACT_IP_LIMIT, windowMs: e.CONTACT_WINDOW_SECONDS * 1000 },
    /** Standard output unless a file is named; nothing is logged under test unless asked. */
    log: {
      level: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
      file: e.LOG_FILE ?? null,
    },
    /** Prometheus metrics on a listener of their own (README, Operating); null: none. */
    metrics: e.METRICS_PORT ? { port: e.METRICS_PORT, host: e.METRICS_HOST } : null,
    agency: {
      name: e.AGENCY_NAME,
      legalName: e.AGENCY_LEGAL_NAME,
      phone: e.AGENCY_PHONE,
      email: e.AGENCY_EMAIL,
      address: e.AGENCY_ADDRESS,
      /** The demo's is the listening port on this machine. */
      siteUrl: (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    },
  }
}

export type Config = ReturnType<typeof readConfig>

export const config: Config = readConfig(process.env)

/** The demo outbox and banner exist only while the built-in backend runs outside production. */
export const demoMode = config.usesBuiltInBackend && !config.isProduction

/**
 * The line every page shows while the site does not sell for real, or null. In production the
 * built-in back office is a staging site (decision 028): its insurers and bank are fictional, while
 * SMS and e-mail go out for real.
 */
export function siteNotice({ usesBuiltInBackend, isProduction }: Config): string | null {
  if (!usesBuiltInBackend) return null
  return isProduction
    ? 'Deneme ortamı: Bu site yerleşik deneme altyapısıyla çalışıyor; teklifler, poliçeler ve ödemeler gerçek değildir ve kartınızdan para çekilmez.'
    : "Demo modu: teklif, ödeme ve SMS'ler gerçek değildir."
}
