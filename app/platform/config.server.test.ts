import { describe, expect, it } from 'vitest'
import { readConfig, siteNotice } from './config.server.ts'

describe('readConfig', () => {
  it('runs on its built-in defaults with nothing set', () => {
    const config = readConfig({})
    expect(config.port).toBe(3000)
    expect(config.usesBuiltInBackend).toBe(true)
    expect(config.upstream.baseUrls.payment).toBe('http://127.0.0.1:3100/payment')
    expect(config.upstream.paths).toEqual({})
    expect(config.quote).toEqual({
      insurerTimeoutMs: 20_000,
      entryIpLimit: 30,
      entryWindowMs: 600_000,
      collectionLeaseMs: 10_000,
    })
    // One process on SQLite files and memory, with no other server.
    expect(config.databaseUrl).toBeNull()
    expect(config.redisUrl).toBeNull()
    expect(config.sessionSecrets).toBeNull()
    expect(config.agency.name).toBe('Bozok Sigorta')
    expect(config.log).toEqual({ level: 'info', file: null })
    expect(readConfig({ NODE_ENV: 'test' }).log.level).toBe('silent')
  })

  it("takes the operator's values, an empty variable counting as unset", () => {
    const config = readConfig({
      PORT: '8080',
      SESSION_SECRET: ' yeni , eski ,',
      UPSTREAM_COMMON_URL: 'https://api.saglayici.com.tr/common/',
      AGENCY_NAME: '',
      SITE_URL: 'https://www.ornek.com.tr/',
      LOG_LEVEL: 'debug',
      LOG_FILE: '/var/log/bozok/server.log',
      DATABASE_URL: 'postgres://bozok@db.internal:5432/bozok',
      REDIS_URL: 'redis://cache.internal:6379',
      UPSTREAM_PATHS: ' /register=/musteri/uyeol , /forgot-password=/account/sifremiunuttum',
    })
    expect(config.port).toBe(8080)
    expect(config.upstream.paths).toEqual({
      '/register': '/musteri/uyeol',
      '/forgot-password': '/account/sifremiunuttum',
    })
    expect(config.databaseUrl).toBe('postgres://bozok@db.internal:5432/bozok')
    expect(config.redisUrl).toBe('redis://cache.internal:6379')
    expect(config.sessionSecrets).toEqual(['yeni', 'eski'])
    expect(config.upstream.baseUrls.common).toBe('https://api.saglayici.com.tr/common')
    expect(config.upstream.baseUrls.auth).toBe('http://127.0.0.1:3100/auth')
    expect(config.agency.name).toBe('Bozok Sigorta')
    expect(config.agency.siteUrl).toBe('https://www.ornek.com.tr')
    expect(config.log).toEqual({ level: 'debug', file: '/var/log/bozok/server.log' })
  })

  it('takes the site address from SITE_URL, the listening port in demo, never a request', () => {
    expect(readConfig({}).agency.siteUrl).toBe('http://localhost:3000')
    expect(readConfig({ PORT: '4110' }).agency.siteUrl).toBe('http://localhost:4110')
    // A live site names its own: links in messages and canonical addresses come from it.
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(
      'SITE_URL: NODE_ENV=production iken gerekli',
    )
  })

  it('refuses to start on a wrong value and names every variable that is wrong', () => {
    const wrong = () =>
      readConfig({
        PORT: 'seksen',
        QUOTE_INSURER_TIMEOUT_MS: '0',
        UPSTREAM_AUTH_URL: 'ftp://x',
        LOG_LEVEL: 'verbose',
        DATABASE_URL: 'mysql://db.internal/bozok',
        REDIS_URL: 'http://cache.internal',
        OFFER_COLLECTION_LEASE_MS: '500',
        UPSTREAM_PATHS: '/register=musteri/uyeol',
      })
    expect(wrong).toThrow('PORT: bir tam sayı olmalı')
    expect(wrong).toThrow('QUOTE_INSURER_TIMEOUT_MS: en az 1 olmalı')
    expect(wrong).toThrow('UPSTREAM_AUTH_URL: http(s) ile başlayan bir adres olmalı')
    expect(wrong).toThrow('LOG_LEVEL: fatal, error, warn, info, debug, trace ya da silent olmalı')
    expect(wrong).toThrow('DATABASE_URL: postgres:// ile başlayan bir adres olmalı')
    expect(wrong).toThrow('REDIS_URL: redis:// ya da rediss:// ile başlayan bir adres olmalı')
    expect(wrong).toThrow('OFFER_COLLECTION_LEASE_MS: en az 1000 olmalı')
    expect(wrong).toThrow('UPSTREAM_PATHS.0: /bizim-yol=/saglayicinin-yolu biçiminde olmalı')
  })

  it('says on every page when the site does not sell for real (decision 028)', () => {
    expect(siteNotice(readConfig({}))).toMatch(/^Demo modu:/)
    // Production on the built-in back office: fictional insurers and bank, real SMS.
    const live = { NODE_ENV: 'production', SITE_URL: 'https://www.ornek.com.tr' }
    expect(siteNotice(readConfig(live))).toMatch(/^Deneme ortamı: .*kartınızdan para çekilmez/)
    const everyService = Object.fromEntries(
      ['COMMON', 'AUTH', 'PAYMENT', 'PAYMENT2', 'PRINT', 'CONTENT', 'OFFERS', 'SEARCH'].map((s) => [
        `UPSTREAM_${s}_URL`,
        `https://api.saglayici.com.tr/${s.toLowerCase()}`,
      ]),
    )
    expect(siteNotice(readConfig({ ...live, ...everyService }))).toBeNull()
  })
})
