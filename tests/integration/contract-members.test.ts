import { describe, expect, it } from 'vitest'
import { encryptWithPassphrase } from '~/utils/passphrase-aes.server.ts'
import { agencyForFile } from '../support/agency.ts'
import { rawCall } from '../support/contract.ts'
import { loginRequest } from '../support/member-login.ts'

// The storefront and the built-in backend share no code (the lint rule in eslint.config.js).
// These suites keep them speaking the same language: the storefront's own client modules and
// schemas against the real backend over HTTP, for every rule both sides apply (see
// docs/backend-contract.md, "Keeping the two sides in step"). This one: the member calls.
const agency = await agencyForFile()
const auth = await import('~/upstream/auth.server.ts')
const lists = await import('~/upstream/lists.server.ts')
const members = await import('~/upstream/members.server.ts')
const support = await import('~/upstream/support.server.ts')
const visitor = { member: null }

const raw = (path: string, body: Record<string, unknown>) => rawCall(agency, path, body)

const credentials = (phone: string, password = 'Demo1234') =>
  loginRequest(phone, password, 'sozlesme-cihazi-01')

async function login(phone: string, password = 'Demo1234') {
  const result = await members.login(await credentials(phone, password), visitor)
  return members.loginReply.parse(result.ok ? result.body : null)
}

async function latestCode(phone: string) {
  const outbox = await auth.getDemoOutbox(visitor)
  const message = outbox.ok ? outbox.body.Results?.find((m) => m.Recipient === phone) : undefined
  return /(\d{6})/.exec(message?.Body ?? '')?.[1] ?? ''
}

async function memberContext(phone: string) {
  const reply = await login(phone)
  const member = { accessToken: reply.Data!.Token!, source: reply.Data!.Source! }
  const claims = await members.getUserClaims({ member })
  if (!claims.ok || !claims.body.Data) throw new Error('no claims')
  return { member: { ...member, uid: claims.body.Data.UId } }
}

describe('two-step login (spec §3 MFA login response, §7 helper 4)', () => {
  it('answers the spec’s fields, no StatusCode, and Success decides', async () => {
    expect((await login('5550000007')).StatusCode).toBe(2004)
    const code = await latestCode('5550000007')
    const wrong = await members.loginWithMfa(
      { ...(await credentials('5550000007')), MfaCode: code === '000000' ? '111111' : '000000' },
      visitor,
    )
    expect(wrong.ok && wrong.body.Success).toBe(false)
    expect(wrong.ok && wrong.body.Message).toMatch(/SMS kodu hatalı/)

    const body = { ...(await credentials('5550000007')), MfaControl: true, MfaCode: code }
    const reply = await raw('/auth/login', body)
    expect(reply.body).not.toHaveProperty('StatusCode')
    for (const field of ['Success', 'SessionToken', 'Source', 'Name', 'Surname', 'Message']) {
      expect(reply.body).toHaveProperty(field)
    }
    const parsed = members.mfaLoginReply.parse(reply.body)
    expect(parsed).toMatchObject({ Success: true, Surname: 'Aydın' })
    const claims = await members.getUserClaims({
      member: { accessToken: parsed.SessionToken!, source: parsed.Source! },
    })
    expect(claims.ok).toBe(true)
  })
})

