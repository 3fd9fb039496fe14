import { randomUUID } from 'node:crypto'
import { Hono, type Context } from 'hono'
import type { AgencyDb } from '../db/database.ts'
import { DeliveryFailed, type Messenger } from '../delivery/messenger.ts'
import { fail, ok, readBody, visitorIp, type Caller } from '../http.ts'
import { verifyAgainstDecoy, verifyPassword } from '../members/passwords.ts'
import {
  isLocked,
  isMemberPhone,
  LoginStatus,
  memberTexts as texts,
  passwordIsExpired,
  profileOf,
  type Member,
} from '../members/rules.ts'
import {
  checkMfaCode,
  createPreloginKey,
  findMemberById,
  findMemberByPhone,
  forgetUnverifiedSignUps,
  issuePasswordChangeToken,
  issueToken,
  isTrustedDevice,
  newMfaCode,
  openPassword,
  revokeToken,
  trustDevice,
} from '../members/store.ts'
import {
  bearerToken,
  passwordGuessesKey,
  type MemberGuards,
  type MembersOptions,
} from './member-guards.ts'

type Env = { Variables: { caller: Caller } }

/** A login's answer short of a session: its status, message and data. */
type Refusal = [status: number, message: string, data?: unknown]

/** Spec §3 Login response: StatusCode decides; Data depends on it. */
const loginReply = (c: Context, status: number, message: string, data?: unknown) =>
  c.json({
    Success: status === LoginStatus.success,
    StatusCode: status,
    Messages: [message],
    Data: data ?? null,
  })

/**
 * The members' login (spec §3): a pre-login key, the login by status (with a two-step code on a
 * new device), the member a token belongs to, and the logout.
 */
export function memberLoginService(
  db: AgencyDb,
  messenger: Messenger,
  options: MembersOptions,
  guards: MemberGuards,
) {
  const { perIp, perPhone, wrongPasswords } = guards

  /** The counts a login attempt is held to before its password is even looked at. */
  async function attemptsRefusal(ip: string, phone: string): Promise<Refusal | null> {
    if (!(await perIp.take(ip))) return [LoginStatus.tooManyAttempts, texts.tooManyAttempts]
    // Before the phone's own count, so a locked-out attacker cannot use up the owner's.
    if (await wrongPasswords.spent(passwordGuessesKey(phone, ip))) {
      return [LoginStatus.locked, texts.locked]
    }
    if (!(await perPhone.take(phone))) return [LoginStatus.tooManyAttempts, texts.tooManyAttempts]
    return null
  }

  /** The member with this phone and password; a wrong guess is counted, a right one ends the run. */
  async function memberOfPassword(
    phone: string,
    password: string,
    guesses: string,
  ): Promise<{ member: Member } | { refusal: Refusal }> {
    const member = isMemberPhone(phone) ? await findMemberByPhone(db, phone) : undefined
    const right = member
      ? await verifyPassword(password, member.password_hash)
      : await verifyAgainstDecoy(password)
    if (member && right) {
      await wrongPasswords.forget(guesses)
      return { member }
    }
    await wrongPasswords.take(guesses)
    const refusal: Refusal = (await wrongPasswords.spent(guesses))
      ? [LoginStatus.locked, texts.locked]
      : [LoginStatus.wrongCredentials, texts.wrongCredentials]
    return { refusal }
  }

  /** What keeps a member with the right password out: a lock, an unverified phone, an old password. */
  async function accountRefusal(member: Member): Promise<Refusal | null> {
    // Only after the right password: a lock the office set says nothing to a stranger.
    if (isLocked(member)) return [LoginStatus.locked, texts.locked]
    if (member.phone_verified !== 1) {
      return [LoginStatus.phoneUnverified, texts.phoneUnverified, { Phone: member.phone }]
    }
    if (!passwordIsExpired(member)) return null
    const token = await issuePasswordChangeToken(db, member)
    return [LoginStatus.passwordExpired, texts.passwordExpired, { UId: member.uid, Token: token }]
  }

  /** Sends a new two-step code to the member's phone; false when the operator refused it. */
  async function sendLoginCode(member: Member) {
    try {
      const code = await newMfaCode(db, member)
      await messenger.sms({
        phone: member.phone,
        text: `${options.agencyName} giriş kodunuz: ${code}. Kodu kimseyle paylaşmayın.`,
      })
      return true
    } catch (error) {
      if (error instanceof DeliveryFailed) return false
      throw error
    }
  }

  async function memberClaims(c: Context<Env>) {
    const caller = c.get('caller')
    if (caller.kind !== 'member') return fail(c, 401, texts.sessionExpired)
    const member = await findMemberById(db, caller.memberId)
    if (!member) return fail(c, 401, texts.sessionExpired)
    return ok(c, { Data: { ...profileOf(member), Source: caller.source } })
  }

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

      const attempts = await attemptsRefusal(visitorIp(c), phone)
      if (attempts) return reply(...attempts)
      const password = await openPassword(db, body.Guid, body.Password)
      if (password === null) return reply(LoginStatus.keyInvalid, texts.keyInvalid)
      await forgetUnverifiedSignUps(db)
      const checked = await memberOfPassword(
        phone,
        password,
        passwordGuessesKey(phone, visitorIp(c)),
      )
      if ('refusal' in checked) return reply(...checked.refusal)
      const { member } = checked
      const held = await accountRefusal(member)
      if (held) return reply(...held)
      const needsMfa =
        member.mfa_enabled === 1 || !(await isTrustedDevice(db, member.id, body.DeviceId))
      if (needsMfa && !withMfa) {
        if (!(await sendLoginCode(member))) return fail(c, 500, texts.mfaNotDelivered)
        return reply(LoginStatus.mfaRequired, texts.mfaRequired)
      }
      if (needsMfa && !(await checkMfaCode(db, member, body.MfaCode))) {
        return reply(LoginStatus.mfaRequired, texts.mfaWrong)
      }
      await trustDevice(db, member.id, body.DeviceId)
      const { token, source } = await issueToken(db, member.id)
      const welcome = `Hoş geldiniz, ${member.name} ${member.surname}.`
      const session = {
        Source: source,
        Name: member.name,
        Surname: member.surname,
        UsedOneTimePassword: member.must_change_password === 1,
        UId: member.uid,
      }
      // The MFA answer's six fields are the spec's; UsedOneTimePassword and UId are this back
      // office's additions, which the storefront reads when present (docs/backend-contract.md).
      return withMfa
        ? c.json({ Success: true, SessionToken: token, ...session, Message: welcome })
        : loginReply(c, LoginStatus.success, welcome, { Token: token, ...session })
    })
    .post('/get-user-claims', async (c) => memberClaims(c))
    .post('/get-security-token', async (c) => memberClaims(c))
    .post('/logout', async (c) => {
      const caller = c.get('caller')
      const token = bearerToken(c)
      if (caller.kind === 'member' && token) await revokeToken(db, token)
      return ok(c)
    })
}
