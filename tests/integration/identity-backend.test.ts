import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type * as Auth from '~/upstream/auth.server.ts'
import { verificationRequest } from '../support/quote-requests.ts'
import type { UpstreamContext } from '~/upstream/client.server.ts'
import {
  latestOutboxMessage,
  startAgency,
  pointStorefrontAt,
  type RunningAgency,
} from '../support/agency.ts'

// Two back offices: one with the default per-phone rules and a small per-IP cap, reached through
// the storefront's upstream client; one with no interval and tiny caps, for the daily and global caps.
let agency: RunningAgency
let strict: RunningAgency
let auth: typeof Auth
let visitorCounter = 0
const visitor = (ip = `198.51.100.${++visitorCounter}`): UpstreamContext => ({
  member: null,
  visitor: { ip, userAgent: 'vitest' },
})

beforeAll(async () => {
  process.env.SMS_IP_HOURLY_LIMIT = '3'
  agency = await startAgency()
  process.env.SMS_PHONE_INTERVAL_SECONDS = '0'
  process.env.SMS_PHONE_DAILY_LIMIT = '2'
  process.env.SMS_GLOBAL_HOURLY_LIMIT = '4'
  process.env.SMS_IP_HOURLY_LIMIT = '100'
  strict = await startAgency()
  for (const name of [
    'SMS_IP_HOURLY_LIMIT',
    'SMS_PHONE_INTERVAL_SECONDS',
    'SMS_PHONE_DAILY_LIMIT',
    'SMS_GLOBAL_HOURLY_LIMIT',
  ]) {
    delete process.env[name]
  }
  pointStorefrontAt(agency)
  auth = await import('~/upstream/auth.server.ts')
})
afterAll(async () => {
  await agency?.stop()
  await strict?.stop()
})

const confirm = (phone: string, code: string): Auth.VerificationConfirm => ({
  SmsActivationCode: code,
  Gsm: phone,
  QueryType: 'kasko',
  PrivacyPolicy: true,
  OpenDataAgreement: true,
  AdvertisementAgreement: false,
})

async function latestCode(phone: string) {
  return /(\d{6})/.exec(await latestOutboxMessage(agency, phone))?.[1]
}

describe('SMS verification (auth service)', () => {
  it('sends a code to the outbox, stores only its hash and records the consents', async () => {
    const sent = await auth.sendTemporaryCode(
      verificationRequest('5320000001', { AdvertisementAgreement: true }),
      visitor(),
    )
    expect(sent.ok).toBe(true)
    const code = await latestCode('5320000001')
    expect(code).toMatch(/^\d{6}$/)
    const stored = await agency.db
      .selectFrom('sms_codes')
      .select(['code_hash', 'expires_at', 'created_at'])
      .where('phone', '=', '5320000001')
      .executeTakeFirstOrThrow()
    expect(stored.code_hash).not.toContain(code)
    expect(Date.parse(stored.expires_at) - Date.parse(stored.created_at)).toBe(180_000)
    const consents = await agency.db.selectFrom('consents').selectAll().orderBy('id').execute()
    expect(consents.map((c) => [c.consent_type, c.status])).toEqual([
      ['gizlilik', 'ONAY'],
      ['aydinlatma', 'ONAY'],
      ['ticari-elektronik-ileti', 'ONAY'],
    ])
    expect(consents[0]).toMatchObject({ text_version: '1.0', source: 'web', user_agent: 'vitest' })
    expect(consents[0]!.ip).toMatch(/^198\.51\.100\./)
    expect(consents[0]!.recipient).not.toContain('5320000001')
  })

  it('refuses a second code to the same phone within 60 seconds, in Turkish, with 429', async () => {
    expect((await auth.sendTemporaryCode(verificationRequest('5320000002'), visitor())).ok).toBe(
      true,
    )
    const again = await auth.sendTemporaryCode(verificationRequest('5320000002'), visitor())
    expect(again.ok).toBe(false)
    if (again.ok) return
    expect(again.kind === 'http' && again.status).toBe(429)
    expect(again.message).toMatch(/saniye bekleyin/)
    // How long is left, so the storefront counts down to it instead of claiming a code went out.
    const { replyBody } = await import('~/upstream/client.server.ts')
    const wait = replyBody(again, auth.temporaryCodeReply)?.Data?.ResendAfterSeconds
    expect(wait).toBeGreaterThan(55)
    expect(wait).toBeLessThanOrEqual(60)
  })

  it('refuses requests without the required consents or with an invalid number', async () => {
    const noConsent = await auth.sendTemporaryCode(
      verificationRequest('5320000003', { OpenDataAgreement: false }),
      visitor(),
    )
    expect(!noConsent.ok && noConsent.message).toMatch(/aydınlatma metnini/)
    const badNumber = await auth.sendTemporaryCode(
      verificationRequest('5320000003', { NationalNumber: '12345678901' }),
      visitor(),
    )
    expect(badNumber.ok).toBe(false)
  })

  it('confirms the right code once, and refuses a wrong one with its message', async () => {
    await auth.sendTemporaryCode(verificationRequest('5320000004'), visitor())
    const code = (await latestCode('5320000004'))!
    const wrong = await auth.confirmTemporaryCode(
      confirm('5320000004', code === '000000' ? '111111' : '000000'),
      visitor(),
    )
    expect(!wrong.ok && wrong.message).toBe(
      'Girdiğiniz doğrulama kodu hatalı. Lütfen kontrol edip tekrar deneyin.',
    )
    const right = await auth.confirmTemporaryCode(confirm('5320000004', code), visitor())
    expect(right.ok).toBe(true)
    const reused = await auth.confirmTemporaryCode(confirm('5320000004', code), visitor())
    expect(!reused.ok && reused.message).toMatch(/yeni kod isteyin/)
  })

  it('allows five attempts per code, then requires a new code', async () => {
    await auth.sendTemporaryCode(verificationRequest('5320000005'), visitor())
    const code = (await latestCode('5320000005'))!
    const wrongCode = code === '999999' ? '888888' : '999999'
    for (let i = 0; i < 5; i++) {
      const attempt = await auth.confirmTemporaryCode(confirm('5320000005', wrongCode), visitor())
      expect(!attempt.ok && attempt.message).toMatch(/hatalı/)
    }
    const sixth = await auth.confirmTemporaryCode(confirm('5320000005', code), visitor())
    expect(!sixth.ok && sixth.message).toBe(
      'Çok fazla hatalı deneme yaptınız. Lütfen yeni kod isteyin.',
    )
  })

  it('caps the codes one IP may request per hour', async () => {
    const ip = visitor('203.0.113.9')
    for (const phone of ['5320000011', '5320000012', '5320000013']) {
      expect((await auth.sendTemporaryCode(verificationRequest(phone), ip)).ok).toBe(true)
    }
    const fourth = await auth.sendTemporaryCode(verificationRequest('5320000014'), ip)
    expect(!fourth.ok && fourth.message).toMatch(/bağlantıdan çok fazla/)
    expect((await auth.sendTemporaryCode(verificationRequest('5320000014'), visitor())).ok).toBe(
      true,
    )
  })

  it('caps codes per phone per day and overall per hour (limits from the environment)', async () => {
    const send = (phone: string, ip: string) =>
      fetch(`${strict.url}/auth/gecici-kod`, {
        method: 'POST',
        headers: {
          SiteId: '36',
          Authorization: `Bearer ${strict.siteCredential}`,
          'Content-Type': 'application/json',
          'X-Forwarded-For': ip,
        },
        body: JSON.stringify(verificationRequest(phone)),
      })
    expect((await send('5330000001', '192.0.2.1')).status).toBe(200)
    expect((await send('5330000001', '192.0.2.2')).status).toBe(200)
    const third = await send('5330000001', '192.0.2.3')
    expect(third.status).toBe(429)
    expect((await third.json()).Messages[0]).toMatch(/bugün/)
    expect((await send('5330000002', '192.0.2.4')).status).toBe(200)
    expect((await send('5330000003', '192.0.2.5')).status).toBe(200)
    const overLimit = await send('5330000004', '192.0.2.6')
    expect(overLimit.status).toBe(429)
    expect((await overLimit.json()).Messages[0]).toMatch(/biraz sonra/)
  })
})

