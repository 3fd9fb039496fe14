import { callEnvelope, type UpstreamContext } from './client.server.ts'

// Support requests (spec §7, /api/Destek/*); every call carries language tr-tr.
const language = 'tr-tr'

export interface RequestType {
  Id: number
  Text: string
}
export type RequestStatus = RequestType

export interface SupportRequestSummary {
  Id: number
  Subject: string
  TypeId: number
  TypeText: string
  StatusId: number
  StatusText: string
  CreatedAt: string
  UpdatedAt: string
}

export interface SupportThreadMessage {
  Id: number
  FromAgency: boolean
  Body: string
  FileName: string | null
  CreatedAt: string
}

export interface SupportRequest {
  Id: number
  Subject: string
  TypeId: number
  TypeText: string
  StatusId: number
  StatusText: string
  CreatedAt: string
  Thread: SupportThreadMessage[]
}

/** An upload widget file entry (spec §3): the name and a base64 data URL. */
export interface Attachment {
  FileName: string
  FileContent: string
}

const destek = (path: string) => `/api/Destek/${path}`

export const getRequestTypes = (context: UpstreamContext) =>
  callEnvelope<never, RequestType>(
    { service: 'common', path: destek('request-types'), body: { Language: language } },
    context,
  )

export const getRequestStatuses = (context: UpstreamContext) =>
  callEnvelope<never, RequestStatus>(
    { service: 'common', path: destek('request-statuses'), body: { Language: language } },
    context,
  )

export const addRequest = (
  request: { RequestType: number; Subject: string; Message: string; attachment?: Attachment },
  context: UpstreamContext,
) =>
  callEnvelope<{ Id: number }>(
    {
      service: 'common',
      path: destek('request-add'),
      json: true,
      body: {
        Language: language,
        RequestType: request.RequestType,
        Subject: request.Subject,
        Message: request.Message,
        ...request.attachment,
      },
    },
    context,
  )

export const listRequests = (context: UpstreamContext) =>
  callEnvelope<never, SupportRequestSummary>(
    { service: 'common', path: destek('request-list'), body: { Language: language } },
    context,
  )

export const viewRequest = (requestId: number, context: UpstreamContext) =>
  callEnvelope<SupportRequest>(
    {
      service: 'common',
      path: destek('request-view'),
      body: { Language: language, RequestId: requestId },
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
      json: true,
      body: {
        Language: language,
        RequestId: reply.RequestId,
        Message: reply.Message,
        ...reply.attachment,
      },
    },
    context,
  )
