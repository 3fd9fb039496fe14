import type { AgencyDb } from '../db/database.ts'
import { storedDetail } from '../quotes/quote-line.ts'

/**
 * The last day of the newest policy of `line` the back office sold for a plate to its owner and
 * that was not withdrawn, or null: what a real registry would report as the vehicle's running
 * policy once the policy bought here is on record (issue 38). A vehicle's policy is its owner's
 * (selling the vehicle ends it), so another owner typing the same demo plate is not told of it.
 * The plate is read from the quote's details (the vehicle as quoted); the text match only narrows
 * the rows, the parsed plate decides.
 */
export async function soldPolicyEnd(
  db: AgencyDb,
  vehicle: { plate: string; nationalNumber: string },
  line: 'kasko' | 'trafik',
): Promise<string | null> {
  const { plate, nationalNumber } = vehicle
  const rows = await db
    .selectFrom('policies')
    .innerJoin('quotes', 'quotes.header_guid', 'policies.header_guid')
    .leftJoin('policy_withdrawals', 'policy_withdrawals.policy_id', 'policies.id')
    .select(['policies.ends_on', 'quotes.details'])
    .where('policies.product_key', '=', line)
    .where('quotes.national_number', '=', nationalNumber)
    .where('policy_withdrawals.policy_id', 'is', null)
    .where('quotes.details', 'like', `%"plate":"${plate}"%`)
    .orderBy('policies.ends_on', 'desc')
    .execute()
  // A kasko or trafik quote's details name the vehicle (quotes/vehicle/vehicle.ts), its plate too.
  const sold = rows.find(
    (row) =>
      storedDetail<{ vehicle: { plate: string } }>(row.details, 'vehicle', 'plate') === plate,
  )
  return sold?.ends_on ?? null
}
