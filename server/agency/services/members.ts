import type { Redis } from 'ioredis'
import { randomUUID } from 'node:crypto'
import type { Context } from 'hono'
import { Hono } from 'hono'
import type { AgencyDb } from '../db/database.ts'
import { DeliveryFailed, type Messenger } from '../delivery/messenger.ts'
import { digits, fail, ok, readBody, visitorIp, type Caller } from '../http.ts'
import {
  hashPassword,
  sameDigest,
  sha256,
  temporaryPassword,
  verifyAgainstDecoy,
  verifyPassword,
} from '../members/passwords.ts'
import { memoryRateLimiter, redisRateLimiter } from '../members/rate-limit.ts'
import {
  holdsPasswordChangeToken,
  isLocked,
  isMemberPhone,
  LoginStatus,
  memberRules,
  memberTexts as texts,
  passwordErrors,
  PasswordChangeStatus,
  passwordIsExpired,
  profileOf,
  readRegistration,
} from '../members/rules.ts'
import {
  checkMfaCode,
  countyInCity,
  createPreloginKey,
  findMemberById,
  findMemberByPhone,
  findMemberByUid,
  forgetUnverifiedSignUps,
  insertMember,
  issuePasswordChangeToken,
  issueToken,
  isTrustedDevice,
  moveMemberToPhone,
  newMfaCode,
  openPassword,
  revokeOtherTokens,
  revokeToken,
  setPassword,
  trustDevice,
} from '../members/store.ts'

import { MEMBER_PHONE_CHANGE } from '../members/phone-change.ts'
import { claimRequestsByPhone } from '../support/store.ts'
import { spendCode } from '../verification/codes.ts'

export { resolveMemberToken } from '../members/store.ts'

type Env = { Variables: { caller: Caller } }

const bearerToken = (c: Context) => /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1]

export interface MembersOptions {
  /** Every SMS is signed with it (AGENCY_NAME). */
  agencyName: string
  /** Per phone and per IP, counted on every login attempt. */
  loginLimits?: { perPhone: number; perIp: number; windowMs: number }
  /** Where the limits count when several backend processes run (REDIS_URL); memory otherwise. */
  redis?: Redis | null
  /** Told when Redis did not answer and a limit counted in memory instead. */
  onLimitNotShared?: (limit: string, reason: string) => void
  /** Wrong guesses a phone-change code allows, as every SMS code does (SMS_CODE_MAX_ATTEMPTS). */
  codeAttempts: number
}

/**
 * Wrong passwords count per phone and IP together (docs/decisions/030): five lock that phone
 * from that IP for a quarter of an hour, whether or not the phone is a member's, while its owner
 * on another connection still logs in.
 */
const passwordGuessesKey = (phone: string, ip: string) => `${phone}|${ip}`

/**
 * The provider's auth service for members, as HTTP handlers: keys, login by status, tokens and
 * passwords. The rules are in members/rules.ts, the data in members/store.ts.
 */
