import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import type { AgencyDb } from '../db/database.ts'
import { fail, ok, readBody, type Caller } from '../http.ts'
import { hashPassword } from '../members/passwords.ts'
import { memberTexts as texts, readRegistration } from '../members/rules.ts'
import { countyInCity, forgetUnverifiedSignUps, openPassword, signUp } from '../members/store.ts'

type Env = { Variables: { caller: Caller } }

/** A visitor's sign-up, which becomes a membership when the phone's code is spent. */
export function memberRegistrationService(db: AgencyDb) {
  return new Hono<Env>().post('/register', async (c) => {
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
    await signUp(db, uid, member, passwordHash)
    return ok(c, { Data: { UId: uid }, Messages: [texts.signUpPending] })
  })
}
