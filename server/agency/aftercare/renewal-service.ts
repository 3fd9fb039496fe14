import { Hono } from 'hono'
import type { AgencyDb } from '../db/database.ts'
import { fail, ok, readBody, type Caller } from '../http.ts'
import { policyOfSignedToken } from '../payments/policy-link.ts'
import { printablePolicyNumber } from '../payments/policy-access.ts'
import { quoteLines } from '../quotes/lines.ts'
import { insurersOfLines, pastEveryAgeLimit } from './bought-policies.ts'
import { renewablePolicy } from './store.ts'

type Env = { Variables: { caller: Caller } }

/**
 * What a renewal starts from (issue 28): the policy a reminder's signed link (RenewalToken) or
 * a member's "Yenile" (PolicyNumber, their own) names, with its line, what it insures, its
 * owner (for the SMS verification) and the header fields its quote was opened with (for the
 * carry-over; decision 044); `YasSiniriAsildi` where no insurer would quote it today for the
 * insured persons' ages (decision 083).
 */
export function renewalService(db: AgencyDb) {
  return new Hono<Env>().post('/api/police/yenileme-bilgisi', async (c) => {
    const body = await readBody(c)
    let policy
    if (body.RenewalToken !== undefined) {
      const id = await policyOfSignedToken(db, 'policy-renewal', body.RenewalToken)
      policy = id === null ? null : await renewablePolicy(db, { id })
    } else {
      const number = await printablePolicyNumber(
        db,
        { PolicyNumber: body.PolicyNumber },
        c.get('caller'),
      )
      policy = number === null ? null : await renewablePolicy(db, { number })
    }
    if (!policy) return fail(c, 404, 'Poliçe bulunamadı.')
    const line = quoteLines[policy.product_key]
    return ok(c, {
      Data: {
        PolicyNumber: policy.policy_number,
        ProductKey: policy.product_key,
        InsurerName: policy.insurer_name,
        InsurerCode: policy.insurer_code,
        StartsOn: policy.starts_on,
        EndsOn: policy.ends_on,
        Subject: line?.subject(policy.details) ?? null,
        Withdrawn: policy.withdrawn_at !== null,
        // Whom the renewal's SMS verification goes to: the policy's owner only.
        NationalNumber: policy.national_number,
        Phone: policy.phone,
        QuoteFields: policy.header_fields === null ? null : JSON.parse(policy.header_fields),
        ...(pastEveryAgeLimit(policy, await insurersOfLines(db)) ? { YasSiniriAsildi: true } : {}),
      },
    })
  })
}
