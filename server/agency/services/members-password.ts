import { Hono } from 'hono'
import type { AgencyDb } from '../db/database.ts'
import { DeliveryFailed, type Messenger } from '../delivery/messenger.ts'
import { fail, ok, readBody, visitorIp, type Caller } from '../http.ts'
import { hashPassword, sameDigest, sha256, temporaryPassword } from '../members/passwords.ts'
import {
  holdsPasswordChangeToken,
  isMemberPhone,
  memberTexts as texts,
  passwordErrors,
  PasswordChangeStatus,
} from '../members/rules.ts'
import {
  findMemberByPhone,
  findMemberByUid,
  revokeOtherTokens,
  setPassword,
} from '../members/store.ts'
import {
  bearerToken,
  checkCurrentPassword,
  passwordGuessesKey,
  type MemberGuards,
  type MembersOptions,
} from './member-guards.ts'

type Env = { Variables: { caller: Caller } }

/** The members' passwords: a temporary one by SMS when forgotten, and a change of password. */
export function memberPasswordService(
  db: AgencyDb,
  messenger: Messenger,
  options: MembersOptions,
  guards: MemberGuards,
) {
  return new Hono<Env>()
    .post('/forgot-password', async (c) => {
      const body = await readBody(c)
      const phone = (body.Gsm ?? '').replace(/\D/g, '')
      if (
        !(await guards.perIp.take(`forgot:${visitorIp(c)}`)) ||
        !(await guards.temporaryPasswords.take(phone))
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
      await guards.wrongPasswords.forget(passwordGuessesKey(phone, visitorIp(c)))
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
      const current = await checkCurrentPassword(guards, member, body.OldPassword)
      if (current !== 'right') {
        const message = current === 'too many' ? texts.tooManyAttempts : texts.wrongOldPassword
        return answer(PasswordChangeStatus.wrongOldPassword, message)
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
      await setPassword(db, member, await hashPassword(body.NewPassword!), 'chosen')
      // A new password ends the member's other logins; the one that changed it goes on.
      await revokeOtherTokens(db, member.id, bearerToken(c))
      return answer(PasswordChangeStatus.success, texts.passwordChanged)
    })
}
