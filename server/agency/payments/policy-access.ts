import type { AgencyDb } from '../db/database.ts'
import type { Body, Caller } from '../http.ts'
import { policyOfLinkToken } from './policy-link.ts'

/**
 * The number of the policy a print request may have, or null. A policy is printed for its
 * owner only: the member with its T.C. kimlik number and phone, the holder of the signed link
 * from its e-mail (DownloadToken), or the checkout that bought it (its quote's HeaderGuid).
 */
export async function printablePolicyNumber(
  db: AgencyDb,
  body: Body,
  caller: Caller,
): Promise<string | null> {
  const policies = db.selectFrom('policies').select('policies.policy_number')
  if (body.DownloadToken !== undefined) {
    const id = await policyOfLinkToken(db, body.DownloadToken)
    if (id === null) return null
    const row = await policies.where('id', '=', id).executeTakeFirst()
    return row?.policy_number ?? null
  }
  const number = body.PolicyNumber ?? ''
  if (caller.kind === 'member') {
    const owned = await policies
      .innerJoin('members', (join) =>
        join
          .onRef('members.national_number', '=', 'policies.national_number')
          .onRef('members.phone', '=', 'policies.phone'),
      )
      .where('members.id', '=', caller.memberId)
      .where('policies.policy_number', '=', number)
      .executeTakeFirst()
    if (owned) return owned.policy_number
  }
  const bought = await policies
    .where('policy_number', '=', number)
    .where('header_guid', '=', body.HeaderGuid ?? '')
    .executeTakeFirst()
  return bought?.policy_number ?? null
}
