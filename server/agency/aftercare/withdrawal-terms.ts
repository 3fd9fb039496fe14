import { addDays, daysBetween } from '../registry/dates.ts'

/** The distance-sales regulation's right of withdrawal: 14 days from the day of purchase. */
export const WITHDRAWAL_DAYS = 14

export type RefundRule = 'full' | 'pro-rata'

export interface WithdrawalTerms {
  /** The last Turkish calendar day the policy may be withdrawn (YYYY-MM-DD). */
  lastDay: string
  open: boolean
  refundKurus: number
  rule: RefundRule
}

/**
 * What withdrawing a policy on `today` means (docs/decisions/040): the whole premium back while
 * the cover has not started; once it has, the premium of the days not covered, the day of
 * withdrawal counting as covered.
 */
export function withdrawalTerms(
  policy: { purchasedOn: string; startsOn: string; endsOn: string; paidKurus: number },
  today: string,
): WithdrawalTerms {
  const lastDay = addDays(policy.purchasedOn, WITHDRAWAL_DAYS)
  const open = today <= lastDay
  if (today < policy.startsOn) {
    return { lastDay, open, refundKurus: policy.paidKurus, rule: 'full' }
  }
  const coverDays = Math.max(1, daysBetween(policy.startsOn, policy.endsOn))
  const coveredDays = Math.min(coverDays, daysBetween(policy.startsOn, today) + 1)
  return {
    lastDay,
    open,
    refundKurus: Math.round((policy.paidKurus * (coverDays - coveredDays)) / coverDays),
    rule: 'pro-rata',
  }
}
