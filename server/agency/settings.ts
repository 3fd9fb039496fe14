import { z } from 'zod'
import { deliverySettingsOf } from './delivery/settings.ts'
import { NETGSM_API_URL } from './delivery/netgsm-sms.ts'
import type { Branding } from './print/branding.ts'
import { defaultSimulation, parseLatency, type InsurerSimulation } from './quotes/simulation.ts'
import type { SmsLimits } from './verification/sms-limits.ts'
import type { ClaimLimits } from './aftercare/claim-intake.ts'

// The back office's whole configuration, read from the environment and checked once, when
// main.ts starts (README, Configuration). Every other module is handed its part. A new variable
// is one field of `variables` and one of the object readAgencySettings returns.

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional()
const text = (fallback: string) => z.string().trim().min(1).default(fallback)
const port = z.coerce
  .number({ error: 'bir tam sayı olmalı' })
  .int({ error: 'bir tam sayı olmalı' })
  .min(0, { error: '0 ile 65535 arasında olmalı' })
  .max(65535, { error: '0 ile 65535 arasında olmalı' })
const amount = (fallback: number) =>
  z.coerce
    .number({ error: 'bir sayı olmalı' })
    .min(0, { error: '0 ya da daha büyük olmalı' })
    .default(fallback)
const latency = z.string().transform((value, context) => {
  const range = parseLatency(value)
  if (!range) context.addIssue({ code: 'custom', message: 'milisaniye ya da min-max olmalı' })
  return range ?? z.NEVER
})
const rate = z.coerce
  .number({ error: '0 ile 1 arasında bir sayı olmalı' })
  .min(0, { error: '0 ile 1 arasında bir sayı olmalı' })
  .max(1, { error: '0 ile 1 arasında bir sayı olmalı' })

const variables = z.object({
  NODE_ENV: optionalText,
  UPSTREAM_SITE_CREDENTIAL: z.string({ error: 'gerekli' }).trim().min(1, { error: 'gerekli' }),
  /** 0: any free port, which the process tells the storefront that started it. */
  AGENCY_PORT: port.default(3100),
  /** The Prometheus listener of this process; none when unset (decision 041). */
  AGENCY_METRICS_PORT: port.optional(),
  METRICS_HOST: text('127.0.0.1'),
  DATA_DIR: text('data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'postgres:// ile başlayan bir adres olmalı' })
    .optional(),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'redis:// ya da rediss:// ile başlayan bir adres olmalı' })
    .optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'fatal, error, warn, info, debug, trace ya da silent olmalı',
    })
    .optional(),
  LOG_FILE: optionalText,
  AGENCY_NAME: text('Bozok Sigorta'),
  AGENCY_LEGAL_NAME: text('Bozok Sigorta Aracılık Hizmetleri Ltd. Şti.'),
  AGENCY_ADDRESS: text('Medrese Mahallesi, Lise Caddesi No: 12/3, 66100 Merkez/Yozgat'),
  AGENCY_PHONE: text('0354 212 34 56'),
  AGENCY_EMAIL: z
    .email({ error: 'geçerli bir e-posta adresi olmalı' })
    .default('iletisim@bozoksigorta.com.tr'),
  /** The public site every link in an SMS or e-mail points at; required in production. */
  SITE_URL: z
    .url({ protocol: /^https?$/, error: 'http(s) ile başlayan bir adres olmalı' })
    .optional(),
  /** The storefront's port (its environment is this process's): the demo's site is on it. */
  PORT: port.default(3000),
  SMS_PHONE_INTERVAL_SECONDS: amount(60),
  SMS_PHONE_DAILY_LIMIT: amount(10),
  SMS_IP_HOURLY_LIMIT: amount(20),
  SMS_GLOBAL_HOURLY_LIMIT: amount(500),
  SMS_CODE_TTL_SECONDS: amount(180),
  SMS_CODE_MAX_ATTEMPTS: amount(5),
  CLAIM_POLICY_DAILY_LIMIT: amount(3),
  CLAIM_PHONE_DAILY_LIMIT: amount(5),
  CLAIM_IP_HOURLY_LIMIT: amount(10),
  CLAIM_REPEAT_WINDOW_MINUTES: amount(10),
  AGENCY_INSURER_LATENCY_MS: latency.optional(),
  AGENCY_INSURER_FAILURE_RATE: rate.optional(),
  NETGSM_USERCODE: optionalText,
  NETGSM_PASSWORD: optionalText,
  NETGSM_MSGHEADER: optionalText,
  NETGSM_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^/]/, { error: 'http(s) ile başlayan bir adres olmalı' })
    .default(NETGSM_API_URL),
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\/[^/]/, { error: 'smtp:// ya da smtps:// ile başlayan bir adres olmalı' })
    .optional(),
  MAIL_FROM: optionalText,
})

const siteUrlRequired =
  'SITE_URL: NODE_ENV=production iken gerekli: SMS ve e-postalardaki bağlantıların adresi, ' +
  'sitenin herkese açık adresi (örneğin https://www.bozoksigorta.com.tr)'

/** AGENCY_INSURER_LATENCY_MS_<CODE> and AGENCY_INSURER_FAILURE_RATE_<CODE>: one insurer's own. */
const perInsurerVariable = /^AGENCY_INSURER_(LATENCY_MS|FAILURE_RATE)_([A-Z0-9]+)$/

