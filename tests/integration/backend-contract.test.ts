import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type * as AuthModule from '~/upstream/auth.server.ts'
import type * as MembersModule from '~/upstream/members.server.ts'
import type * as OffersModule from '~/upstream/offers.server.ts'
import type * as SupportModule from '~/upstream/support.server.ts'
import type * as VehicleModule from '~/upstream/vehicle.server.ts'
import { definitionOf } from '~/quote/definitions.ts'
import { entrySchema } from '~/quote/entry-schema.ts'
import { resultCodes } from '~/quote/result-codes.ts'
import { vehicleQuerySchema, toVehicleQuery } from '~/quote/rules/vehicle.ts'
import { encryptWithPassphrase } from '~/utils/passphrase-aes.server.ts'
import { isValidTckn } from '~/validation/identity.ts'
import { isValidPlate } from '~/validation/plate.ts'
import { startAgency, useBackend, type RunningAgency } from '../support/agency.ts'

// The storefront and the built-in backend share no code (the lint rule in eslint.config.js).
// This suite is what keeps them speaking the same language: the storefront's own client modules
// and schemas, against the real backend over HTTP, for every rule both sides apply.
let agency: RunningAgency
let auth: typeof AuthModule
let members: typeof MembersModule
let offers: typeof OffersModule
let support: typeof SupportModule
let vehicle: typeof VehicleModule
const visitor = { member: null }
const owner = { NationalNumber: '10000000146', Phone: '5321234567' }

beforeAll(async () => {
  agency = await startAgency()
  useBackend(agency)
  auth = await import('~/upstream/auth.server.ts')
  members = await import('~/upstream/members.server.ts')
  offers = await import('~/upstream/offers.server.ts')
  support = await import('~/upstream/support.server.ts')
  vehicle = await import('~/upstream/vehicle.server.ts')
})
afterAll(() => agency.stop())

