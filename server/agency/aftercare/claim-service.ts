import { Hono } from 'hono'
import type { AgencyDb } from '../db/database.ts'
import { fail, ok, readBody, type Caller } from '../http.ts'
import { verifiedVisitorPhone } from '../support/visitor-phone.ts'
import { claimantPolicy, noSuchPolicy, unreportable } from './claim-files.ts'

type Env = { Variables: { caller: Caller } }

/**
 * The policy a claim form opens on (issue 28): the member's own by PolicyNumber, or a visitor's
 * by PolicyNumber, NationalNumber and the Phone an SMS code of QueryType 'destek' just verified.
 * A policy that is not theirs and one that does not exist get the same answer.
 */
export function claimService(db: AgencyDb) {
  return new Hono<Env>().post('/api/police/hasar-bilgisi', async (c) => {
    const body = await readBody(c)
    const caller = c.get('caller')
    const visitorPhone =
      caller.kind === 'member' ? null : await verifiedVisitorPhone(db, body.Phone)
    if (caller.kind !== 'member' && !visitorPhone) {
      return fail(c, 403, 'Hasar bildirimi için önce telefonunuzu SMS ile doğrulayın.')
    }
    const policy = await claimantPolicy(db, body, { caller, visitorPhone })
    if (!policy) return fail(c, 404, noSuchPolicy)
    const refusal = unreportable(policy)
    if (refusal) return fail(c, 409, refusal)
    return ok(c, {
      Data: {
        PolicyNumber: policy.policy_number,
        ProductKey: policy.product_key,
        InsurerName: policy.insurer_name,
        StartsOn: policy.starts_on,
        EndsOn: policy.ends_on,
      },
    })
  })
}