function configError(problems: string[]) {
  const error = new Error(`Yapılandırma hatalı: ${problems.join('; ')}`)
  error.name = 'ConfigError'
  return error
}

const problemsOf = (error: z.ZodError, name?: string) =>
  error.issues.map(
    (issue) => `${[name, ...issue.path].filter(Boolean).join('.')}: ${issue.message}`,
  )

/** One insurer's own latency and failure rate, by the variables that name its code. */
function perInsurerOf(present: Record<string, string | undefined>, problems: string[]) {
  const perInsurer: InsurerSimulation['perInsurer'] = {}
  const check = <T>(schema: z.ZodType<T>, name: string, value: unknown) => {
    const parsed = schema.safeParse(value)
    if (!parsed.success) problems.push(...problemsOf(parsed.error, name))
    return parsed.data
  }
  for (const [name, value] of Object.entries(present)) {
    const [, kind, code] = perInsurerVariable.exec(name) ?? []
    if (!code) continue
    perInsurer[code] = {
      ...perInsurer[code],
      ...(kind === 'LATENCY_MS'
        ? { latencyMs: check(latency, name, value) }
        : { failureRate: check(rate, name, value) }),
    }
  }
  return perInsurer
}

/** Reads and checks the environment; throws one ConfigError naming every variable that is wrong. */
export function readAgencySettings(env: Record<string, string | undefined>) {
  // An empty variable means "not set", as in a .env file with `NAME=`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const parsed = variables.safeParse(present)
  const problems = parsed.success ? [] : problemsOf(parsed.error)
  const perInsurer = perInsurerOf(present, problems)
  if (!parsed.success || problems.length > 0) throw configError(problems)
  const e = parsed.data
  const isProduction = e.NODE_ENV === 'production'
  const branding: Branding = {
    name: e.AGENCY_NAME,
    legalName: e.AGENCY_LEGAL_NAME,
    address: e.AGENCY_ADDRESS,
    phone: e.AGENCY_PHONE,
    email: e.AGENCY_EMAIL,
    // From here, never from a request's Host: a forged one would put another site's address in
    // the agency's own messages (issue 37). The demo's site is the storefront on this machine.
    siteUrl: (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
  }
  // Checked once each variable is right on its own: what production needs, and how the delivery
  // variables fit together.
  const delivery = deliverySettingsOf(e, { isProduction, branding })
  const missing = [...(isProduction && !e.SITE_URL ? [siteUrlRequired] : []), ...delivery.problems]
  if (missing.length > 0) throw configError(missing)
  const smsLimits: SmsLimits = {
    phoneIntervalSeconds: e.SMS_PHONE_INTERVAL_SECONDS,
    phoneDailyLimit: e.SMS_PHONE_DAILY_LIMIT,
    ipHourlyLimit: e.SMS_IP_HOURLY_LIMIT,
    globalHourlyLimit: e.SMS_GLOBAL_HOURLY_LIMIT,
    codeTtlSeconds: e.SMS_CODE_TTL_SECONDS,
    maxAttempts: e.SMS_CODE_MAX_ATTEMPTS,
  }
  const claimLimits: ClaimLimits = {
    policyDailyLimit: e.CLAIM_POLICY_DAILY_LIMIT,
    phoneDailyLimit: e.CLAIM_PHONE_DAILY_LIMIT,
    ipHourlyLimit: e.CLAIM_IP_HOURLY_LIMIT,
    repeatWindowMinutes: e.CLAIM_REPEAT_WINDOW_MINUTES,
  }
  return {
    isProduction,
    /** The public credential every call without a member token carries (the storefront's). */
    siteCredential: e.UPSTREAM_SITE_CREDENTIAL,
    /** Loopback only: the back office is reached by the storefront, never by the internet. */
    port: e.AGENCY_PORT,
    /** Loopback by default, never the public port: where Prometheus scrapes this process. */
    metrics: e.AGENCY_METRICS_PORT ? { port: e.AGENCY_METRICS_PORT, host: e.METRICS_HOST } : null,
    /** PostgreSQL when named; otherwise one SQLite file under the data directory. */
    database: { databaseUrl: e.DATABASE_URL, dataDir: e.DATA_DIR },
    /** Shared login-limit counters when several backend processes run; memory otherwise. */
    redisUrl: e.REDIS_URL ?? null,
    /** Standard output unless a file is named; nothing is logged under test unless asked. */
    log: {
      level: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
      file: e.LOG_FILE ?? null,
    },
    /** The letterhead of printed documents and the name every SMS is signed with. */
    branding,
    smsLimits,
    claimLimits,
    insurerSimulation: {
      latencyMs: e.AGENCY_INSURER_LATENCY_MS ?? defaultSimulation.latencyMs,
      failureRate: e.AGENCY_INSURER_FAILURE_RATE ?? defaultSimulation.failureRate,
      perInsurer,
    } satisfies InsurerSimulation,
    delivery: delivery.settings,
    /** Demo members (one per login status) exist outside production only. */
    demoMembers: !isProduction,
  }
}

export type AgencySettings = ReturnType<typeof readAgencySettings>
