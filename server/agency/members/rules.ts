import type { Selectable } from 'kysely'
import type { AgencyDatabase } from '../db/schema.ts'
import { isTckn } from '../rules/identity.ts'
import { isPersonName, personNameMessage, readPersonName } from '../rules/person-name.ts'
import { sameDigest, sha256 } from './passwords.ts'

// The member rules of the provider's auth service, free of HTTP and of the database: status
// codes, limits, messages and the checks on what a request carries.

export type Member = Selectable<AgencyDatabase['members']>

/** Login results by StatusCode, as the provider numbers them (spec §4). */
export const LoginStatus = {
  success: 2000,
  phoneUnverified: 2001,
  wrongCredentials: 2002,
  keyInvalid: 2003,
  mfaRequired: 2004,
  tooManyAttempts: 2005,
  passwordExpired: 2008,
  locked: 2009,
} as const

/** Password-change results (spec §8). */
export const PasswordChangeStatus = {
  success: 4000,
  wrongOldPassword: 4001,
  invalid: 4002,
} as const

export const memberRules = {
  preloginKeyMs: 2 * 60_000,
  tokenMs: 8 * 60 * 60_000,
  passwordMaxAgeDays: 180,
  /** Wrong passwords per phone and IP (or per member changing it) before a lock of lockMs. */
  maxFailedAttempts: 5,
  lockMs: 15 * 60_000,
  /** Forgot-password requests per phone an hour: each one replaces the password by SMS. */
  temporaryPasswordsPerHour: 5,
  mfaCodeMs: 3 * 60_000,
  mfaCodeAttempts: 5,
  /** How long a sign-up waits for its phone's code before it is forgotten. */
  unverifiedSignUpMs: 24 * 60 * 60_000,
  /** How long the access token of a 2008 answer may be used to change the expired password. */
  passwordChangeTokenMs: 10 * 60_000,
}

export const memberTexts = {
  wrongCredentials: 'Kullanıcı adı veya şifre hatalı.',
  keyInvalid: 'Giriş anahtarının süresi doldu. Lütfen tekrar deneyin.',
  tooManyAttempts: 'Çok fazla giriş denemesi yapıldı. Lütfen birkaç dakika sonra tekrar deneyin.',
  phoneUnverified:
    'Telefon numaranız henüz doğrulanmadı. Giriş yapabilmek için telefonunuzu SMS ile doğrulayın.',
  mfaRequired: 'Telefonunuza gönderilen tek kullanımlık kodu giriniz.',
  mfaWrong: 'SMS kodu hatalı veya süresi dolmuş. Lütfen tekrar deneyin.',
  mfaNotDelivered: 'Giriş kodu gönderilemedi. Lütfen biraz sonra tekrar deneyin.',
  passwordExpired: 'Şifrenizin süresi doldu. Lütfen yeni bir şifre belirleyin.',
  locked:
    'Çok sayıda hatalı giriş nedeniyle hesabınız geçici olarak kilitlendi. Şifrenizi sıfırlayarak devam edebilirsiniz.',
  passwordLength: 'Şifreniz 4 ile 75 karakter arasında olmalıdır.',
  passwordsDiffer: 'Şifreler birbiriyle aynı olmalıdır.',
  passwordSame: 'Yeni şifreniz eski şifrenizden farklı olmalıdır.',
  wrongOldPassword: 'Mevcut şifreniz hatalı.',
  passwordChanged: 'Şifreniz başarıyla değiştirildi.',
  signUpPending: 'Üyeliğinizi tamamlamak için telefonunuza gönderilen kodu giriniz.',
  forgotSent: 'Bilgileriniz doğruysa geçici şifreniz cep telefonunuza SMS ile gönderildi.',
  sessionExpired: 'Oturumunuzun süresi doldu. Lütfen yeniden giriş yapın.',
  phoneInvalid: 'Lütfen geçerli bir cep telefonu numarası giriniz.',
  phoneSame: 'Bu numara zaten üyeliğinizde kayıtlı.',
  // Told only to whoever holds the phone: the code to it was right.
  phoneTaken:
    'Bu telefon numarasıyla açılmış başka bir üyelik var. Numaranızı değiştiremedik; o üyelikle giriş yapabilir ya da bize ulaşabilirsiniz.',
  phoneChanged: 'Cep telefonu numaranız değiştirildi. Bundan sonra yeni numaranızla giriş yapın.',
}

export const now = () => new Date()
export const iso = (date: Date) => date.toISOString()
export const inFuture = (ms: number) => iso(new Date(Date.now() + ms))

/** A mobile number as members log in with it: 10 digits starting with 5, nothing else. */
export const isMemberPhone = (phone: string) => /^5\d{9}$/.test(phone)

