import { randomBytes, randomUUID } from 'node:crypto'
import type { Context } from 'hono'
import { Hono } from 'hono'
import type { AgencyDb } from '../db/database.ts'
import { fail, ok, readBody, type Body, type Caller } from '../http.ts'
import { decryptPassphrase } from '../members/passphrase-aes.ts'
import {
  hashPassword,
  newToken,
  sameDigest,
  sha256,
  sixDigitCode,
  temporaryPassword,
  verifyAgainstDecoy,
  verifyPassword,
} from '../members/passwords.ts'
import { agencyName } from '../print/branding.ts'
import { rateLimiter } from '../members/rate-limit.ts'
import { isTckn } from '../rules/identity.ts'

type Env = { Variables: { caller: Caller } }
type Member = NonNullable<Awaited<ReturnType<typeof findMemberByPhone>>>

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
  maxFailedAttempts: 5,
  lockMs: 15 * 60_000,
  mfaCodeMs: 3 * 60_000,
  mfaCodeAttempts: 5,
  /** How long the access token of a 2008 answer may be used to change the expired password. */
  passwordChangeTokenMs: 10 * 60_000,
}

const texts = {
  wrongCredentials: 'Kullanıcı adı veya şifre hatalı.',
  keyInvalid: 'Giriş anahtarının süresi doldu. Lütfen tekrar deneyin.',
  tooManyAttempts: 'Çok fazla giriş denemesi yapıldı. Lütfen birkaç dakika sonra tekrar deneyin.',
  phoneUnverified:
    'Telefon numaranız henüz doğrulanmadı. Giriş yapabilmek için telefonunuzu SMS ile doğrulayın.',
  mfaRequired: 'Telefonunuza gönderilen tek kullanımlık kodu giriniz.',
  mfaWrong: 'SMS kodu hatalı veya süresi dolmuş. Lütfen tekrar deneyin.',
  passwordExpired: 'Şifrenizin süresi doldu. Lütfen yeni bir şifre belirleyin.',
  locked:
    'Çok sayıda hatalı giriş nedeniyle hesabınız geçici olarak kilitlendi. Şifrenizi sıfırlayarak devam edebilirsiniz.',
  passwordLength: 'Şifreniz 4 ile 75 karakter arasında olmalıdır.',
  passwordsDiffer: 'Şifreler birbiriyle aynı olmalıdır.',
  passwordSame: 'Yeni şifreniz eski şifrenizden farklı olmalıdır.',
  wrongOldPassword: 'Mevcut şifreniz hatalı.',
  passwordChanged: 'Şifreniz başarıyla değiştirildi.',
}

const now = () => new Date()
const iso = (date: Date) => date.toISOString()
const clientIp = (c: Context) =>
  c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || 'bilinmiyor'

function findMemberByPhone(db: AgencyDb, phone: string) {
  return db.selectFrom('members').selectAll().where('phone', '=', phone).executeTakeFirst()
}

/** Spends a pre-login key (single use, two minutes) and decrypts the password with it. */
async function openPassword(db: AgencyDb, guid: string | undefined, encrypted: string | undefined) {
  if (!guid || !encrypted) return null
  const spent = await db
    .updateTable('prelogin_keys')
    .set({ used: 1 })
    .where('guid', '=', guid)
    .where('used', '=', 0)
    .where('expires_at', '>', iso(now()))
    .returning('key')
    .executeTakeFirst()
  return spent ? decryptPassphrase(encrypted, spent.key) : null
}

export async function sendSms(db: AgencyDb, phone: string, body: string) {
  await db
    .insertInto('outbox')
    .values({ channel: 'sms', recipient: phone, body, created_at: iso(now()) })
    .execute()
}

export async function issueToken(db: AgencyDb, memberId: number) {
  const token = newToken()
  const source = `web-${randomBytes(9).toString('base64url')}`
  await db
    .insertInto('member_tokens')
    .values({
      token_hash: sha256(token),
      member_id: memberId,
      source,
      expires_at: iso(new Date(Date.now() + memberRules.tokenMs)),
      created_at: iso(now()),
    })
    .execute()
  return { token, source }
}

