import { describe, expect, it } from 'vitest'
import { attachmentProblem } from './attachment.ts'
import {
  changePasswordSchema,
  expiredPasswordSchema,
  loginSchema,
  registerSchema,
} from './schemas.ts'

const validRegistration = {
  Name: 'Ayşe',
  Surname: 'Yılmaz',
  Phone: '(555)000-0099',
  NationalNumber: '10000000146',
  Email: 'ayse@ornek.com.tr',
  Birthdate: '17.05.1990',
  Gender: 'K',
  CityCode: '66',
  CountyCode: '900',
  Password: 'Gizli123',
  PasswordRepeat: 'Gizli123',
  PrivacyAgreement: 'on',
  OpenDataAgreement: 'on',
}

describe('members form schemas', () => {
  it('cleans the masked phone for login and requires the password', () => {
    expect(loginSchema.parse({ Username: '(555)000-0001', Password: 'Demo1234' }).Username).toBe(
      '5550000001',
    )
    const missing = loginSchema.safeParse({ Username: '(555)000-00', Password: '' })
    // conform shows the first message of each field
    expect(missing.error?.issues.map((i) => i.message).slice(0, 2)).toEqual([
      'Lütfen doldurun',
      'Lütfen Doldurun',
    ])
  })

  it('requires the repeat to equal the new password, 4 to 75 characters', () => {
    expect(
      expiredPasswordSchema.safeParse({ newpass: 'abcd', newpassrepeat: 'abcd' }).success,
    ).toBe(true)
    const differ = expiredPasswordSchema.safeParse({ newpass: 'abcd', newpassrepeat: 'abce' })
    expect(differ.error?.issues[0]?.path).toEqual(['newpassrepeat'])
    const short = changePasswordSchema.safeParse({
      OldPassword: 'x',
      NewPassword: 'abc',
      RetryPassword: 'abc',
    })
    expect(short.error?.issues.map((i) => i.path[0])).toEqual([
      'OldPassword',
      'NewPassword',
      'RetryPassword',
    ])
    expect(
      changePasswordSchema.safeParse({
        OldPassword: 'eski',
        NewPassword: 'a'.repeat(76),
        RetryPassword: 'a'.repeat(76),
      }).success,
    ).toBe(false)
  })

  it('accepts a complete registration and turns DD.MM.YYYY into an ISO date', () => {
    const parsed = registerSchema.parse(validRegistration)
    expect(parsed.Birthdate).toBe('1990-05-17')
    expect(parsed.Phone).toBe('5550000099')
    expect(parsed.AdvertisementAgreement).toBe(false)
  })

  it('rejects a wrong TCKN, a future birth date and missing consents', () => {
    const result = registerSchema.safeParse({
      ...validRegistration,
      NationalNumber: '10000000147',
      Birthdate: '01.01.2999',
      PrivacyAgreement: undefined,
    })
    expect(result.error?.issues.map((i) => i.path[0])).toEqual([
      'NationalNumber',
      'Birthdate',
      'PrivacyAgreement',
    ])
  })

  it('allows only PDF, JPG and PNG up to 2 MB', () => {
    expect(
      attachmentProblem({ name: 'dekont.pdf', type: 'application/pdf', size: 1000 }),
    ).toBeNull()
    expect(attachmentProblem({ name: 'foto.PNG', type: '', size: 1000 })).toBeNull()
    expect(
      attachmentProblem({ name: 'virus.exe', type: 'application/x-msdownload', size: 10 }),
    ).toMatch(/PDF/)
    expect(
      attachmentProblem({ name: 'buyuk.jpg', type: 'image/jpeg', size: 3 * 1024 * 1024 }),
    ).toMatch(/2 MB/)
  })
})