export function membersService(db: AgencyDb, messenger: Messenger, options: MembersOptions) {
  const limits = options.loginLimits ?? { perPhone: 20, perIp: 200, windowMs: 10 * 60_000 }
  const limiter = (name: string, limit: number, windowMs = limits.windowMs) =>
    options.redis
      ? redisRateLimiter(options.redis, name, { limit, windowMs }, (reason) =>
          options.onLimitNotShared?.(name, reason),
        )
      : memoryRateLimiter({ limit, windowMs })
  const perPhone = limiter('login-limit:phone', limits.perPhone)
  const perIp = limiter('login-limit:ip', limits.perIp)
  const wrongPasswords = limiter(
    'login-limit:wrong-password',
    memberRules.maxFailedAttempts,
    memberRules.lockMs,
  )
  const temporaryPasswords = limiter(
    'forgot-limit:phone',
    memberRules.temporaryPasswordsPerHour,
    60 * 60_000,
  )

  /** Spec §3 Login response: StatusCode decides; Data depends on it. */
  const loginReply = (c: Context, status: number, message: string, data?: unknown) =>
    c.json({
      Success: status === LoginStatus.success,
      StatusCode: status,
      Messages: [message],
      Data: data ?? null,
    })

  return new Hono<Env>()
    .post('/prelogin-key', async (c) => {
      const guid = randomUUID()
      return ok(c, { Data: { Guid: guid, Key: await createPreloginKey(db, guid) } })
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

      const guesses = passwordGuessesKey(phone, visitorIp(c))
      if (!(await perIp.take(visitorIp(c)))) {
        return reply(LoginStatus.tooManyAttempts, texts.tooManyAttempts)
      }
      // Before the phone's own count, so a locked-out attacker cannot use up the owner's.
      if (await wrongPasswords.spent(guesses)) return reply(LoginStatus.locked, texts.locked)
      if (!(await perPhone.take(phone))) {
        return reply(LoginStatus.tooManyAttempts, texts.tooManyAttempts)
      }
      const password = await openPassword(db, body.Guid, body.Password)
      if (password === null) return reply(LoginStatus.keyInvalid, texts.keyInvalid)
      await forgetUnverifiedSignUps(db)

      const member = isMemberPhone(phone) ? await findMemberByPhone(db, phone) : undefined
      const right = member
        ? await verifyPassword(password, member.password_hash)
        : await verifyAgainstDecoy(password)
      if (!member || !right) {
        await wrongPasswords.take(guesses)
        return (await wrongPasswords.spent(guesses))
          ? reply(LoginStatus.locked, texts.locked)
          : reply(LoginStatus.wrongCredentials, texts.wrongCredentials)
      }
      await wrongPasswords.forget(guesses)
      // Only after the right password: a lock the office set says nothing to a stranger.
      if (isLocked(member)) return reply(LoginStatus.locked, texts.locked)

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
        try {
          const code = await newMfaCode(db, member)
          await messenger.sms({
            phone: member.phone,
            text: `${options.agencyName} giriş kodunuz: ${code}. Kodu kimseyle paylaşmayın.`,
          })
        } catch (error) {
          if (error instanceof DeliveryFailed) return fail(c, 500, texts.mfaNotDelivered)
          throw error
        }
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
      const token = bearerToken(c)
      if (caller.kind === 'member' && token) await revokeToken(db, token)
      return ok(c)
    })
    .post('/register', async (c) => {
      const body = await readBody(c)
      const registration = readRegistration(body)
      if (!registration.ok) return fail(c, 400, registration.message)
      const member = registration.value
      if (!(await countyInCity(db, member.cityCode, member.countyCode))) {
        return fail(c, 400, 'Lütfen il ve ilçe seçiniz.')
      }
      const password = await openPassword(db, body.Guid, body.Password)
      if (password === null) return fail(c, 400, texts.keyInvalid)
      if (password.length < 4 || password.length > 75) return fail(c, 400, texts.passwordLength)
      // The same answer whether or not the phone is a member's, so sign-up tells no one who is.
      // The membership waits for the phone's code (/gecici-kod, QueryType uye); until then a
      // newer sign-up with the same phone replaces it, so no one can hold a stranger's phone.
      const uid = randomUUID()
      const passwordHash = await hashPassword(password)
      await forgetUnverifiedSignUps(db)
      await db.transaction().execute(async (trx) => {
        const existing = await findMemberByPhone(trx, member.phone)
        if (existing?.phone_verified === 1) return
        if (existing) await trx.deleteFrom('members').where('id', '=', existing.id).execute()
        await insertMember(trx, uid, member, passwordHash)
      })
      return ok(c, { Data: { UId: uid }, Messages: [texts.signUpPending] })
    })
    .post('/forgot-password', async (c) => {
      const body = await readBody(c)
      const phone = (body.Gsm ?? '').replace(/\D/g, '')
      if (
        !(await perIp.take(`forgot:${visitorIp(c)}`)) ||
        !(await temporaryPasswords.take(phone))
      ) {
        return fail(c, 429, texts.tooManyAttempts)
      }
      const member = isMemberPhone(phone) ? await findMemberByPhone(db, phone) : undefined
      // The same answer either way, so the form cannot be used to find out who is a member.
      if (
        !member ||
        !sameDigest(sha256(member.national_number), sha256(body.NationalNumber ?? ''))
      ) {
        return ok(c, { Messages: [texts.forgotSent] })
      }
      const temporary = temporaryPassword()
      // Sent before it replaces the password, so a message the operator refused leaves the old
      // password working; the answer stays the same, so it cannot tell who is a member either.
      try {
        await messenger.sms({
          phone: member.phone,
          text: `${options.agencyName} geçici şifreniz: ${temporary}. Giriş yaptıktan sonra şifrenizi değiştirin.`,
        })
      } catch (error) {
        if (error instanceof DeliveryFailed) return ok(c, { Messages: [texts.forgotSent] })
        throw error
      }
      await setPassword(db, member, await hashPassword(temporary), 'temporary')
      // The owner locked out on this connection gets in with the temporary password at once.
      await wrongPasswords.forget(passwordGuessesKey(phone, visitorIp(c)))
      return ok(c, { Messages: [texts.forgotSent] })
    })
    .post('/change-password', async (c) => {
      const body = await readBody(c)
      const caller = c.get('caller')
      // Spec §3 Change password: OldPassword, AccessToken, NewPassword, RetryPassword, UId. A
      // member's token must belong to the UId; an expired password brings the access token of
      // its 2008 answer instead, with the public credential.
      const named = body.UId ? await findMemberByUid(db, body.UId) : undefined
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
      // Guesses at the current password count per member, as wrong logins do per connection.
      const guesses = `change:${member.uid}`
      if (await wrongPasswords.spent(guesses)) {
        return answer(PasswordChangeStatus.wrongOldPassword, texts.tooManyAttempts)
      }
      if (!(await verifyPassword(body.OldPassword ?? '', member.password_hash))) {
        await wrongPasswords.take(guesses)
        return answer(PasswordChangeStatus.wrongOldPassword, texts.wrongOldPassword)
      }
      await wrongPasswords.forget(guesses)
      const errors = passwordErrors(body)
      if (errors) {
        return answer(PasswordChangeStatus.invalid, 'Şifre bilgileri geçersiz.', { errors })
      }
      if (body.NewPassword === body.OldPassword) {
        return answer(PasswordChangeStatus.invalid, texts.passwordSame, {
          errors: { NewPassword: [texts.passwordSame], RetryPassword: [] },
        })
      }
      await setPassword(db, member, await hashPassword(body.NewPassword!), 'chosen')
      // A new password ends the member's other logins; the one that changed it goes on.
      await revokeOtherTokens(db, member.id, bearerToken(c))
      return answer(PasswordChangeStatus.success, texts.passwordChanged)
    })
    .post('/change-phone', async (c) => {
      const caller = c.get('caller')
      const member = caller.kind === 'member' ? await findMemberById(db, caller.memberId) : null
      if (!member) return fail(c, 401, texts.sessionExpired)
      const body = await readBody(c)
      const phone = digits(body.Phone)
      // Data.Field names the field a refusal belongs to, so the page shows it there.
      const refuse = (
        status: 400 | 409 | 429,
        field: 'Phone' | 'Password' | 'SmsActivationCode',
        message: string,
      ) => fail(c, status, message, { Data: { Field: field } })
      if (!isMemberPhone(phone)) return refuse(400, 'Phone', texts.phoneInvalid)
      if (phone === member.phone) return refuse(400, 'Phone', texts.phoneSame)
      // The password before the code, its guesses counted with the password change's: a session
      // left open is not enough to move the login to another phone.
      const guesses = `change:${member.uid}`
      if (await wrongPasswords.spent(guesses)) {
        return refuse(429, 'Password', texts.tooManyAttempts)
      }
      if (!(await verifyPassword(body.Password ?? '', member.password_hash))) {
        await wrongPasswords.take(guesses)
        return refuse(400, 'Password', texts.wrongOldPassword)
      }
      await wrongPasswords.forget(guesses)
      // The code proves the member holds the phone: it went to that phone alone.
      const spent = await spendCode(db, {
        phone,
        queryType: MEMBER_PHONE_CHANGE,
        given: body.SmsActivationCode ?? '',
        maxAttempts: options.codeAttempts,
      })
      if (!spent.ok) return refuse(spent.status, 'SmsActivationCode', spent.message)
      // Only now, to whoever holds the phone, is it said to be another member's.
      await claimRequestsByPhone(db, member.id)
      if (!(await moveMemberToPhone(db, member, phone))) {
        return refuse(409, 'Phone', texts.phoneTaken)
      }
      // A new login phone ends the member's other logins, as a new password does; this one goes on.
      await revokeOtherTokens(db, member.id, bearerToken(c))
      try {
        await messenger.sms({
          phone: member.phone,
          text: `${options.agencyName}: Üyeliğinizin cep telefonu numarası değiştirildi. Bu işlemi siz yapmadıysanız hemen bize ulaşın.`,
        })
      } catch (error) {
        // The change stands whatever the operator says of the notice to the old phone.
        if (!(error instanceof DeliveryFailed)) throw error
      }
      return ok(c, { Messages: [texts.phoneChanged] })
    })

  async function memberClaims(c: Context<Env>) {
    const caller = c.get('caller')
    if (caller.kind !== 'member') return fail(c, 401, texts.sessionExpired)
    const member = await findMemberById(db, caller.memberId)
    if (!member) return fail(c, 401, texts.sessionExpired)
    return ok(c, { Data: { ...profileOf(member), Source: caller.source } })
  }
}