/** The member behind a token, if the token is live and travels with the source it was issued with. */
export async function resolveMemberToken(
  db: AgencyDb,
  token: string,
  source: string,
): Promise<Caller | null> {
  const row = await db
    .selectFrom('member_tokens')
    .select(['member_id', 'source'])
    .where('token_hash', '=', sha256(token))
    .where('expires_at', '>', iso(now()))
    .executeTakeFirst()
  if (!row || !sameDigest(sha256(row.source), sha256(source))) return null
  return { kind: 'member', memberId: row.member_id, source: row.source }
}

/** A password-change-only token for a member whose password expired (answer 2008). */
async function issuePasswordChangeToken(db: AgencyDb, member: Member) {
  const token = newToken()
  await db
    .updateTable('members')
    .set({
      password_change_token_hash: sha256(token),
      password_change_token_expires_at: iso(
        new Date(Date.now() + memberRules.passwordChangeTokenMs),
      ),
    })
    .where('id', '=', member.id)
    .execute()
  return token
}

function holdsPasswordChangeToken(member: Member, token: string | undefined) {
  return Boolean(
    token &&
    member.password_change_token_hash &&
    member.password_change_token_expires_at &&
    member.password_change_token_expires_at > iso(now()) &&
    sameDigest(sha256(token), member.password_change_token_hash),
  )
}

/** A DD.MM.YYYY date (spec §5), a real one in the past, as YYYY-MM-DD; null otherwise. */
function pastDate(value: string | undefined): string | null {
  const parts = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value?.trim() ?? '')
  if (!parts) return null
  const isoDate = `${parts[3]}-${parts[2]}-${parts[1]}`
  const date = new Date(`${isoDate}T00:00:00Z`)
  const real = !Number.isNaN(date.getTime()) && date.toISOString().startsWith(isoDate)
  return real && date < now() && isoDate > '1900-01-01' ? isoDate : null
}

function passwordIsExpired(member: Member) {
  const age = Date.now() - new Date(member.password_changed_at).getTime()
  return age > memberRules.passwordMaxAgeDays * 24 * 60 * 60_000
}

async function recordFailure(db: AgencyDb, member: Member) {
  const failures = member.failed_attempts + 1
  const lock = failures >= memberRules.maxFailedAttempts
  await db
    .updateTable('members')
    .set({
      failed_attempts: lock ? 0 : failures,
      locked_until: lock ? iso(new Date(Date.now() + memberRules.lockMs)) : member.locked_until,
    })
    .where('id', '=', member.id)
    .execute()
  return lock
}

async function isTrustedDevice(db: AgencyDb, memberId: number, deviceId: string | undefined) {
  const devices = await db
    .selectFrom('member_devices')
    .select('device_id')
    .where('member_id', '=', memberId)
    .execute()
  // A member with no devices yet is on their first device; after that, an unknown one is new.
  if (devices.length === 0) return true
  return Boolean(deviceId && devices.some((d) => d.device_id === deviceId))
}

async function trustDevice(db: AgencyDb, memberId: number, deviceId: string | undefined) {
  if (!deviceId || deviceId.length > 100) return
  await db
    .insertInto('member_devices')
    .values({ member_id: memberId, device_id: deviceId, created_at: iso(now()) })
    .onConflict((oc) => oc.columns(['member_id', 'device_id']).doNothing())
    .execute()
}

async function sendMfaCode(db: AgencyDb, member: Member) {
  const code = sixDigitCode()
  await db
    .updateTable('members')
    .set({
      mfa_code_hash: sha256(`${member.uid}:${code}`),
      mfa_code_expires_at: iso(new Date(Date.now() + memberRules.mfaCodeMs)),
      mfa_code_attempts: 0,
    })
    .where('id', '=', member.id)
    .execute()
  await sendSms(
    db,
    member.phone,
    `${agencyName()} giriş kodunuz: ${code}. Kodu kimseyle paylaşmayın.`,
  )
}

async function checkMfaCode(db: AgencyDb, member: Member, code: string | undefined) {
  const live =
    member.mfa_code_hash &&
    member.mfa_code_expires_at &&
    member.mfa_code_expires_at > iso(now()) &&
    member.mfa_code_attempts < memberRules.mfaCodeAttempts
  const matches = Boolean(
    live && code && sameDigest(sha256(`${member.uid}:${code.trim()}`), member.mfa_code_hash!),
  )
  await db
    .updateTable('members')
    .set(
      matches
        ? { mfa_code_hash: null, mfa_code_expires_at: null, mfa_code_attempts: 0 }
        : { mfa_code_attempts: member.mfa_code_attempts + 1 },
    )
    .where('id', '=', member.id)
    .execute()
  return matches
}

