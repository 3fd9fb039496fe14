import { z } from 'zod'
import { defineCall, envelope } from './client.server.ts'

// The 14-day right of withdrawal (issue 28; docs/backend-contract.md, "Withdrawal"). The policy
// is named by its number for a member, or by the token of its e-mail's link for a visitor.
const policyRef = z.union([
  z.object({ PolicyNumber: z.string() }),
  z.object({ DownloadToken: z.string() }),
])
export type PolicyRef = z.output<typeof policyRef>

/**
 * Why the regulation leaves a policy without a right of withdrawal (docs/decisions/063):
 * `short-term`, a travel policy of less than a month.
 */
export const withdrawalException = z.enum(['short-term'])
export type WithdrawalException = z.output<typeof withdrawalException>

const withdrawal = z.object({
  PolicyNumber: z.string(),
  ProductKey: z.string(),
  InsurerName: z.string(),
  StartsOn: z.string(),
  EndsOn: z.string(),
  PaidAmount: z.number(),
  /** The last day (YYYY-MM-DD) the policy may be withdrawn. */
  LastDay: z.string(),
  Withdrawable: z.boolean(),
  /** Optional for a provider: without it no policy is excepted. */
  Exception: withdrawalException.nullish(),
  /** A compulsory line: withdrawn only once the buyer declares a replacement policy. */
  ReplacementRequired: z.boolean().default(false),
  RefundRule: z.enum(['full', 'pro-rata']),
  /** What withdrawing today gives back, or what the withdrawal gave. */
  RefundAmount: z.number(),
  WithdrawnOn: z.string().nullable(),
})
export type Withdrawal = z.output<typeof withdrawal>

export const getWithdrawal = defineCall(
  {
    service: 'common',
    path: '/api/police/cayma-bilgisi',
    request: policyRef,
    reply: envelope(withdrawal),
  },
  (policy: PolicyRef) => ({ ...policy }),
)

export const withdrawPolicy = defineCall(
  {
    service: 'common',
    path: '/api/police/cayma',
    request: z.intersection(policyRef, z.object({ ReplacementDeclared: z.boolean().optional() })),
    reply: envelope(withdrawal),
  },
  // A compulsory line's withdrawal names the buyer's declaration of a replacement policy.
  (request: PolicyRef & { ReplacementDeclared?: boolean }) => ({ ...request }),
)