/** A raw call, for what the client would hide: the exact fields of a reply, a misspelt field. */
async function raw(path: string, body: Record<string, unknown>, bearer = agency.siteCredential) {
  const response = await fetch(`${agency.url}${path}`, {
    method: 'POST',
    headers: {
      SiteId: '36',
      Authorization: `Bearer ${bearer}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ FromPlace: 32, ...body }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function credentials(phone: string, password = 'Demo1234') {
  const key = await members.getPreloginKey(visitor)
  if (!key.ok || !key.body.Data) throw new Error('no pre-login key')
  return {
    Username: phone,
    Password: encryptWithPassphrase(password, key.body.Data.Key),
    Guid: key.body.Data.Guid,
    DeviceId: 'sozlesme-cihazi-01',
  }
}

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
    const counties = await (await import('~/upstream/lists.server.ts')).getCounties(66, visitor)
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
      PrivacyAgreement: true,
      OpenDataAgreement: true,
      Guid: 'x',
    })
    expect(iso.body.Messages).toEqual(['Doğum tarihi geçersiz.'])
  })
})

describe('plates (spec §5)', () => {
  const kasko = entrySchema(definitionOf('kasko'))
  const entry = (plate: Record<string, string>) =>
    kasko.safeParse({
      NationalNumber: owner.NationalNumber,
      Phone: '(532)123-4567',
      PrivacyPolicy: 'on',
      OpenDataAgreement: 'on',
      ...plate,
    })

  it('a plate typed in lower case with Turkish letters passes every step that took it at entry', async () => {
    // Plates of the form 'NN ıkı NN' until the registry knows one far from its renewal window.
    for (let n = 10; n < 60; n++) {
      const typed = `34 ıkı ${n}`
      const accepted = entry({ LicensePlateNumber: typed, PlateStatus: '1' })
      expect(accepted.success).toBe(true)
      const plate = accepted.data!.LicensePlateNumber!
      const aml = await auth.checkAml(
        {
          Querytype: 'kasko',
          NationalNumber: owner.NationalNumber,
          Phone: owner.Phone,
          LicensePlateNumber: plate,
        },
        visitor,
      )
      expect(aml.ok).toBe(true)
      const query = vehicleQuerySchema.safeParse({
        RegistrationKind: 'belge',
        LicensePlateNumber: typed.replace('ı', 'i'),
        LicensePermitSerial: 'ab',
        LicensePermitNumber: '123456',
      })
      expect(query.success).toBe(true)
      const found = await vehicle.queryVehicle(
        toVehicleQuery(query.data!, owner.NationalNumber),
        visitor,
      )
      expect(found.ok || (found.kind === 'http' && found.status === 404)).toBe(true)
      if (!found.ok) continue
      const header = await offers.createQuoteHeader(
        { QueryType: 'trafik', ...owner, LicensePlateNumber: found.body.Data!.LicensePlateNumber },
        visitor,
      )
      if (!header.ok && header.kind === 'http' && header.status === 409) continue // renewal window
      expect(header.ok).toBe(true)
      return
    }
    throw new Error('no plate of the form 34 IKI NN could be quoted')
  })

  it('a new vehicle without a plate (status 2, province + YK) is chosen from the lists and gets offers', async () => {
    const accepted = entry({ LicensePlateNumber: '6', PlateStatus: '2' })
    expect(accepted.success && accepted.data.LicensePlateNumber).toBe('06YK')
    const plate = accepted.data!.LicensePlateNumber!
    const aml = await auth.checkAml(
      {
        Querytype: 'trafik',
        NationalNumber: owner.NationalNumber,
        Phone: owner.Phone,
        LicensePlateNumber: plate,
      },
      visitor,
    )
    expect(aml.ok).toBe(true)
    const brands = await vehicle.getVehicleBrandsWithModels('trafik', visitor)
    const lists = await vehicle.getVehicleTypes('trafik', visitor)
    const model = brands.ok ? brands.body.Results![0]!.Models[0]! : null
    expect(model && lists.ok).toBeTruthy()
    const usingType = lists.ok ? lists.body.Data!.UsingTypes[0]!.Id : ''
    const chosen = await vehicle.updateVehicle(
      {
        NationalNumber: owner.NationalNumber,
        LicensePlateNumber: plate,
        BrandCodeFull: model!.BrandCodeFull,
        ModelYear: model!.ModelYears.at(-1)!.ModelYear,
        UsingType: usingType,
        FuelType: model!.FuelTypes[0]!,
      },
      visitor,
    )
    expect(chosen.ok && chosen.body.Data).toMatchObject({
      LicensePlateNumber: '06YK',
      PolicyEndDate: null,
    })
    const header = await offers.createQuoteHeader(
      { QueryType: 'trafik', ...owner, LicensePlateNumber: plate },
      visitor,
    )
    if (!header.ok) throw new Error(header.message)
    const HeaderGuid = header.body.Data!.HeaderGuid
    const firms = await offers.getQuoteFirms(
      { QueryType: 'trafik', Gsm: owner.Phone, NationalNumber: owner.NationalNumber, HeaderGuid },
      visitor,
    )
    const firm = firms.ok ? firms.body.Results![0]! : null
    const answer = await offers.getFirmOffers(
      { HeaderGuid, InsuranceFirm: firm!.Id, QueryType: 'trafik' },
      visitor,
    )
    expect(answer.ok && answer.body.Results!.length).toBeGreaterThan(0)
  })

  it.each([
    ['34 QA 123', false],
    ['34 AW 123', false],
    ['34 AX 12', false],
    ['34 ÇA 123', false],
    ['34 AŞ 123', false],
    ['34 ABC 123', true],
    ['06 yk 123', true],
    ['81 ZZ 999', true],
  ])('%s: the storefront and the backend agree (%s)', async (typed, valid) => {
    expect(isValidPlate(typed)).toBe(valid)
    const answer = await raw('/common/arac/Vehicle/query-info', {
      NationalNumber: owner.NationalNumber,
      LicensePlateNumber: typed,
      LicensePermitNumber: 'AB123456',
    })
    expect(answer.body.Messages).toEqual(
      valid ? expect.not.arrayContaining(['Plaka geçersiz.']) : ['Plaka geçersiz.'],
    )
  })
})

describe('rules both sides keep', () => {
  it('the T.C. kimlik checksum: the AML check agrees with the storefront on every number', async () => {
    const numbers = ['10000000146', '10000000214', '12345678950', '98765432108']
    for (const valid of ['10000000146', '12345678950']) {
      for (let digit = 9; digit <= 10; digit++) {
        const broken =
          valid.slice(0, digit) + ((Number(valid[digit]) + 1) % 10) + valid.slice(digit + 1)
        numbers.push(broken)
      }
    }
    for (const number of numbers) {
      const aml = await auth.checkAml(
        {
          Querytype: 'tamamlayici',
          NationalNumber: number,
          Phone: owner.Phone,
          Birthdate: '01.01.1990',
        },
        visitor,
      )
      const refusedAsInvalid = !aml.ok && aml.statusCode === resultCodes.validasyon_hatasi
      expect({ number, valid: !refusedAsInvalid }).toEqual({ number, valid: isValidTckn(number) })
    }
  })

  it('the quote-flow result codes (spec §8) mean the same on both sides', async () => {
    const check = (over: Partial<AuthModule.AmlRequest>) =>
      auth.checkAml(
        {
          Querytype: 'tamamlayici',
          NationalNumber: owner.NationalNumber,
          Phone: owner.Phone,
          Birthdate: '01.01.1990',
          ...over,
        },
        visitor,
      )
    const statusOf = async (over: Partial<AuthModule.AmlRequest>) => {
      const result = await check(over)
      return result.ok ? resultCodes.islem_basarili : result.statusCode
    }
    expect(await statusOf({})).toBe(resultCodes.islem_basarili)
    expect(await statusOf({ NationalNumber: '10000000145' })).toBe(resultCodes.validasyon_hatasi)
    expect(await statusOf({ NationalNumber: '10000000214' })).toBe(resultCodes.black_list)
    expect(await statusOf({ Birthdate: undefined })).toBe(resultCodes.dogum_tarihi_gerekli)
    const missing = await vehicle.queryVehicle(
      {
        NationalNumber: owner.NationalNumber,
        LicensePlateNumber: '34YOK404',
        LicensePermitNumber: 'AB123456',
      },
      visitor,
    )
    expect(!missing.ok && missing.kind === 'http' && missing.body?.StatusCode).toBe(
      resultCodes.gonderilen_bilgiler_yanlis,
    )
  })
})
