import { z } from 'zod'
import { defineCall, envelope } from './client.server.ts'
import {
  requestAddFields,
  requestAddReply,
  type Attachment,
  type RequestType,
} from './support.server.ts'

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

/** The T.C. kimlik number and the verified phone a visitor names their policy with. */
const visitorFields = z.object({ NationalNumber: z.string(), Phone: z.string() })

/** A member names their own policy; a visitor adds the T.C. kimlik number and the verified phone. */
const claimPolicyRef = z.union([
  z.object({ PolicyNumber: z.string() }),
  z.object({ PolicyNumber: z.string(), ...visitorFields.shape }),
])
export type ClaimPolicyRef = z.output<typeof claimPolicyRef>

export const getClaimPolicy = defineCall(
  {
    service: 'common',
    path: '/api/police/hasar-bilgisi',
    request: claimPolicyRef,
    reply: envelope(claimPolicy),
  },
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
const claimReportFields = z.object({
  EventDate: z.string(),
  EventTime: z.string(),
  CityCode: z.number(),
  CountyCode: z.number(),
  OtherPartyPlate: z.string(),
  Description: z.string(),
})
export type ClaimReport = z.output<typeof claimReportFields>

/**
 * The report as request-add (JSON): Subject and Message say it all in words, for a desk that
 * reads only those; the report's own fields follow, the form's SubmissionKey, and for a visitor
 * NationalNumber and Phone.
 */
export const reportClaim = defineCall(
  {
    service: 'common',
    path: '/api/Destek/request-add',
    request: requestAddFields.extend({
      PolicyNumber: z.string(),
      ...claimReportFields.shape,
      SubmissionKey: z.string(),
      ...visitorFields.partial().shape,
    }),
    reply: requestAddReply,
    json: true,
    spec: '§7 (request-add, language tr-tr); §3 (upload file entry)',
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
