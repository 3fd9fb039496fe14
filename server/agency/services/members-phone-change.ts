import { Hono } from 'hono'
import type { AgencyDb } from '../db/database.ts'
import { DeliveryFailed, type Messenger } from '../delivery/messenger.ts'
import { digits, fail, ok, readBody, type Caller } from '../http.ts'
import { MEMBER_PHONE_CHANGE } from '../members/phone-change.ts'
import { isMemberPhone, memberTexts as texts } from '../members/rules.ts'
import { findMemberById, moveMemberToPhone, revokeOtherTokens } from '../members/store.ts'
import { claimRequestsByPhone } from '../support/store.ts'
import { spendCode } from '../verification/codes.ts'
import {
  bearerToken,
  checkCurrentPassword,
  type MemberGuards,
  type MembersOptions,
} from './member-guards.ts'

type Env = { Variables: { caller: Caller } }

/** A member moving their login to a new phone: their password, then the new phone's code. */
export function memberPhoneChangeService(
  db: AgencyDb,
  messenger: Messenger,
  options: MembersOptions,
  guards: MemberGuards,
) {
  return new Hono<Env>().post('/change-phone', async (c) => {
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
    const current = await checkCurrentPassword(guards, member, body.Password)
    if (current === 'too many') return refuse(429, 'Password', texts.tooManyAttempts)
    if (current === 'wrong') return refuse(400, 'Password', texts.wrongOldPassword)
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
}
