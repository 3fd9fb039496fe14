import { describe, expect, it } from 'vitest'
import { behaviourOf } from './quotes/simulation.ts'
import { readAgencySettings } from './settings.ts'

const site = { UPSTREAM_SITE_CREDENTIAL: 'site' }
const live = { NODE_ENV: 'production', SITE_URL: 'https://www.bozoksigorta.com.tr' }

// The delivery part, as main.ts reads it from the environment.
const deliveryFrom = (env: Record<string, string>) =>
  readAgencySettings({ ...site, ...env }).delivery

const netgsm = {
  NETGSM_USERCODE: '8503051234',
  NETGSM_PASSWORD: 'gizli',
  NETGSM_MSGHEADER: 'BOZOKSIGORT',
}
const smtp = { SMTP_URL: 'smtps://bildirim:gizli@smtp.bozoksigorta.com.tr:465' }

const refusal = (env: Record<string, string>) => {
  try {
    readAgencySettings(env)
  } catch (error) {
    return error as Error
  }
  throw new Error('the settings were accepted')
}

describe('back office settings', () => {
  it('default every variable as the README lists it, an empty one counting as unset', () => {
    const settings = readAgencySettings({ ...site, SMS_PHONE_INTERVAL_SECONDS: '' })
    expect(settings).toMatchObject({
      isProduction: false,
      siteCredential: 'site',
      port: 3100,
      database: { databaseUrl: undefined, dataDir: 'data' },
      redisUrl: null,
      log: { level: 'info', file: null },
      branding: {
        name: 'Bozok Sigorta',
        legalName: 'Bozok Sigorta Aracılık Hizmetleri Ltd. Şti.',
        phone: '0354 212 34 56',
        email: 'iletisim@bozoksigorta.com.tr',
        // The storefront on this machine, on its port (PORT, 3000 unless set).
        siteUrl: 'http://localhost:3000',
      },
      smsLimits: {
        phoneIntervalSeconds: 60,
        phoneDailyLimit: 10,
        ipHourlyLimit: 20,
        globalHourlyLimit: 500,
        codeTtlSeconds: 180,
        maxAttempts: 5,
      },
      claimLimits: {
        policyDailyLimit: 3,
        phoneDailyLimit: 5,
        ipHourlyLimit: 10,
        repeatWindowMinutes: 10,
      },
      insurerSimulation: { latencyMs: [300, 2500], failureRate: 0.1, perInsurer: {} },
      delivery: { sms: null, email: null },
      demoMembers: true,
      metrics: null,
    })
    expect(readAgencySettings({ ...site, NODE_ENV: 'test' }).log.level).toBe('silent')
    expect(readAgencySettings({ ...site, AGENCY_METRICS_PORT: '33001' }).metrics).toEqual({
      port: 33001,
      host: '127.0.0.1',
    })
  })

  it('take per-insurer overrides and a zero interval between codes', () => {
    const settings = readAgencySettings({
      ...site,
      SMS_PHONE_INTERVAL_SECONDS: '0',
      AGENCY_INSURER_LATENCY_MS: '5-20',
      AGENCY_INSURER_FAILURE_RATE: '0',
      AGENCY_INSURER_LATENCY_MS_MUNZUR: '3000',
      AGENCY_INSURER_FAILURE_RATE_ILGAZ: '1',
    })
    expect(settings.smsLimits.phoneIntervalSeconds).toBe(0)
    const simulation = settings.insurerSimulation
    expect(behaviourOf(simulation, 'KALKAN')).toEqual({ latencyMs: [5, 20], failureRate: 0 })
    expect(behaviourOf(simulation, 'MUNZUR')).toEqual({ latencyMs: [3000, 3000], failureRate: 0 })
    expect(behaviourOf(simulation, 'ILGAZ')).toEqual({ latencyMs: [5, 20], failureRate: 1 })
  })

  it('link every message to SITE_URL, the storefront’s port in demo, and require it in production', () => {
    expect(readAgencySettings({ ...site, PORT: '4110' }).branding.siteUrl).toBe(
      'http://localhost:4110',
    )
    const named = readAgencySettings({ ...site, ...live, ...netgsm, ...smtp })
    expect(named.branding.siteUrl).toBe('https://www.bozoksigorta.com.tr')
    const unnamed = refusal({ ...site, NODE_ENV: 'production', ...netgsm, ...smtp })
    expect(unnamed.name).toBe('ConfigError')
    expect(unnamed.message).toContain('SITE_URL: NODE_ENV=production iken gerekli')
  })

  it('refuse the start naming every variable that is wrong', () => {
    const error = refusal({
      ...site,
      AGENCY_PORT: '80000',
      AGENCY_METRICS_PORT: 'açık',
      SMS_PHONE_DAILY_LIMIT: 'on',
      AGENCY_INSURER_FAILURE_RATE: '2',
      AGENCY_INSURER_LATENCY_MS_MUNZUR: 'yavaş',
      AGENCY_EMAIL: 'iletisim',
    })
    expect(error.name).toBe('ConfigError')
    expect(error.message).toMatch(/^Yapılandırma hatalı: /)
    for (const problem of [
      'AGENCY_PORT: 0 ile 65535 arasında olmalı',
      'AGENCY_METRICS_PORT: bir tam sayı olmalı',
      'SMS_PHONE_DAILY_LIMIT: bir sayı olmalı',
      'AGENCY_INSURER_FAILURE_RATE: 0 ile 1 arasında bir sayı olmalı',
      'AGENCY_INSURER_LATENCY_MS_MUNZUR: milisaniye ya da min-max olmalı',
      'AGENCY_EMAIL: geçerli bir e-posta adresi olmalı',
    ]) {
      expect(error.message).toContain(problem)
    }
    expect(refusal({}).message).toContain('UPSTREAM_SITE_CREDENTIAL: gerekli')
  })
})

