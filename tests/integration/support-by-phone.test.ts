import { describe, expect, it } from 'vitest'
import { agencyForFile, latestOutboxMessage } from '../support/agency.ts'
import { loginRequest } from '../support/member-login.ts'
import { codeSentTo, verifySupportPhone } from '../support/support-phone.ts'

// Spec §4 create-support mode: a visitor verifies their phone by SMS and opens a support request
// without an account; the request is kept with the phone and is theirs once they sign up with it.
// The support code and the sign-up's code go to one phone within a minute here.
process.env.SMS_PHONE_INTERVAL_SECONDS = '0'
const agency = await agencyForFile()
delete process.env.SMS_PHONE_INTERVAL_SECONDS
const auth = await import('~/upstream/auth.server.ts')
const members = await import('~/upstream/members.server.ts')
const support = await import('~/upstream/support.server.ts')
const aes = await import('~/utils/passphrase-aes.server.ts')
const visitor = { member: null }
const phone = '5320001616'
const pdf = `data:application/pdf;base64,${Buffer.from('%PDF-1.4 dekont').toString('base64')}`

const code = (to: string) => codeSentTo(agency, to)

const request = {
  RequestType: 3,
  Subject: 'Taksit sorusu',
  Message: 'Kartımdan iki kez çekim yapıldı.',
  attachment: { FileName: 'dekont.pdf', FileContent: pdf },
}

async function signUpAndLogIn(to: string, nationalNumber: string) {
  const county = await agency.db
    .selectFrom('districts')
    .select('id')
    .where('city_code', '=', 66)
    .executeTakeFirstOrThrow()
  const key = await members.getPreloginKey(visitor)
  if (!key.ok) throw new Error(key.message)
  const { Guid, Key } = key.body.Data!
  const registered = await members.register(
    {
      CityCode: 66,
      CountyCode: county.id,
      Email: 'destek@ornek.com.tr',
      NationalNumber: nationalNumber,
      Name: 'Destek',
      Surname: 'Deneme',
      Password: aes.encryptWithPassphrase('Gizli123', Key),
      Phone: to,
      Birthdate: '1990-01-01',
      Gender: 'K',
      AdvertisementAgreement: false,
      PrivacyAgreement: true,
      OpenDataAgreement: true,
      Guid,
    },
    visitor,
  )
  if (!registered.ok) throw new Error(registered.message)
  // A new member verifies the phone before the first login.
  await auth.sendTemporaryCode({ QueryType: 'uye', Phone: to }, visitor)
  await auth.confirmTemporaryCode(
    { QueryType: 'uye', Gsm: to, SmsActivationCode: await code(to) },
    visitor,
  )
  const body = await members.login(await loginRequest(to, 'Gizli123', 'destek-cihaz-0001'), visitor)
  if (!body.ok || body.body.StatusCode !== 2000) throw new Error('giriş olmadı')
  return { member: { accessToken: body.body.Data!.Token!, source: body.body.Data!.Source! } }
}

describe('support requests without an account', () => {
  it('are refused until the phone is verified by a support code', async () => {
    const unverified = await support.addRequest({ ...request, Phone: phone }, visitor)
    expect(unverified).toMatchObject({
      ok: false,
      message: 'Destek talebi için önce telefonunuzu SMS ile doğrulayın.',
    })
    const nobody = await support.addRequest(request, visitor)
    expect(nobody).toMatchObject({ ok: false, message: 'Bu işlem için giriş yapmalısınız.' })
  })

  it('asks no national number, but the agreements, for a support code', async () => {
    const withoutConsent = await auth.sendTemporaryCode(
      {
        QueryType: 'destek',
        Phone: '5320001617',
        PrivacyPolicy: false,
        OpenDataAgreement: true,
        AdvertisementAgreement: false,
      },
      visitor,
    )
    expect(withoutConsent.ok).toBe(false)
    expect(await latestOutboxMessage(agency, '5320001617')).toBe('')
  })

  it('are opened after the code, kept with the phone, and the member’s after signing up with it', async () => {
    await verifySupportPhone(agency, phone)
    const added = await support.addRequest({ ...request, Phone: phone }, visitor)
    if (!added.ok) throw new Error(added.message)
    const id = added.body.Data!.Id
    expect(added.body.Messages?.[0]).toBe(`Destek talebiniz alındı. Talep numaranız: ${id}.`)
    const stored = await agency.db
      .selectFrom('support_requests')
      .select(['member_id', 'phone'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(stored).toEqual({ member_id: null, phone })

    // Another member does not see it; the one who signs up with the phone does.
    const other = await signUpAndLogIn('5320001618', '10000016154')
    expect((await support.listRequests(other)).ok && true).toBe(true)
    expect((await support.viewRequest(id, other)).ok).toBe(false)
    const owner = await signUpAndLogIn(phone, '10000016222')
    const list = await support.listRequests(owner)
    expect(list.ok && list.body.Results?.map((r) => [r.Id, r.Subject, r.TypeText])).toEqual([
      [id, 'Taksit sorusu', 'Ödeme ve Taksit'],
    ])
    const view = await support.viewRequest(id, owner)
    expect(view.ok && view.body.Data?.Thread.map((m) => [m.Body, m.FileName])).toEqual([
      ['Kartımdan iki kez çekim yapıldı.', 'dekont.pdf'],
    ])
  })
})
