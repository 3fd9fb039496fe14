import { describe, expect, it } from 'vitest'
import type { LoginRequest } from '~/upstream/members.server.ts'
import { agencyForFile, latestOutboxMessage } from '../support/agency.ts'
import { loginRequest } from '../support/member-login.ts'

const agency = await agencyForFile()
const members = await import('~/upstream/members.server.ts')
const auth = await import('~/upstream/auth.server.ts')
const support = await import('~/upstream/support.server.ts')
const aes = await import('~/utils/passphrase-aes.server.ts')
const visitor = { member: null }

async function key() {
  const result = await members.getPreloginKey(visitor)
  if (!result.ok) throw new Error(result.message)
  expect(result.body.StatusCode).toBe(200)
  return result.body.Data!
}

/** The device these logins come from, unless a test names another. */
const DEVICE = 'cihaz-entegrasyon-1'

async function loginAs(phone: string, password: string, extra: Partial<LoginRequest> = {}) {
  const result = await members.login(
    { ...(await loginRequest(phone, password, DEVICE)), ...extra },
    visitor,
  )
  if (!result.ok) throw new Error(result.message)
  return result.body
}

const latestSms = (phone: string) => latestOutboxMessage(agency, phone)

describe('member login by StatusCode', () => {
  it('2000 returns token, source and the member; the token validates and logs out', async () => {
    const body = await loginAs('5550000001', 'Demo1234')
    expect(body.StatusCode).toBe(2000)
    expect(body.Data).toMatchObject({ Name: 'Ayşe', Surname: 'Yılmaz', UsedOneTimePassword: false })
    const member = { accessToken: body.Data!.Token!, source: body.Data!.Source! }
    const claims = await members.getUserClaims({ member })
    expect(claims.ok && claims.body.Data?.Phone).toBe('5550000001')
    const wrongSource = await members.getSecurityToken({ member: { ...member, source: 'baska' } })
    expect(wrongSource.ok).toBe(false)
    await members.logout({ member })
    expect((await members.getUserClaims({ member })).ok).toBe(false)
  })

  it('a pre-login key works once only', async () => {
    const request = await loginRequest('5550000001', 'Demo1234', DEVICE)
    const first = await members.login(request, visitor)
    const second = await members.login(request, visitor)
    expect(first.ok && first.body.StatusCode).toBe(2000)
    expect(second.ok && second.body.StatusCode).toBe(2003)
  })

  it('2000 with UsedOneTimePassword, 2001, 2008, 2009 and wrong password', async () => {
    expect((await loginAs('5550000003', 'Demo1234')).Data?.UsedOneTimePassword).toBe(true)
    expect((await loginAs('5550000005', 'Demo1234')).StatusCode).toBe(2001)
    const expired = await loginAs('5550000008', 'Demo1234')
    expect(expired.StatusCode).toBe(2008)
    expect(expired.Data?.UId).toBeTruthy()
    expect((await loginAs('5550000010', 'Demo1234')).StatusCode).toBe(2009)
    const wrong = await loginAs('5550000011', 'yanlis-sifre')
    expect(wrong.StatusCode).toBe(2002)
    expect(wrong.Messages).toEqual(['Kullanıcı adı veya şifre hatalı.'])
    expect((await loginAs('5559999999', 'Demo1234')).Messages).toEqual([
      'Kullanıcı adı veya şifre hatalı.',
    ])
  })

  it('2004 for an MFA member: the SMS code from the outbox completes the login', async () => {
    const first = await loginAs('5550000006', 'Demo1234')
    expect(first.StatusCode).toBe(2004)
    const code = /(\d{6})/.exec(await latestSms('5550000006'))![1]!
    const mfa = async (MfaCode: string) => {
      const result = await members.loginWithMfa(
        { ...(await loginRequest('5550000006', 'Demo1234', DEVICE)), MfaCode },
        visitor,
      )
      if (!result.ok) throw new Error(result.message)
      return result.body
    }
    const wrong = await mfa(code === '000000' ? '111111' : '000000')
    expect(wrong).toEqual({
      Success: false,
      Message: 'SMS kodu hatalı veya süresi dolmuş. Lütfen tekrar deneyin.',
    })
    const ok = await mfa(code)
    expect(ok).toMatchObject({ Success: true, Name: 'Elif', Surname: 'Çelik' })
    expect(ok.SessionToken).toBeTruthy()
    expect(ok.Source).toBeTruthy()
  })

  it('2004 for a known member on a new device', async () => {
    expect(
      (await loginAs('5550000002', 'Demo1234', { DeviceId: 'ilk-cihaz-0000001' })).StatusCode,
    ).toBe(2000)
    expect(
      (await loginAs('5550000002', 'Demo1234', { DeviceId: 'yeni-cihaz-000002' })).StatusCode,
    ).toBe(2004)
  })

  it('locks after five wrong passwords, then 2009 even with the right one', async () => {
    const { Guid, Key } = await key()
    const reg = await members.register(
      {
        CityCode: 66,
        CountyCode: await yozgatCounty(),
        Email: 'kilit@ornek.com.tr',
        NationalNumber: '10000000146',
        Name: 'Kilit',
        Surname: 'Deneme',
        Password: aes.encryptWithPassphrase('Gizli123', Key),
        Phone: '5550000050',
        Birthdate: '1990-01-01',
        Gender: 'E',
        AdvertisementAgreement: false,
        PrivacyAgreement: true,
        OpenDataAgreement: true,
        Guid,
      },
      visitor,
    )
    expect(reg.ok).toBe(true)
    expect((await loginAs('5550000050', 'Gizli123')).StatusCode).toBe(2001)
    const codes = []
    for (let i = 0; i < 5; i++) codes.push((await loginAs('5550000050', 'yanlis')).StatusCode)
    expect(codes).toEqual([2002, 2002, 2002, 2002, 2009])
    expect((await loginAs('5550000050', 'Gizli123')).StatusCode).toBe(2009)
  })
})