describe('password changes send the fields spec §3 names', () => {
  it('a member’s change goes with their UId, and another UId is refused', async () => {
    const context = await memberContext('5550000011')
    const other = await memberContext('5550000001')
    const fields = { OldPassword: 'Demo1234', NewPassword: 'Yeni1234', RetryPassword: 'Yeni1234' }
    const foreign = await members.changePassword({ ...fields, UId: other.member.uid }, context)
    expect(members.readPasswordChange(foreign)).toMatchObject({ changed: false })
    const withoutUid = await members.changePassword(fields, {
      member: { ...context.member, uid: undefined },
    })
    expect(members.readPasswordChange(withoutUid)).toMatchObject({ changed: false })
    const changed = await members.changePassword(fields, context)
    expect(members.readPasswordChange(changed)).toEqual({ changed: true })
    expect((await login('5550000011', 'Yeni1234')).StatusCode).toBe(2000)
  })

  it('an expired password is changed with the UId and the access token of the 2008 answer', async () => {
    const expired = await login('5550000008')
    expect(expired.StatusCode).toBe(2008)
    const { UId, Token } = expired.Data!
    expect(UId && Token).toBeTruthy()
    const fields = { OldPassword: 'Demo1234', NewPassword: 'Yeni1234', RetryPassword: 'Yeni1234' }
    const guessed = await members.changePassword({ ...fields, UId }, visitor)
    expect(members.readPasswordChange(guessed)).toMatchObject({ changed: false })
    const mismatch = await members.changePassword(
      { ...fields, RetryPassword: 'Baska1234', UId, AccessToken: Token },
      visitor,
    )
    expect(members.readPasswordChange(mismatch)).toEqual({
      changed: false,
      fieldErrors: ['Şifreler birbiriyle aynı olmalıdır.'],
      message: 'Şifre bilgileri geçersiz.',
    })
    const changed = await members.changePassword({ ...fields, UId, AccessToken: Token }, visitor)
    expect(members.readPasswordChange(changed)).toEqual({ changed: true })
    expect((await login('5550000008', 'Yeni1234')).StatusCode).toBe(2000)
    // The token was good for that one change only, and never for anything else.
    const again = await members.changePassword(
      { ...fields, OldPassword: 'Yeni1234', UId, AccessToken: Token },
      visitor,
    )
    expect(members.readPasswordChange(again)).toMatchObject({ changed: false })
  })
})

describe('support calls send language as the spec spells it', () => {
  it('the client’s calls are answered; Language (capital L) is not the spec’s field', async () => {
    const context = await memberContext('5550000001')
    const types = await support.getRequestTypes(context)
    expect(types.ok && types.body.Results?.length).toBeGreaterThan(2)
    expect((await support.listRequests(context)).ok).toBe(true)
    const misspelt = await raw('/common/api/Destek/request-types', { Language: 'tr-tr' })
    expect(misspelt.status).toBe(400)
  })
})

describe('sign-up sends the birth date as DD.MM.YYYY', () => {
  it('the form’s date goes out in the spec’s form and is accepted', async () => {
    const key = await members.getPreloginKey(visitor)
    const counties = await lists.getCounties(66, visitor)
    const created = await members.register(
      {
        CityCode: 66,
        CountyCode: counties.ok ? counties.body.Results![0]!.ID : 0,
        Email: 'sozlesme@ornek.com.tr',
        NationalNumber: '10000000146',
        Name: 'Sözleşme',
        Surname: 'Deneme',
        Password: encryptWithPassphrase('Gizli123', key.ok ? key.body.Data!.Key : ''),
        Phone: '5550000070',
        Birthdate: '1990-02-01',
        Gender: 'K',
        AdvertisementAgreement: false,
        PrivacyAgreement: true,
        OpenDataAgreement: true,
        Guid: key.ok ? key.body.Data!.Guid : '',
      },
      visitor,
    )
    expect(created.ok).toBe(true)
    // The same sign-up with the date as YYYY-MM-DD is refused for its date: the client's was not.
    const iso = await raw('/auth/register', {
      CityCode: 66,
      CountyCode: counties.ok ? counties.body.Results![0]!.ID : 0,
      Email: 'sozlesme2@ornek.com.tr',
      NationalNumber: '10000000146',
      Name: 'Sözleşme',
      Surname: 'Deneme',
      Password: 'x',
      Phone: '5550000071',
      Birthdate: '1990-02-01',
      Gender: 'K',
      AdvertisementAgreement: false,
      PrivacyAgreement: true,
      OpenDataAgreement: true,
      Guid: 'x',
    })
    expect(iso.body.Messages).toEqual(['Doğum tarihi geçersiz.'])
  })
})