export function passwordErrors(body: Body) {
  const next = body.NewPassword ?? ''
  const repeat = body.RetryPassword ?? ''
  const errors: { NewPassword: string[]; RetryPassword: string[] } = {
    NewPassword: [],
    RetryPassword: [],
  }
  if (next.length < 4 || next.length > 75) errors.NewPassword.push(texts.passwordLength)
  if (repeat.length < 4 || repeat.length > 75) errors.RetryPassword.push(texts.passwordLength)
  if (next !== repeat) errors.RetryPassword.push(texts.passwordsDiffer)
  return errors.NewPassword.length || errors.RetryPassword.length ? errors : null
}

function profileOf(member: Member) {
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

export interface MembersOptions {
  /** Per phone and per IP, counted on every login attempt. */
  loginLimits?: { perPhone: number; perIp: number; windowMs: number }
}

/** The provider's auth service for members: keys, login by status, tokens and passwords. */
export function membersService(db: AgencyDb, options: MembersOptions = {}) {
  const limits = options.loginLimits ?? { perPhone: 20, perIp: 200, windowMs: 10 * 60_000 }
  const perPhone = rateLimiter({ limit: limits.perPhone, windowMs: limits.windowMs })
  const perIp = rateLimiter({ limit: limits.perIp, windowMs: limits.windowMs })

  const loginReply = (c: Context, status: number, message: string, data?: unknown) =>
    c.json({
      Success: status === LoginStatus.success,
      StatusCode: status,
      Messages: [message],
      Data: data ?? null,
    })

  const service = new Hono<Env>()
    .post('/prelogin-key', async (c) => {
      const guid = randomUUID()
      const key = randomBytes(24).toString('base64url')
      await db
        .deleteFrom('prelogin_keys')
        .where('expires_at', '<', iso(new Date(Date.now() - 60 * 60_000)))
        .execute()
      await db
        .insertInto('prelogin_keys')
        .values({ guid, key, expires_at: iso(new Date(Date.now() + memberRules.preloginKeyMs)) })
        .execute()
      return ok(c, { Data: { Guid: guid, Key: key } })
    })
    .post('/login', async (c) => {
      const body = await readBody(c)
      const phone = (body.Username ?? '').replace(/\D/g, '')
      const withMfa = body.MfaControl === 'true' || body.MfaControl === '1'
      // Spec §3 MFA login response: Success, SessionToken, Source, Name, Surname, Message; no
      // StatusCode, so a failed code, a lock or an expired key all read as Success false.
      const reply = withMfa
        ? (_status: number, message: string) => c.json({ Success: false, Message: message })
        : (status: number, message: string, data?: unknown) => loginReply(c, status, message, data)

      if (!perIp.take(`ip:${clientIp(c)}`) || !perPhone.take(`phone:${phone}`)) {
        return reply(LoginStatus.tooManyAttempts, texts.tooManyAttempts)
      }
      const password = await openPassword(db, body.Guid, body.Password)
      if (password === null) return reply(LoginStatus.keyInvalid, texts.keyInvalid)

      const member = /^5\d{9}$/.test(phone) ? await findMemberByPhone(db, phone) : undefined
      if (!member) {
        await verifyAgainstDecoy(password)
        return reply(LoginStatus.wrongCredentials, texts.wrongCredentials)
      }
      if (member.locked_until && member.locked_until > iso(now())) {
        return reply(LoginStatus.locked, texts.locked)
      }
      if (!(await verifyPassword(password, member.password_hash))) {
        const locked = await recordFailure(db, member)
        return locked
          ? reply(LoginStatus.locked, texts.locked)
          : reply(LoginStatus.wrongCredentials, texts.wrongCredentials)
      }
      await db
        .updateTable('members')
        .set({ failed_attempts: 0, locked_until: null })
        .where('id', '=', member.id)
        .execute()

      if (member.phone_verified !== 1) {
        return reply(LoginStatus.phoneUnverified, texts.phoneUnverified, { Phone: member.phone })
      }
      if (passwordIsExpired(member)) {
        const token = await issuePasswordChangeToken(db, member)
        return reply(LoginStatus.passwordExpired, texts.passwordExpired, {
          UId: member.uid,
          Token: token,
        })
      }
      const needsMfa =
        member.mfa_enabled === 1 || !(await isTrustedDevice(db, member.id, body.DeviceId))
      if (needsMfa && !withMfa) {
        await sendMfaCode(db, member)
        return reply(LoginStatus.mfaRequired, texts.mfaRequired)
      }
      if (needsMfa && !(await checkMfaCode(db, member, body.MfaCode))) {
        return reply(LoginStatus.mfaRequired, texts.mfaWrong)
      }
      await trustDevice(db, member.id, body.DeviceId)
      const { token, source } = await issueToken(db, member.id)
      const welcome = `Hoş geldiniz, ${member.name} ${member.surname}.`
      if (withMfa) {
        // The spec's six fields; UsedOneTimePassword and UId are this back office's additions,
        // which the storefront reads when present (docs/backend-contract.md).
        return c.json({
          Success: true,
          SessionToken: token,
          Source: source,
          Name: member.name,
          Surname: member.surname,
          Message: welcome,
          UsedOneTimePassword: member.must_change_password === 1,
          UId: member.uid,
        })
      }
      return loginReply(c, LoginStatus.success, welcome, {
        Token: token,
        Source: source,
        Name: member.name,
        Surname: member.surname,
        UsedOneTimePassword: member.must_change_password === 1,
        UId: member.uid,
      })
    })
    .post('/get-user-claims', async (c) => memberClaims(c))
    .post('/get-security-token', async (c) => memberClaims(c))
    .post('/logout', async (c) => {
      const caller = c.get('caller')
      const token = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1]
      if (caller.kind === 'member' && token) {
        await db.deleteFrom('member_tokens').where('token_hash', '=', sha256(token)).execute()
      }
      return ok(c)
    })
    .post('/register', async (c) => {
      const body = await readBody(c)
      const invalid = (message: string) => fail(c, 400, message)
      const phone = (body.Phone ?? '').replace(/\D/g, '')
      if (!/^5\d{9}$/.test(phone))
        return invalid('Lütfen geçerli bir cep telefonu numarası giriniz.')
      if (!isTckn(body.NationalNumber ?? ''))
        return invalid('Lütfen geçerli bir TC kimlik numarası giriniz.')
      const name = body.Name?.trim() ?? ''
      const surname = body.Surname?.trim() ?? ''
      if (!name || !surname || name.length > 60 || surname.length > 60)
        return invalid('Ad ve soyad zorunludur.')
      const email = body.Email?.trim() ?? ''
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254)
        return invalid('Lütfen email adresinizi doğru doldurun.')
      if (body.PrivacyAgreement !== 'true' || body.OpenDataAgreement !== 'true')
        return invalid('Üyelik için gizlilik politikası ve aydınlatma metni onayı gereklidir.')
      const cityCode = Number(body.CityCode)
      const countyCode = Number(body.CountyCode)
      const county = await db
        .selectFrom('districts')
        .select('id')
        .where('id', '=', countyCode)
        .where('city_code', '=', cityCode)
        .executeTakeFirst()
      if (!county) return invalid('Lütfen il ve ilçe seçiniz.')
      const birthdate = pastDate(body.Birthdate)
      if (!birthdate) return invalid('Doğum tarihi geçersiz.')
      if (!['E', 'K'].includes(body.Gender ?? '')) return invalid('Lütfen cinsiyet seçiniz.')
      const password = await openPassword(db, body.Guid, body.Password)
      if (password === null) return invalid(texts.keyInvalid)
      if (password.length < 4 || password.length > 75) return invalid(texts.passwordLength)
      if (await findMemberByPhone(db, phone)) {
        return fail(c, 409, 'Bu telefon numarası ile kayıtlı bir üyelik bulunuyor.')
      }
      const uid = randomUUID()
      await db
        .insertInto('members')
        .values({
          uid,
          phone,
          national_number: body.NationalNumber!,
          name,
          surname,
          email,
          birthdate,
          gender: body.Gender!,
          city_code: cityCode,
          county_code: countyCode,
          password_hash: await hashPassword(password),
          password_changed_at: iso(now()),
          advertisement_agreement: body.AdvertisementAgreement === 'true' ? 1 : 0,
          created_at: iso(now()),
        })
        .execute()
      return ok(c, { Data: { UId: uid }, Messages: ['Üyeliğiniz oluşturuldu.'] })
    })
    .post('/forgot-password', async (c) => {
      const body = await readBody(c)
      const phone = (body.Gsm ?? '').replace(/\D/g, '')
      if (!perPhone.take(`forgot:${phone}`) || !perIp.take(`ip:${clientIp(c)}`)) {
        return fail(c, 429, texts.tooManyAttempts)
      }
      const sent = 'Bilgileriniz doğruysa geçici şifreniz cep telefonunuza SMS ile gönderildi.'
      const member = /^5\d{9}$/.test(phone) ? await findMemberByPhone(db, phone) : undefined
      // The same answer either way, so the form cannot be used to find out who is a member.
      if (
        !member ||
        !sameDigest(sha256(member.national_number), sha256(body.NationalNumber ?? ''))
      ) {
        return ok(c, { Messages: [sent] })
      }
      const temporary = temporaryPassword()
      await db
        .updateTable('members')
        .set({
          password_hash: await hashPassword(temporary),
          password_changed_at: iso(now()),
          must_change_password: 1,
          failed_attempts: 0,
          locked_until: null,
        })
        .where('id', '=', member.id)
        .execute()
      await sendSms(
        db,
        member.phone,
        `${agencyName()} geçici şifreniz: ${temporary}. Giriş yaptıktan sonra şifrenizi değiştirin.`,
      )
      return ok(c, { Messages: [sent] })
    })
    .post('/change-password', async (c) => {
      const body = await readBody(c)
      const caller = c.get('caller')
      // Spec §3 Change password: OldPassword, AccessToken, NewPassword, RetryPassword, UId. A
      // member's token must belong to the UId; an expired password brings the access token of
      // its 2008 answer instead, with the public credential.
      const named = body.UId
        ? await db.selectFrom('members').selectAll().where('uid', '=', body.UId).executeTakeFirst()
        : undefined
      const member =
        caller.kind === 'member'
          ? named?.id === caller.memberId
            ? named
            : undefined
          : named && holdsPasswordChangeToken(named, body.AccessToken)
            ? named
            : undefined
      const answer = (status: number, message: string, data?: unknown) =>
        c.json({
          Success: status === PasswordChangeStatus.success,
          StatusCode: status,
          Messages: [message],
          Data: data ?? null,
        })
      if (!member) return answer(PasswordChangeStatus.wrongOldPassword, texts.wrongOldPassword)
      if (!perPhone.take(`change:${member.phone}`)) {
        return answer(PasswordChangeStatus.wrongOldPassword, texts.tooManyAttempts)
      }
      if (!(await verifyPassword(body.OldPassword ?? '', member.password_hash))) {
        return answer(PasswordChangeStatus.wrongOldPassword, texts.wrongOldPassword)
      }
      const errors = passwordErrors(body)
      if (errors) {
        return answer(PasswordChangeStatus.invalid, 'Şifre bilgileri geçersiz.', { errors })
      }
      if (body.NewPassword === body.OldPassword) {
        return answer(PasswordChangeStatus.invalid, texts.passwordSame, {
          errors: { NewPassword: [texts.passwordSame], RetryPassword: [] },
        })
      }
      await db
        .updateTable('members')
        .set({
          password_hash: await hashPassword(body.NewPassword!),
          password_changed_at: iso(now()),
          must_change_password: 0,
          password_change_token_hash: null,
          password_change_token_expires_at: null,
        })
        .where('id', '=', member.id)
        .execute()
      return answer(PasswordChangeStatus.success, texts.passwordChanged)
    })

  return service

  async function memberClaims(c: Context<Env>) {
    const caller = c.get('caller')
    if (caller.kind !== 'member')
      return fail(c, 401, 'Oturumunuzun süresi doldu. Lütfen yeniden giriş yapın.')
    const member = await db
      .selectFrom('members')
      .selectAll()
      .where('id', '=', caller.memberId)
      .executeTakeFirst()
    if (!member) return fail(c, 401, 'Oturumunuzun süresi doldu. Lütfen yeniden giriş yapın.')
    return ok(c, { Data: { ...profileOf(member), Source: caller.source } })
  }
}

export type { Member }