describe('member phone verification (2001)', () => {
  const member = { QueryType: 'uye', Phone: '5550000012' } as const

  it('a code to an unverified member verifies the phone, and the login then succeeds', async () => {
    expect((await loginAs('5550000012', 'Demo1234')).StatusCode).toBe(2001)
    const sent = await auth.sendTemporaryCode(member, visitor)
    expect(sent.ok).toBe(true)
    const code = /(\d{6})/.exec(await latestSms('5550000012'))![1]!
    const wrong = await auth.confirmTemporaryCode(
      {
        QueryType: 'uye',
        Gsm: '5550000012',
        SmsActivationCode: code === '000000' ? '111111' : '000000',
      },
      visitor,
    )
    expect(wrong.ok).toBe(false)
    expect((await loginAs('5550000012', 'Demo1234')).StatusCode).toBe(2001)
    const right = await auth.confirmTemporaryCode(
      { QueryType: 'uye', Gsm: '5550000012', SmsActivationCode: code },
      visitor,
    )
    expect(right.ok).toBe(true)
    expect((await loginAs('5550000012', 'Demo1234')).StatusCode).toBe(2000)
  })

  it('answers a verified member or a stranger as a new member, sends nothing and records no consent', async () => {
    const verified = await auth.sendTemporaryCode({ ...member, Phone: '5550000011' }, visitor)
    const stranger = await auth.sendTemporaryCode({ ...member, Phone: '5559999999' }, visitor)
    expect(verified.ok).toBe(true)
    expect(stranger.ok).toBe(true)
    expect(await latestSms('5550000011')).toBe('')
    expect(await latestSms('5559999999')).toBe('')
    const consents = await agency.db.selectFrom('consents').select('id').execute()
    expect(consents).toEqual([])
  })
})

async function yozgatCounty() {
  const row = await agency.db
    .selectFrom('districts')
    .select('id')
    .where('city_code', '=', 66)
    .executeTakeFirstOrThrow()
  return row.id
}

