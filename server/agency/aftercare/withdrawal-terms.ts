import { addDays, daysBetween, monthsBetween } from '../registry/dates.ts'

/** The distance-sales regulation's right of withdrawal: 14 days from the day of purchase. */
export const WITHDRAWAL_DAYS = 14

export type RefundRule = 'full' | 'pro-rata'

/**
 * Why the regulation leaves a policy without a right of withdrawal: `short-term`, a travel policy
 * of less than a month (docs/decisions/063).
 */
export type WithdrawalException = 'short-term'

/** Why, in the words of the e-mail and of the refusal. */
export const SHORT_TERM_REASON = 'Süresi bir aydan kısa seyahat sigortalarında cayma hakkı yoktur'

/** The lines the law makes compulsory: withdrawn only with a replacement declared (decision 063). */
export const COMPULSORY_LINES: readonly string[] = ['trafik', 'dask']

export interface WithdrawalTerms {
  /** The last Turkish calendar day the policy may be withdrawn (YYYY-MM-DD). */
  lastDay: string
  open: boolean
  refundKurus: number
  rule: RefundRule
  exception: WithdrawalException | null
  /** The buyer must declare another policy takes this one's place. */
  replacementRequired: boolean
}

interface Policy {
  productKey: string
  purchasedOn: string
  startsOn: string
  endsOn: string
  paidKurus: number
}

/**
 * The regulation's exception a policy falls under, if any: a seyahat policy whose cover (its
 * last day included) is shorter than a month.
 */
export const withdrawalException = (
  policy: Pick<Policy, 'productKey' | 'startsOn' | 'endsOn'>,
): WithdrawalException | null =>
  policy.productKey === 'seyahat' && monthsBetween(policy.startsOn, addDays(policy.endsOn, 1)) < 1
    ? 'short-term'
    : null

/**
 * What withdrawing a policy on `today` means (docs/decisions/040 and 063): the whole premium back
 * while the cover has not started; once it has, the premium of the days not covered, the day of
 * withdrawal counting as covered. Never open for a policy the regulation excepts.
 */
export function withdrawalTerms(policy: Policy, today: string): WithdrawalTerms {
  const lastDay = addDays(policy.purchasedOn, WITHDRAWAL_DAYS)
  const exception = withdrawalException(policy)
  const rules = {
    lastDay,
    open: today <= lastDay && exception === null,
    exception,
    replacementRequired: COMPULSORY_LINES.includes(policy.productKey),
  }
  if (today < policy.startsOn) {
    return { ...rules, refundKurus: policy.paidKurus, rule: 'full' }
  }
  const coverDays = Math.max(1, daysBetween(policy.startsOn, policy.endsOn))
  const coveredDays = Math.min(coverDays, daysBetween(policy.startsOn, today) + 1)
  return {
    ...rules,
    refundKurus: Math.round((policy.paidKurus * (coverDays - coveredDays)) / coverDays),
    rule: 'pro-rata',
  }
}
