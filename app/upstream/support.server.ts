import { z } from 'zod'
import { defineCall, envelope, listEnvelope } from './client.server.ts'
import { defineLookup } from './lookup-cache.server.ts'

// Support requests (spec §7, /api/Destek/*); every call carries `language` tr-tr, spelled as the
// spec spells it.
const language = 'tr-tr'

const requestType = z.object({ Id: z.number(), Text: z.string() })
export type RequestType = z.output<typeof requestType>

const supportRequestSummary = z.object({
  Id: z.number(),
  Subject: z.string(),
  TypeId: z.number(),
  TypeText: z.string(),
  StatusId: z.number(),
  StatusText: z.string(),
  /** The member's policy the request is about: the built-in back office's, optional for a provider. */
  PolicyNumber: z.string().nullish(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
})

const supportThreadMessage = z.object({
  Id: z.number(),
  FromAgency: z.boolean(),
  Body: z.string(),
  FileName: z.string().nullable(),
  CreatedAt: z.string(),
})

/** What a claim report said (issue 28): the built-in back office's, optional for a provider. */
const claimReport = z.object({
  PolicyNumber: z.string().nullable(),
  /** YYYY-MM-DD and HH:mm, Türkiye's time. */
  EventDate: z.string(),
  EventTime: z.string(),
  CityName: z.string().nullable(),
  CountyName: z.string().nullable(),
  OtherPartyPlate: z.string().nullable(),
  Description: z.string().nullable(),
})
export type ClaimReportView = z.output<typeof claimReport>

const supportRequest = supportRequestSummary.omit({ UpdatedAt: true }).extend({
  Thread: z.array(supportThreadMessage),
  /** A claim report's file number (issue 28); absent for other requests. */
  FileNumber: z.string().nullish(),
  Claim: claimReport.nullish(),
})

/** An upload widget file entry (spec §3): the name and a base64 data URL. */
export interface Attachment {
  FileName: string
  FileContent: string
}

const destek = (path: string) => `/api/Destek/${path}`

export const getRequestTypes = defineLookup(
  { service: 'common', path: destek('request-types'), reply: listEnvelope(requestType) },
  () => ({ language }),
)

export const getRequestStatuses = defineCall(
  { service: 'common', path: destek('request-statuses'), reply: listEnvelope(requestType) },
  () => ({ language }),
)

/**
 * A new request: a member's, or a visitor's whose phone an SMS code of QueryType 'destek' has just
 * verified (spec §4 create-support mode), sent with that Phone and the public credential.
 */
export const addRequest = defineCall(
  {
    service: 'common',
    path: destek('request-add'),
    reply: envelope(z.object({ Id: z.number(), FileNumber: z.string().nullish() })),
    json: true,
  },
  (request: {
    RequestType: number
    Subject: string
    Message: string
    attachment?: Attachment
    Phone?: string
    /** One of the member's own policies, chosen on the form. */
    PolicyNumber?: string
  }) => ({
    language,
    RequestType: request.RequestType,
    Subject: request.Subject,
    Message: request.Message,
    Phone: request.Phone,
    PolicyNumber: request.PolicyNumber,
    ...request.attachment,
  }),
)

export const listRequests = defineCall(
  { service: 'common', path: destek('request-list'), reply: listEnvelope(supportRequestSummary) },
  () => ({ language }),
)

export const viewRequest = defineCall(
  { service: 'common', path: destek('request-view'), reply: envelope(supportRequest) },
  (requestId: number) => ({ language, RequestId: requestId }),
)

export const replyToRequest = defineCall(
  { service: 'common', path: destek('request-reply'), reply: envelope(), json: true },
  (reply: { RequestId: number; Message: string; attachment?: Attachment }) => ({
    language,
    RequestId: reply.RequestId,
    Message: reply.Message,
    ...reply.attachment,
  }),
)
