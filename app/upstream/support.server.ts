import { z } from 'zod'
import { defineCall, envelope, listEnvelope } from './client.server.ts'

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
export type Attachment = Required<z.output<typeof attachmentFields>>

/** request-add's answer: the request's Id, and a claim report's file number. */
export const requestAddReply = envelope(
  z.object({ Id: z.number(), FileNumber: z.string().nullish() }),
)

const destek = (path: string) => `/api/Destek/${path}`

/** What every support call sends. */
const languageOnly = z.object({ language: z.string() })

/** An upload widget file entry (spec §3), as request-add and request-reply send it. */
const attachmentFields = z.object({ FileName: z.string(), FileContent: z.string() }).partial()

/**
 * request-add's fields: the spec names only language (§7); a visitor's request names the Phone
 * its SMS code verified (§4 create-support mode).
 */
export const requestAddFields = languageOnly.extend({
  RequestType: z.number(),
  Subject: z.string(),
  Message: z.string(),
  Phone: z.string().optional(),
  PolicyNumber: z.string().optional(),
  ...attachmentFields.shape,
})

export const getRequestTypes = defineCall(
  {
    service: 'common',
    path: destek('request-types'),
    request: languageOnly,
    reply: listEnvelope(requestType),
    spec: '§7 (language tr-tr); §3 (request types)',
    kept: true,
  },
  { language },
)

export const getRequestStatuses = defineCall(
  {
    service: 'common',
    path: destek('request-statuses'),
    request: languageOnly,
    reply: listEnvelope(requestType),
    spec: '§7 (language tr-tr); §3 (status list)',
  },
  { language },
)

/**
 * A new request: a member's, or a visitor's whose phone an SMS code of QueryType 'destek' has just
 * verified (spec §4 create-support mode), sent with that Phone and the public credential.
 */
export const addRequest = defineCall(
  {
    service: 'common',
    path: destek('request-add'),
    request: requestAddFields,
    reply: requestAddReply,
    json: true,
    spec: '§7 (language tr-tr); §4 (create-support mode: Phone); §3 (upload file entry)',
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
  {
    service: 'common',
    path: destek('request-list'),
    request: languageOnly,
    reply: listEnvelope(supportRequestSummary),
    spec: '§7 (language tr-tr)',
  },
  { language },
)

export const viewRequest = defineCall(
  {
    service: 'common',
    path: destek('request-view'),
    request: languageOnly.extend({ RequestId: z.number() }),
    reply: envelope(supportRequest),
    spec: '§7 (language tr-tr)',
  },
  (requestId: number) => ({ language, RequestId: requestId }),
)

export const replyToRequest = defineCall(
  {
    service: 'common',
    path: destek('request-reply'),
    request: languageOnly.extend({
      RequestId: z.number(),
      Message: z.string(),
      ...attachmentFields.shape,
    }),
    reply: envelope(),
    json: true,
    spec: '§7 (language tr-tr); §3 (upload file entry)',
  },
  (reply: { RequestId: number; Message: string; attachment?: Attachment }) => ({
    language,
    RequestId: reply.RequestId,
    Message: reply.Message,
    ...reply.attachment,
  }),
)
