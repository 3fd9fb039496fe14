import { z } from 'zod'
import { callEnvelope, envelope, listEnvelope, type UpstreamContext } from './client.server.ts'
import { cachedLookup } from './lookup-cache.server.ts'

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

const supportRequest = supportRequestSummary
  .omit({ UpdatedAt: true })
  .extend({ Thread: z.array(supportThreadMessage) })

/** An upload widget file entry (spec §3): the name and a base64 data URL. */
export interface Attachment {
  FileName: string
  FileContent: string
}

const destek = (path: string) => `/api/Destek/${path}`

export const getRequestTypes = (context: UpstreamContext) =>
  cachedLookup('destek-turleri', () =>
    callEnvelope(
      {
        service: 'common',
        path: destek('request-types'),
        body: { language },
        reply: listEnvelope(requestType),
      },
      context,
    ),
  )

export const getRequestStatuses = (context: UpstreamContext) =>
  callEnvelope(
    {
      service: 'common',
      path: destek('request-statuses'),
      body: { language },
      reply: listEnvelope(requestType),
    },
    context,
  )

/**
 * A new request: a member's, or a visitor's whose phone an SMS code of QueryType 'destek' has just
 * verified (spec §4 create-support mode), sent with that Phone and the public credential.
 */
export const addRequest = (
  request: {
    RequestType: number
    Subject: string
    Message: string
    attachment?: Attachment
    Phone?: string
  },
  context: UpstreamContext,
) =>
  callEnvelope(
    {
      service: 'common',
      path: destek('request-add'),
      reply: envelope(z.object({ Id: z.number() })),
      json: true,
      body: {
        language,
        RequestType: request.RequestType,
        Subject: request.Subject,
        Message: request.Message,
        Phone: request.Phone,
        ...request.attachment,
      },
    },
    context,
  )

export const listRequests = (context: UpstreamContext) =>
  callEnvelope(
    {
      service: 'common',
      path: destek('request-list'),
      body: { language },
      reply: listEnvelope(supportRequestSummary),
    },
    context,
  )

export const viewRequest = (requestId: number, context: UpstreamContext) =>
  callEnvelope(
    {
      service: 'common',
      path: destek('request-view'),
      reply: envelope(supportRequest),
      body: { language, RequestId: requestId },
    },
    context,
  )

export const replyToRequest = (
  reply: { RequestId: number; Message: string; attachment?: Attachment },
  context: UpstreamContext,
) =>
  callEnvelope(
    {
      service: 'common',
      path: destek('request-reply'),
      reply: envelope(),
      json: true,
      body: {
        language,
        RequestId: reply.RequestId,
        Message: reply.Message,
        ...reply.attachment,
      },
    },
    context,
  )
