import { describe, expect, it } from 'vitest'
import type { RegisterRequest } from '~/upstream/members.server.ts'
import type { UpstreamContext } from '~/upstream/client.server.ts'
import { agencyForFile, latestOutboxMessage } from '../support/agency.ts'
import { loginRequest } from '../support/member-login.ts'

// The red team's attacks on the back office's member service (issue 25), over HTTP as the
// storefront calls it: limits that must hold, and answers that must not tell who is a member.

const agency = await agencyForFile()
const members = await import('~/upstream/members.server.ts')
const auth = await import('~/upstream/auth.server.ts')
const aes = await import('~/utils/passphrase-aes.server.ts')

/** A visitor on one connection: the storefront hands the backend the visitor's IP. */
const from = (ip: string): UpstreamContext => ({ member: null, visitor: { ip } })
const DEVICE = 'cihaz-saldiri-testi'

async function login(phone: string, password: string, context = from('198.51.100.1')) {
  const result = await members.login(await loginRequest(phone, password, DEVICE), context)
  if (!result.ok) throw new Error(result.message)
  return result.body
}

const smsCount = async (phone: string) =>
  (
    await agency.db
      .selectFrom('outbox')
      .select('id')
      .where('recipient', '=', phone)
      .where('channel', '=', 'sms')
      .execute()
  ).length

const yozgatCounty = async () =>
  (
    await agency.db
      .selectFrom('districts')
      .select('id')
      .where('city_code', '=', 66)
      .executeTakeFirstOrThrow()
  ).id

async function register(phone: string, password: string, extra: Partial<RegisterRequest> = {}) {
  const key = await members.getPreloginKey({ member: null })
  if (!key.ok || !key.body.Data) throw new Error('no pre-login key')
  return members.register(
    {
      CityCode: 66,
      CountyCode: await yozgatCounty(),
      Email: 'yeni@ornek.com.tr',
      NationalNumber: '10000000146',
      Name: 'Yeni',
      Surname: 'Üye',
      Password: aes.encryptWithPassphrase(password, key.body.Data.Key),
      Phone: phone,
      Birthdate: '1990-01-01',
      Gender: 'E',
      AdvertisementAgreement: false,
      PrivacyAgreement: true,
      OpenDataAgreement: true,
      Guid: key.body.Data.Guid,
      ...extra,
    },
    { member: null },
  )
}

const memberCode = (phone: string) =>
  auth.sendTemporaryCode({ QueryType: 'uye', Phone: phone }, { member: null })
const confirmMemberCode = (phone: string, code: string) =>
  auth.confirmTemporaryCode(
    { QueryType: 'uye', Gsm: phone, SmsActivationCode: code },
    { member: null },
  )
const codeIn = async (phone: string) =>
  /(\d{6})/.exec(await latestOutboxMessage(agency, phone))?.[1] ?? ''

describe('forgot and change password are limited', () => {
  it('sends one phone at most five temporary passwords an hour', async () => {
    const answers = []
    for (let i = 0; i < 7; i++) {
      const sent = await members.forgotPassword(
        { Gsm: '5550000013', NationalNumber: '10000001372' },
        from('198.51.100.2'),
      )
      answers.push(sent.ok ? 'gönderildi' : sent.message)
    }
    expect(answers.slice(0, 5)).toEqual(Array(5).fill('gönderildi'))
    expect(answers.slice(5)).toEqual(
      Array(2).fill('Çok fazla giriş denemesi yapıldı. Lütfen birkaç dakika sonra tekrar deneyin.'),
    )
    expect(await smsCount('5550000013')).toBe(5)
  })

  it('a logged-in member guesses the current password five times, then not even the right one', async () => {
    const logged = await login('5550000014', 'Demo1234')
    expect(logged.StatusCode).toBe(2000)
    const member = { accessToken: logged.Data!.Token!, source: logged.Data!.Source! }
    const change = async (OldPassword: string) => {
      const result = await members.changePassword(
        { OldPassword, NewPassword: 'Taze2468', RetryPassword: 'Taze2468', UId: logged.Data!.UId },
        { member },
      )
      if (!result.ok) throw new Error(result.message)
      return result.body.Messages?.[0]
    }
    const answers = []
    for (let i = 0; i < 6; i++) answers.push(await change(`yanlis-${i}`))
    expect(answers).toEqual([
      ...Array(5).fill('Mevcut şifreniz hatalı.'),
      'Çok fazla giriş denemesi yapıldı. Lütfen birkaç dakika sonra tekrar deneyin.',
    ])
    expect(await change('Demo1234')).toBe(
      'Çok fazla giriş denemesi yapıldı. Lütfen birkaç dakika sonra tekrar deneyin.',
    )
  })
})

describe('a new password ends the member’s other logins', () => {
  it('the token that changed it goes on; another login’s token no longer validates', async () => {
    const here = (await login('5550000001', 'Demo1234')).Data!
    const there = (await login('5550000001', 'Demo1234')).Data!
    const memberOf = (data: typeof here) => ({ accessToken: data.Token!, source: data.Source! })
    const changed = await members.changePassword(
      { OldPassword: 'Demo1234', NewPassword: 'Taze2468', RetryPassword: 'Taze2468' },
      { member: { ...memberOf(here), uid: here.UId } },
    )
    expect(changed.ok && changed.body.StatusCode).toBe(4000)
    expect((await members.getUserClaims({ member: memberOf(here) })).ok).toBe(true)
    expect((await members.getUserClaims({ member: memberOf(there) })).ok).toBe(false)
  })
})

