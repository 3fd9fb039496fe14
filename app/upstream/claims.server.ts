import { z } from 'zod'
import { defineCall, envelope } from './client.server.ts'
import type { Attachment, RequestType } from './support.server.ts'

// Claim reports (hasar ihbarı, issue 28; docs/backend-contract.md, "Claims"): the policy a claim
// is reported on, and the report itself as the spec's request-add of the claim request type.

const claimPolicy = z.object({
  PolicyNumber: z.string(),
  ProductKey: z.string(),
  InsurerName: z.string(),
  /** YYYY-MM-DD. */
  StartsOn: z.string(),
  EndsOn: z.string(),
})
export type ClaimPolicyInfo = z.output<typeof claimPolicy>

/** A member names their own policy; a visitor adds the T.C. kimlik number and the verified phone. */
export type ClaimPolicyRef =
  { PolicyNumber: string } | { PolicyNumber: string; NationalNumber: string; Phone: string }

export const getClaimPolicy = defineCall(
  { service: 'common', path: '/api/police/hasar-bilgisi', reply: envelope(claimPolicy) },
  (policy: ClaimPolicyRef) => ({ ...policy }),
)

/** The request type claims go as: the provider's type whose name begins with "Hasar". */
export const claimRequestType = (types: RequestType[]) =>
  types.find((type) => type.Text.toLocaleLowerCase('tr-TR').startsWith('hasar')) ?? null

/** The types a plain support request may have: a claim goes through its own form. */
export const supportRequestTypes = (types: RequestType[]) => {
  const claim = claimRequestType(types)
  return types.filter((type) => type !== claim)
}

/** A claim's fields as the provider's desk receives them beside the readable Message. */
export interface ClaimReport {
  EventDate: string
  EventTime: string
  CityCode: number
  CountyCode: number
  OtherPartyPlate: string
  Description: string
}

/**
 * The report as request-add (JSON): Subject and Message say it all in words, for a desk that
 * reads only those; the report's own fields follow, the form's SubmissionKey, and for a visitor
 * NationalNumber and Phone.
 */
export const reportClaim = defineCall(
  {
    service: 'common',
    path: '/api/Destek/request-add',
    reply: envelope(z.object({ Id: z.number(), FileNumber: z.string().nullish() })),
    json: true,
  },
  (claim: {
    RequestType: number
    Subject: string
    Message: string
    PolicyNumber: string
    report: ClaimReport
    /** The claim form's one-time key: a post of it again is answered with the claim it filed. */
    submissionKey: string
    visitor?: { NationalNumber: string; Phone: string }
    attachment?: Attachment
  }) => ({
    language: 'tr-tr',
    RequestType: claim.RequestType,
    Subject: claim.Subject,
    Message: claim.Message,
    PolicyNumber: claim.PolicyNumber,
    ...claim.report,
    SubmissionKey: claim.submissionKey,
    ...claim.visitor,
    ...claim.attachment,
  }),
)
