import type { AgencyDb } from '../db/database.ts'
import { cleanGsm } from '../rules/identity.ts'
import { SUPPORT_PHONE_VERIFICATION } from '../services/auth.ts'
import { confirmedSince } from '../verification/store.ts'

/** How long a visitor's verified phone may open support requests after the SMS code. */
const SUPPORT_VERIFICATION_VALID_MS = 30 * 60_000

/**
 * The visitor's phone, if a 'destek' code for it was confirmed in the last 30 minutes (spec §4
 * create-support mode): a support request or a claim report without an account.
 */
export async function verifiedVisitorPhone(db: AgencyDb, given: string | undefined) {
  const phone = cleanGsm(given)
  if (!phone) return null
  const since = new Date(Date.now() - SUPPORT_VERIFICATION_VALID_MS).toISOString()
  return (await confirmedSince(db, phone, SUPPORT_PHONE_VERIFICATION, since)) ? phone : null
}