describe('the two-step code', () => {
  it('ten wrong guesses at once use up its five, and the right code then fails', async () => {
    expect((await login('5550000006', 'Demo1234')).StatusCode).toBe(2004)
    const code = await codeIn('5550000006')
    const guess = async (MfaCode: string) => {
      const result = await members.loginWithMfa(
        { ...(await loginRequest('5550000006', 'Demo1234', DEVICE)), MfaCode },
        from('198.51.100.3'),
      )
      if (!result.ok) throw new Error(result.message)
      return result.body.Success
    }
    const wrong = Array.from({ length: 10 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000))
    expect(await Promise.all(wrong.map((w) => guess(w.padStart(6, '0'))))).not.toContain(true)
    expect(await guess(code)).toBe(false)
  })
})

describe('wrong passwords lock a phone on one connection, member or not', () => {
  it('answers a stranger’s phone as a member’s, and the owner elsewhere still logs in', async () => {
    const fiveWrong = async (phone: string, ip: string) => {
      const codes = []
      for (let i = 0; i < 6; i++) codes.push((await login(phone, 'yanlis', from(ip))).StatusCode)
      return codes
    }
    const locked = [2002, 2002, 2002, 2002, 2009, 2009]
    expect(await fiveWrong('5550000015', '203.0.113.9')).toEqual(locked)
    expect(await fiveWrong('5559876543', '203.0.113.9')).toEqual(locked)
    expect((await login('5550000015', 'Demo1234', from('203.0.113.9'))).StatusCode).toBe(2009)
    expect((await login('5550000015', 'Demo1234', from('192.0.2.44'))).StatusCode).toBe(2000)
  })
})

describe('sign-up tells no one who is a member, and holds no stranger’s phone', () => {
  it('a member’s phone is answered as a new one, and the member is left alone', async () => {
    const taken = await register('5550000011', 'Baska123')
    const fresh = await register('5550000071', 'Baska123')
    expect(taken.ok && taken.body.Messages).toEqual(fresh.ok && fresh.body.Messages)
    expect((await memberCode('5550000011')).ok).toBe(true)
    expect((await memberCode('5550000071')).ok).toBe(true)
    expect(await smsCount('5550000011')).toBe(0)
    const answerTo = async (phone: string) => {
      const confirmed = await confirmMemberCode(phone, '123456')
      return confirmed.ok ? 'doğrulandı' : confirmed.message
    }
    expect(await answerTo('5550000011')).toBe(await answerTo('5550000071'))
    expect((await login('5550000011', 'Demo1234')).Data?.Name).toBe('Gül')
    expect((await login('5550000011', 'Baska123')).StatusCode).toBe(2002)
  })

  it('a later sign-up replaces an unverified one, whose code then verifies nothing', async () => {
    expect((await register('5550000072', 'Isgal123')).ok).toBe(true)
    expect((await memberCode('5550000072')).ok).toBe(true)
    const squattersCode = await codeIn('5550000072')
    expect((await register('5550000072', 'Sahibi123', { Name: 'Sahibi' })).ok).toBe(true)
    expect((await confirmMemberCode('5550000072', squattersCode)).ok).toBe(false)
    expect((await login('5550000072', 'Isgal123')).StatusCode).toBe(2002)
    await agency.db.deleteFrom('sms_sends').where('phone', '=', '5550000072').execute()
    expect((await memberCode('5550000072')).ok).toBe(true)
    expect((await confirmMemberCode('5550000072', await codeIn('5550000072'))).ok).toBe(true)
    expect((await login('5550000072', 'Sahibi123')).Data?.Name).toBe('Sahibi')
  })

  it('an unverified sign-up is forgotten after a day', async () => {
    expect((await register('5550000073', 'Gizli123')).ok).toBe(true)
    expect((await login('5550000073', 'Gizli123')).StatusCode).toBe(2001)
    await agency.db
      .updateTable('members')
      .set({ created_at: new Date(Date.now() - 25 * 60 * 60_000).toISOString() })
      .where('phone', '=', '5550000073')
      .execute()
    expect((await login('5550000073', 'Gizli123')).StatusCode).toBe(2002)
  })
})

describe('names are letters, spaces, apostrophes and hyphens', () => {
  const refused = 'Ad ve soyad yalnızca harf, boşluk, kesme işareti ve kısa çizgi içerebilir.'

  it.each(['<img src=x>', 'Ali1', 'Ali.exe'])('sign-up refuses %j', async (Name) => {
    const reply = await register('5550000074', 'Gizli123', { Name })
    expect(reply.ok ? 'kabul' : reply.message).toBe(refused)
  })

  it.each(['Ali\u202Egnp.exe', 'Ali\u0000'])(
    'sign-up refuses %j before any rule of names reads it, as every call does',
    async (Name) => {
      const reply = await register('5550000074', 'Gizli123', { Name })
      expect(reply.ok ? 'kabul' : reply.message).toBe(
        'Name alanında kullanılamayan, görünmeyen bir karakter var. Lütfen metni silip yeniden yazınız.',
      )
    },
  )

  it('sign-up takes Turkish and accented Latin names; the profile refuses markup', async () => {
    expect(
      (await register('5550000075', 'Gizli123', { Name: 'Zoë-Ayşe', Surname: "O'Neil" })).ok,
    ).toBe(true)
    const logged = await login('5550000016', 'Demo1234')
    const member = { accessToken: logged.Data!.Token!, source: logged.Data!.Source! }
    const update = await members.updateProfile(
      {
        Name: '<b>Sevgi</b>',
        Surname: 'Aksoy',
        Email: 'uye16@ornek.com.tr',
        CityCode: 66,
        CountyCode: await yozgatCounty(),
        AdvertisementAgreement: false,
      },
      { member },
    )
    expect(update.ok ? 'kabul' : update.message).toBe(refused)
  })
})
