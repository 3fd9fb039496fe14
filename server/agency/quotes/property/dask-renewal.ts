import type { AgencyDb } from '../../db/database.ts'
import { addDays } from '../../registry/dates.ts'
import { storedDetail } from '../quote-line.ts'
import type { PropertyDetails } from './address.ts'

/**
 * The back office's renewal discount on DASK (decision 044): the insurer whose policy on the same
 * home is being renewed keeps its customer with this factor on the tariff premium. The tariff
 * itself is the same at every insurer; only the renewing insurer gives it.
 */
export const DASK_RENEWAL_DISCOUNT = 0.95

/** How long after its end a policy can still be renewed: as long as its reminder link works. */
const RENEWABLE_AFTER_END_DAYS = 30

/**
 * The insurer (by code) of the owner's DASK policy on this home that a renewal continues: the one
 * ending last, not withdrawn, ended at most 30 days ago; null when there is none.
 */
export async function renewedDaskInsurer(
  db: AgencyDb,
  nationalNumber: string,
  uavtNumber: string,
  today: string,
): Promise<string | null> {
  const policies = await db
    .selectFrom('policies')
    .innerJoin('quotes', 'quotes.header_guid', 'policies.header_guid')
    .innerJoin('offers', 'offers.id', 'policies.offer_id')
    .innerJoin('insurers', 'insurers.id', 'offers.insurer_id')
    .leftJoin('policy_withdrawals', 'policy_withdrawals.policy_id', 'policies.id')
    .select(['quotes.details', 'insurers.code'])
    .where('policies.product_key', '=', 'dask')
    .where('policies.national_number', '=', nationalNumber)
    .where('policies.ends_on', '>=', addDays(today, -RENEWABLE_AFTER_END_DAYS))
    .where('policy_withdrawals.policy_id', 'is', null)
    .orderBy('policies.ends_on', 'desc')
    .execute()
  const renewed = policies.find(
    (p) => storedDetail<PropertyDetails>(p.details, 'address', 'UAVTNumber') === uavtNumber,
  )
  return renewed?.code ?? null
}
