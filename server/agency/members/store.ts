import { randomBytes } from 'node:crypto'
import type { AgencyDb } from '../db/database.ts'
import type { Caller } from '../http.ts'
import { decryptPassphrase } from './passphrase-aes.ts'
import { newToken, sameDigest, sha256, sixDigitCode } from './passwords.ts'
import { inFuture, iso, memberRules, now, type Member, type Registration } from './rules.ts'

// The members' data: pre-login keys, tokens, devices, codes and the member rows themselves.

export const findMemberByPhone = (db: AgencyDb, phone: string) =>
  db.selectFrom('members').selectAll().where('phone', '=', phone).executeTakeFirst()

export const findMemberByUid = (db: AgencyDb, uid: string) =>
  db.selectFrom('members').selectAll().where('uid', '=', uid).executeTakeFirst()

export const findMemberById = (db: AgencyDb, id: number) =>
  db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst()

/** A policy recorded for the member by the office (not bought online), by its number. */
export const recordedPolicy = (db: AgencyDb, memberId: number, policyNumber: string) =>
  db
    .selectFrom('member_policies')
    .select('policy_number')
    .where('member_id', '=', memberId)
    .where('policy_number', '=', policyNumber)
    .executeTakeFirst()

/** The policies the office recorded for the member by hand. */
export const recordedPolicies = (db: AgencyDb, memberId: number) =>
  db.selectFrom('member_policies').selectAll().where('member_id', '=', memberId).execute()

/** What the member may change of their own data on their account page. */
export interface Profile {
  name: string
  surname: string
  email: string
  cityCode: number
  countyCode: number
  advertisementAgreement: boolean
}

export const updateProfile = (db: AgencyDb, memberId: number, profile: Profile) =>
  db
    .updateTable('members')
    .set({
      name: profile.name,
      surname: profile.surname,
      email: profile.email,
      city_code: profile.cityCode,
      county_code: profile.countyCode,
      advertisement_agreement: profile.advertisementAgreement ? 1 : 0,
    })
    .where('id', '=', memberId)
    .execute()

/** A fresh pre-login key (two minutes, single use); keys older than an hour are cleared. */
export async function createPreloginKey(db: AgencyDb, guid: string) {
  const key = randomBytes(24).toString('base64url')
  await db
    .deleteFrom('prelogin_keys')
    .where('expires_at', '<', iso(new Date(Date.now() - 60 * 60_000)))
    .execute()
  await db
    .insertInto('prelogin_keys')
    .values({ guid, key, expires_at: inFuture(memberRules.preloginKeyMs) })
    .execute()
  return key
}