export function passwordIsExpired(member: Member) {
  const age = Date.now() - new Date(member.password_changed_at).getTime()
  return age > memberRules.passwordMaxAgeDays * 24 * 60 * 60_000
}

/** A lock on the account itself, set by the office (the demo's 2009 member), not by guesses. */
export const isLocked = (member: Member) =>
  Boolean(member.locked_until && member.locked_until > iso(now()))

/** The token of the member's 2008 answer, unexpired; it allows changing that password only. */
export function holdsPasswordChangeToken(member: Member, token: string | undefined) {
  return Boolean(
    token &&
    member.password_change_token_hash &&
    member.password_change_token_expires_at &&
    member.password_change_token_expires_at > iso(now()) &&
    sameDigest(sha256(token), member.password_change_token_hash),
  )
}

/** Spec §5 password rules for a new password and its repeat; null when both are fine. */
export function passwordErrors(body: Record<string, string | undefined>) {
  const next = body.NewPassword ?? ''
  const repeat = body.RetryPassword ?? ''
  const errors: { NewPassword: string[]; RetryPassword: string[] } = {
    NewPassword: [],
    RetryPassword: [],
  }
  if (next.length < 4 || next.length > 75) errors.NewPassword.push(memberTexts.passwordLength)
  if (repeat.length < 4 || repeat.length > 75) errors.RetryPassword.push(memberTexts.passwordLength)
  if (next !== repeat) errors.RetryPassword.push(memberTexts.passwordsDiffer)
  return errors.NewPassword.length || errors.RetryPassword.length ? errors : null
}

/** A DD.MM.YYYY date (spec §5), a real one in the past, as YYYY-MM-DD; null otherwise. */
export function pastDate(value: string | undefined): string | null {
  const parts = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value?.trim() ?? '')
  if (!parts) return null
  const isoDate = `${parts[3]}-${parts[2]}-${parts[1]}`
  const date = new Date(`${isoDate}T00:00:00Z`)
  const real = !Number.isNaN(date.getTime()) && date.toISOString().startsWith(isoDate)
  return real && date < now() && isoDate > '1900-01-01' ? isoDate : null
}

export interface Registration {
  phone: string
  nationalNumber: string
  name: string
  surname: string
  email: string
  birthdate: string
  gender: string
  cityCode: number
  countyCode: number
  advertisementAgreement: boolean
}

/**
 * The sign-up form's fields as the back office checks them itself (it stands in for the
 * provider, so it does not trust the storefront's validation): the values, or the message.
 */
export function readRegistration(
  body: Record<string, string | undefined>,
): { ok: true; value: Registration } | { ok: false; message: string } {
  const refuse = (message: string) => ({ ok: false as const, message })
  const phone = (body.Phone ?? '').replace(/\D/g, '')
  if (!isMemberPhone(phone)) return refuse('Lütfen geçerli bir cep telefonu numarası giriniz.')
  if (!isTckn(body.NationalNumber ?? ''))
    return refuse('Lütfen geçerli bir TC kimlik numarası giriniz.')
  const name = readPersonName(body.Name)
  const surname = readPersonName(body.Surname)
  if (!name || !surname) return refuse('Ad ve soyad zorunludur.')
  if (!isPersonName(name) || !isPersonName(surname)) return refuse(personNameMessage)
  const email = body.Email?.trim() ?? ''
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254)
    return refuse('Lütfen email adresinizi doğru doldurun.')
  if (body.PrivacyAgreement !== 'true' || body.OpenDataAgreement !== 'true')
    return refuse('Üyelik için gizlilik politikası ve aydınlatma metni onayı gereklidir.')
  const birthdate = pastDate(body.Birthdate)
  if (!birthdate) return refuse('Doğum tarihi geçersiz.')
  if (!['E', 'K'].includes(body.Gender ?? '')) return refuse('Lütfen cinsiyet seçiniz.')
  return {
    ok: true,
    value: {
      phone,
      nationalNumber: body.NationalNumber!,
      name,
      surname,
      email,
      birthdate,
      gender: body.Gender!,
      cityCode: Number(body.CityCode),
      countyCode: Number(body.CountyCode),
      advertisementAgreement: body.AdvertisementAgreement === 'true',
    },
  }
}

/** The member's profile in the provider's field names (token validation). */
export function profileOf(member: Member) {
  return {
    UId: member.uid,
    Name: member.name,
    Surname: member.surname,
    Email: member.email,
    Phone: member.phone,
    NationalNumber: member.national_number,
    Birthdate: member.birthdate,
    Gender: member.gender,
    CityCode: member.city_code,
    CountyCode: member.county_code,
    PhoneVerified: member.phone_verified === 1,
    MfaEnabled: member.mfa_enabled === 1,
    AdvertisementAgreement: member.advertisement_agreement === 1,
  }
}