describe('delivery settings', () => {
  it('leave both channels to the demo outbox when nothing is configured outside production', () => {
    expect(deliveryFrom({})).toEqual({ sms: null, email: null })
  })

  it('refuse production without delivery, naming the variables to set and the demo alternative', () => {
    const error = refusal({ ...site, ...live })
    expect(error.name).toBe('ConfigError')
    expect(error.message).toMatch(/^Yapılandırma hatalı: NODE_ENV=production iken/)
    for (const variable of ['NETGSM_USERCODE', 'NETGSM_PASSWORD', 'NETGSM_MSGHEADER', 'SMTP_URL'])
      expect(error.message).toContain(variable)
    expect(error.message).toContain('NODE_ENV=production olmadan başlatın')
  })

  it('refuse production with only one channel, naming the other', () => {
    const withoutSms = refusal({ ...site, ...live, ...smtp })
    expect(withoutSms.message).toContain('SMS için NETGSM_USERCODE')
    expect(withoutSms.message).not.toContain('e-posta için')
    const withoutEmail = refusal({ ...site, ...live, ...netgsm })
    expect(withoutEmail.message).toContain('e-posta için SMTP_URL')
    expect(withoutEmail.message).not.toContain('SMS için')
  })

  it('accept production with both channels, sending from the agency’s address unless MAIL_FROM says otherwise', () => {
    expect(deliveryFrom({ ...live, ...netgsm, ...smtp })).toEqual({
      sms: {
        apiUrl: 'https://api.netgsm.com.tr',
        usercode: '8503051234',
        password: 'gizli',
        msgheader: 'BOZOKSIGORT',
      },
      email: { url: smtp.SMTP_URL, from: '"Bozok Sigorta" <iletisim@bozoksigorta.com.tr>' },
    })
    const named = deliveryFrom({
      ...smtp,
      MAIL_FROM: 'Bildirim <bildirim@bozoksigorta.com.tr>',
      NETGSM_URL: 'http://127.0.0.1:9999',
      ...netgsm,
    })
    expect(named.email?.from).toBe('Bildirim <bildirim@bozoksigorta.com.tr>')
    expect(named.sms?.apiUrl).toBe('http://127.0.0.1:9999')
  })

  it('refuse a half-configured channel in any mode', () => {
    expect(
      refusal({ ...site, NETGSM_USERCODE: '8503051234', NETGSM_MSGHEADER: 'BOZOKSIGORT' }).message,
    ).toContain('NETGSM_PASSWORD eksik')
    expect(refusal({ ...site, MAIL_FROM: 'a@b.com' }).message).toContain('SMTP_URL eksik')
    expect(refusal({ ...site, SMTP_URL: 'https://smtp.example.com' }).message).toContain(
      'SMTP_URL: smtp:// ya da smtps://',
    )
  })
})