/** Spends a pre-login key (single use, two minutes) and decrypts the password with it. */
export async function openPassword(
  db: AgencyDb,
  guid: string | undefined,
  encrypted: string | undefined,
) {
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

export async function issueToken(db: AgencyDb, memberId: number) {
  const token = newToken()
  const source = `web-${randomBytes(9).toString('base64url')}`
  await db
    .insertInto('member_tokens')
    .values({
      token_hash: sha256(token),
      member_id: memberId,
      source,
      expires_at: inFuture(memberRules.tokenMs),
      created_at: iso(now()),
    })
    .execute()
  return { token, source }
}

export const revokeToken = (db: AgencyDb, token: string) =>
  db.deleteFrom('member_tokens').where('token_hash', '=', sha256(token)).execute()

/** Every token of the member but the one given (none when the change came without one). */
export const revokeOtherTokens = (db: AgencyDb, memberId: number, keep: string | undefined) =>
  db
    .deleteFrom('member_tokens')
    .where('member_id', '=', memberId)
    .where('token_hash', '!=', sha256(keep ?? ''))
    .execute()

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

export async function isTrustedDevice(db: AgencyDb, memberId: number, deviceId?: string) {
  const devices = await db
    .selectFrom('member_devices')
    .select('device_id')
    .where('member_id', '=', memberId)
    .execute()
  // A member with no devices yet is on their first device; after that, an unknown one is new.
  if (devices.length === 0) return true
  return Boolean(deviceId && devices.some((d) => d.device_id === deviceId))
}

export async function trustDevice(db: AgencyDb, memberId: number, deviceId?: string) {
  if (!deviceId || deviceId.length > 100) return
  await db
    .insertInto('member_devices')
    .values({ member_id: memberId, device_id: deviceId, created_at: iso(now()) })
    .onConflict((oc) => oc.columns(['member_id', 'device_id']).doNothing())
    .execute()
}

/** A new two-step login code, stored hashed for three minutes and five guesses; the code to send. */
export async function newMfaCode(db: AgencyDb, member: Member) {
  const code = sixDigitCode()
  await db
    .updateTable('members')
    .set({
      mfa_code_hash: sha256(`${member.uid}:${code}`),
      mfa_code_expires_at: inFuture(memberRules.mfaCodeMs),
      mfa_code_attempts: 0,
    })
    .where('id', '=', member.id)
    .execute()
  return code
}

/**
 * Counts a guess, then compares, then spends the code when it is right. The count is one
 * conditional update, so parallel guesses cannot each see the same count and slip past the limit.
 */
export async function checkMfaCode(db: AgencyDb, member: Member, code: string | undefined) {
  const counted = await db
    .updateTable('members')
    .set((eb) => ({ mfa_code_attempts: eb('mfa_code_attempts', '+', 1) }))
    .where('id', '=', member.id)
    .where('mfa_code_hash', 'is not', null)
    .where('mfa_code_expires_at', '>', iso(now()))
    .where('mfa_code_attempts', '<', memberRules.mfaCodeAttempts)
    .returning('mfa_code_hash')
    .executeTakeFirst()
  const expected = counted?.mfa_code_hash
  if (!expected || !code || !sameDigest(sha256(`${member.uid}:${code.trim()}`), expected)) {
    return false
  }
  // Spent once: of two right guesses in parallel only one clears the code it compared with.
  const spent = await db
    .updateTable('members')
    .set({ mfa_code_hash: null, mfa_code_expires_at: null, mfa_code_attempts: 0 })
    .where('id', '=', member.id)
    .where('mfa_code_hash', '=', expected)
    .executeTakeFirst()
  return Number(spent.numUpdatedRows) === 1
}

/** A password-change-only token for a member whose password expired (answer 2008). */
export async function issuePasswordChangeToken(db: AgencyDb, member: Member) {
  const token = newToken()
  await db
    .updateTable('members')
    .set({
      password_change_token_hash: sha256(token),
      password_change_token_expires_at: inFuture(memberRules.passwordChangeTokenMs),
    })
    .where('id', '=', member.id)
    .execute()
  return token
}

/** True when the county belongs to the city, as the sign-up and profile forms need. */
export async function countyInCity(db: AgencyDb, cityCode: number, countyCode: number) {
  const county = await db
    .selectFrom('districts')
    .select('id')
    .where('id', '=', countyCode)
    .where('city_code', '=', cityCode)
    .executeTakeFirst()
  return Boolean(county)
}

/** The sign-up waiting for this phone's code, if any. */
export const pendingSignUp = (db: AgencyDb, phone: string) =>
  db
    .selectFrom('members')
    .select('uid')
    .where('phone', '=', phone)
    .where('phone_verified', '=', 0)
    .executeTakeFirst()

export const markPhoneVerified = (db: AgencyDb, uid: string) =>
  db.updateTable('members').set({ phone_verified: 1 }).where('uid', '=', uid).execute()

/** Sign-ups whose phone was never verified are forgotten after a day, their phone free again. */
export const forgetUnverifiedSignUps = (db: AgencyDb) =>
  db
    .deleteFrom('members')
    .where('phone_verified', '=', 0)
    .where('created_at', '<', iso(new Date(Date.now() - memberRules.unverifiedSignUpMs)))
    .execute()

/**
 * Frees the phone of a sign-up still waiting for its code, as a newer sign-up or a member moving
 * to that phone replaces it; false when a verified member holds it. Run in the caller's
 * transaction.
 */
async function freePhone(trx: AgencyDb, phone: string) {
  const holder = await findMemberByPhone(trx, phone)
  if (holder?.phone_verified === 1) return false
  if (holder) await trx.deleteFrom('members').where('id', '=', holder.id).execute()
  return true
}

/** A sign-up waiting for its phone's code, unless a verified member already holds the phone. */
export const signUp = (db: AgencyDb, uid: string, member: Registration, passwordHash: string) =>
  db.transaction().execute(async (trx) => {
    if (await freePhone(trx, member.phone)) await insertMember(trx, uid, member, passwordHash)
  })

async function insertMember(db: AgencyDb, uid: string, member: Registration, passwordHash: string) {
  await db
    .insertInto('members')
    .values({
      uid,
      phone: member.phone,
      national_number: member.nationalNumber,
      name: member.name,
      surname: member.surname,
      email: member.email,
      birthdate: member.birthdate,
      gender: member.gender,
      city_code: member.cityCode,
      county_code: member.countyCode,
      password_hash: passwordHash,
      password_changed_at: iso(now()),
      advertisement_agreement: member.advertisementAgreement ? 1 : 0,
      created_at: iso(now()),
    })
    .execute()
}

/**
 * A new password hash. A temporary one (forgot password) must be changed at the next login and
 * lifts any lock; a chosen one ends that duty and spends any password-change token.
 */
export async function setPassword(
  db: AgencyDb,
  member: Member,
  passwordHash: string,
  kind: 'temporary' | 'chosen',
) {
  await db
    .updateTable('members')
    .set({
      password_hash: passwordHash,
      password_changed_at: iso(now()),
      ...(kind === 'temporary'
        ? { must_change_password: 1, locked_until: null }
        : {
            must_change_password: 0,
            password_change_token_hash: null,
            password_change_token_expires_at: null,
          }),
    })
    .where('id', '=', member.id)
    .execute()
}

/**
 * Moves the member's login to `phone`, whose code they spent; false when it is another member's
 * (verified). A sign-up still waiting for that phone's code is forgotten, as a newer sign-up
 * would replace it. The policies bought with the member's T.C. kimlik number and old phone move
 * with it, so they stay the member's (Poliçelerim, claims, renewals) and their reminders reach
 * the new phone (docs/decisions/064).
 */
export async function moveMemberToPhone(db: AgencyDb, member: Member, phone: string) {
  return db.transaction().execute(async (trx) => {
    if (!(await freePhone(trx, phone))) return false
    await trx
      .updateTable('policies')
      .set({ phone })
      .where('national_number', '=', member.national_number)
      .where('phone', '=', member.phone)
      .execute()
    await trx.updateTable('members').set({ phone }).where('id', '=', member.id).execute()
    return true
  })
}
