import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { agencyForFile } from '../support/agency.ts'

// npm run provider-check against the built-in back office: the journey a provider's sandbox is
// checked with passes, and the command says so with its exit code (CI runs it here).
const agency = await agencyForFile()
const check = await import('~/conformance/provider-check.ts')

const demo = {
  member: { phone: '5550000001', password: 'Demo1234' },
  owner: { NationalNumber: '10000000146', Phone: '5321234567', Birthdate: '14.03.1985' },
  plate: '66ABC123',
  uavtNumber: '4403156956',
}

describe('provider check', () => {
  it('passes every call of the journey against the built-in back office', async () => {
    const rows = await check.runProviderCheck(demo)
    expect(rows.filter((r) => !(r.accepted && r.parsed && r.handled))).toEqual([])
    expect(rows.map((r) => r.call)).toEqual(
      expect.arrayContaining([
        '/prelogin-key',
        '/login',
        '/get-security-token',
        '/gecici-kod',
        '/gecici-onay',
        '/aml/aml/AMLKontrol',
        '/list/Offers/create-header',
        '/list/Offers/NewListOffer',
        '/api/payment/checkout-status',
        '/api/musteri/sozlesme-kontrol',
        '/api/payment/session',
        'kart sayfası',
      ]),
    )
    expect(rows.filter((r) => r.call === '/list/Offers/create-header')).toHaveLength(2)
  })

  it('fails the check on a call the provider refuses for what was sent', async () => {
    const rows = await check.runProviderCheck({ ...demo, uavtNumber: 'yok' })
    expect(check.checkPassed(rows)).toBe(false)
    expect(check.checkTable(rows)).toMatch(/create-header.*HAYIR/)
  })

  it('prints the table and exits 0 from the command line', { timeout: 60_000 }, async () => {
    const run = promisify(execFile)
    const { stdout } = await run(
      'npx',
      [
        'tsx',
        'scripts/provider-check.ts',
        '--base-url',
        agency.url,
        '--credential',
        agency.siteCredential,
        '--phone',
        '5321234568',
      ],
      { env: { ...process.env, SMS_PHONE_INTERVAL_SECONDS: '0' } },
    )
    expect(stdout).toMatch(/^Çağrı\s+Şartname\s+Alanlar kabul/)
    expect(stdout).toContain('Sağlayıcı bu yolculuğun çağrılarına uyuyor.')
  })
})