describe('AML check (common API)', () => {
  const aml = (extra: Partial<Auth.AmlRequest>) =>
    auth.checkAml(
      { Querytype: 'konut', NationalNumber: '10000000146', Phone: '5320000001', ...extra },
      visitor(),
    )

  it('answers a valid number with the same fictional identity every time', async () => {
    const first = await aml({})
    const second = await aml({})
    expect(first.ok).toBe(true)
    expect(second).toEqual(first)
    if (!first.ok) return
    expect(first.identity.Name).toBeTruthy()
    expect(first.identity.Surname).toBeTruthy()
    expect(first.identity.CityCode).toBeGreaterThanOrEqual(1)
    expect(first.identity.City).toBeTruthy()
    expect(first.identity.County).toBeTruthy()
    const other = await aml({ NationalNumber: '12345678950' })
    expect(other).not.toEqual(first)
  })

  it('names a company for a tax number', async () => {
    const company = await aml({ NationalNumber: '1234567890' })
    expect(company.ok && company.identity.Name).toMatch(/(Şti\.|A\.Ş\.)$/)
    expect(company.ok && company.identity.Surname).toBe('')
  })

  it('refuses the seeded black list with 1003 and its message', async () => {
    const listed = await aml({ NationalNumber: '10000000214' })
    expect(listed).toMatchObject({ ok: false, statusCode: 1003 })
    expect(!listed.ok && listed.messages[0]).toMatch(/acentemizle/)
  })

  it('asks for the birth date on the health and travel lines (1006)', async () => {
    expect(await aml({ Querytype: 'tamamlayici' })).toMatchObject({ ok: false, statusCode: 1006 })
    expect((await aml({ Querytype: 'tamamlayici', Birthdate: '01.01.1990' })).ok).toBe(true)
  })

  it('checks the plate on kasko and trafik, and refuses an invalid number (1000)', async () => {
    expect(await aml({ Querytype: 'kasko' })).toMatchObject({ ok: false, statusCode: 1000 })
    expect((await aml({ Querytype: 'kasko', LicensePlateNumber: '66ABC123' })).ok).toBe(true)
    expect((await aml({ Querytype: 'trafik', LicensePlateNumber: '66YK' })).ok).toBe(true)
    expect(await aml({ NationalNumber: '10000000145' })).toMatchObject({
      ok: false,
      statusCode: 1000,
    })
  })

  it('shows the outbox to the demo page, newest first', async () => {
    const outbox = await auth.getDemoOutbox(visitor())
    expect(outbox.ok).toBe(true)
    if (!outbox.ok) return
    const rows = outbox.body.Results ?? []
    expect(rows.length).toBeGreaterThan(3)
    expect(rows[0]!.Id).toBeGreaterThan(rows[1]!.Id)
    expect(rows[0]!.Body).toMatch(/doğrulama kodunuz: \d{6}/)
  })
})