describe('passwords', () => {
  it('change-password answers 4001, 4002 and 4000, and the expired member logs in again', async () => {
    const expired = await loginAs('5550000009', 'Demo1234')
    const UId = expired.Data!.UId
    const AccessToken = expired.Data!.Token
    const wrongOld = await members.changePassword(
      {
        UId,
        AccessToken,
        OldPassword: 'yanlis',
        NewPassword: 'Yeni1234',
        RetryPassword: 'Yeni1234',
      },
      visitor,
    )
    expect(wrongOld.ok && wrongOld.body.StatusCode).toBe(4001)
    const mismatch = await members.changePassword(
      {
        UId,
        AccessToken,
        OldPassword: 'Demo1234',
        NewPassword: 'Yeni1234',
        RetryPassword: 'Yeni12',
      },
      visitor,
    )
    expect(mismatch.ok && mismatch.body).toMatchObject({
      StatusCode: 4002,
      Data: { errors: { RetryPassword: ['Şifreler birbiriyle aynı olmalıdır.'] } },
    })
    const done = await members.changePassword(
      {
        UId,
        AccessToken,
        OldPassword: 'Demo1234',
        NewPassword: 'Yeni1234',
        RetryPassword: 'Yeni1234',
      },
      visitor,
    )
    expect(done.ok && done.body.StatusCode).toBe(4000)
    expect((await loginAs('5550000009', 'Yeni1234')).StatusCode).toBe(2000)
  })

  it('forgot-password sends a temporary password that logs in with UsedOneTimePassword', async () => {
    const sent = await members.forgotPassword(
      { Gsm: '5550000004', NationalNumber: '10000000450' },
      visitor,
    )
    expect(sent.ok).toBe(true)
    const temporary = /şifreniz: (\w+)\./.exec(await latestSms('5550000004'))![1]!
    const body = await loginAs('5550000004', temporary)
    expect(body).toMatchObject({ StatusCode: 2000, Data: { UsedOneTimePassword: true } })
    const wrongId = await members.forgotPassword(
      { Gsm: '5550000004', NationalNumber: '10000000146' },
      visitor,
    )
    expect(wrongId.ok).toBe(true)
    expect((await loginAs('5550000004', temporary)).StatusCode).toBe(2000)
  })
})

describe('support requests through the upstream client', () => {
  it('adds, lists, views and replies for the member only', async () => {
    const body = await loginAs('5550000001', 'Demo1234')
    const member = { member: { accessToken: body.Data!.Token!, source: body.Data!.Source! } }
    const types = await support.getRequestTypes(member)
    expect(types.ok && types.body.Results?.length).toBeGreaterThan(2)
    const statuses = await support.getRequestStatuses(member)
    expect(statuses.ok && statuses.body.Results?.[0]).toEqual({ Id: 1, Text: 'Açık' })
    const pdf = `data:application/pdf;base64,${Buffer.from('%PDF-1.4 deneme').toString('base64')}`
    const added = await support.addRequest(
      {
        RequestType: 1,
        Subject: 'Hasar dosyası',
        Message: 'Dosyamın durumu nedir?',
        attachment: { FileName: 'tutanak.pdf', FileContent: pdf },
      },
      member,
    )
    expect(added.ok).toBe(true)
    const id = added.ok ? added.body.Data!.Id : 0
    const fake = await support.addRequest(
      {
        RequestType: 1,
        Subject: 'x',
        Message: 'y',
        attachment: { FileName: 'a.pdf', FileContent: 'data:application/pdf;base64,aGVsbG8=' },
      },
      member,
    )
    expect(fake.ok || fake.message).toBe('Dosyanın içeriği uzantısıyla uyuşmuyor.')
    await support.replyToRequest({ RequestId: id, Message: 'Ek bilgi gönderiyorum.' }, member)
    const view = await support.viewRequest(id, member)
    expect(view.ok && view.body.Data?.Thread.map((m) => [m.Body, m.FileName])).toEqual([
      ['Dosyamın durumu nedir?', 'tutanak.pdf'],
      ['Ek bilgi gönderiyorum.', null],
    ])
    const list = await support.listRequests(member)
    expect(list.ok && list.body.Results?.[0]).toMatchObject({
      Id: id,
      StatusText: 'Açık',
      TypeText: 'Poliçe İşlemleri',
    })
    const other = await loginAs('5550000003', 'Demo1234')
    const stranger = { member: { accessToken: other.Data!.Token!, source: other.Data!.Source! } }
    expect((await support.viewRequest(id, stranger)).ok).toBe(false)
    expect((await support.listRequests(visitor)).ok).toBe(false)
  })

  it('profile update and an empty policies list', async () => {
    const body = await loginAs('5550000001', 'Demo1234')
    const member = { member: { accessToken: body.Data!.Token!, source: body.Data!.Source! } }
    const policies = await members.listPolicies(member)
    expect(policies.ok && policies.body.Results).toEqual([])
    const updated = await members.updateProfile(
      {
        Name: 'Ayşe',
        Surname: 'Yılmaz Kaya',
        Email: 'ayse@ornek.com.tr',
        CityCode: 66,
        CountyCode: await yozgatCounty(),
        AdvertisementAgreement: true,
      },
      member,
    )
    expect(updated.ok).toBe(true)
    const claims = await members.getUserClaims(member)
    expect(claims.ok && claims.body.Data?.Surname).toBe('Yılmaz Kaya')
  })
})
