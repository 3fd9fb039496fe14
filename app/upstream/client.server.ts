import { Agent, request, errors as undiciErrors } from 'undici'
import { z } from 'zod'
import { config, type UpstreamService } from '~/platform/config.server.ts'
import { upstreamCallEnded } from '../../server/metrics.ts'
import { currentRequestId } from '../../server/platform/request-id.ts'
import { declareCall, type CallDeclaration as DeclaredCall } from './call-registry.ts'
import { recordHealth, type UpstreamFault } from './health.server.ts'
import { upstreamLog } from './log.server.ts'
import { sharedLookupCache } from './lookup-cache.server.ts'
import { usesPublicCredential } from './public-credential.ts'

const FROM_PLACE = 32
const SITE_ID = 36

/** A member's credentials as the provider issued them; they live only in the server session. */
export interface MemberCredentials {
  accessToken: string
  source: string
  /** The member's UId (spec §3), sent with the calls that name it, such as a password change. */
  uid?: string
}

/** Who is asking: the member (if any) and the visitor's address and browser, for the provider's records. */
export interface UpstreamContext {
  member: MemberCredentials | null
  visitor?: { ip?: string; userAgent?: string }
}

const envelopeOf = <D extends z.ZodType, R extends z.ZodType>(data: D, result: R) =>
  z.object({
    Success: z.boolean().optional(),
    StatusCode: z.number().optional(),
    Status: z.boolean().optional(),
    Message: z.string().nullish(),
    Messages: z.array(z.string()).nullish(),
    Data: data.nullish(),
    Results: z.array(result).nullish(),
  })
type Envelope<D extends z.ZodType, R extends z.ZodType> = ReturnType<typeof envelopeOf<D, R>>

/**
 * The provider's envelope (spec §3 "Generic API responses read Success, Data and Results"), as a
 * schema: which of Data or Results is filled depends on the call, so each service module passes
 * the schema of its own Data and Results; what it does not pass is read as nothing in particular.
 * Unknown extra fields are dropped, missing optional ones are fine, and anything else (a string
 * where a number belongs, HTML, half a JSON document) is a failure of kind 'invalid', never a cast.
 */
export function envelope(): Envelope<z.ZodUnknown, z.ZodUnknown>
export function envelope<D extends z.ZodType>(data: D): Envelope<D, z.ZodUnknown>
export function envelope<D extends z.ZodType, R extends z.ZodType>(
  data: D,
  result: R,
): Envelope<D, R>
export function envelope(data: z.ZodType = z.unknown(), result: z.ZodType = z.unknown()) {
  return envelopeOf(data, result)
}

/** The envelope of a call that answers a list in Results. */
export const listEnvelope = <R extends z.ZodType>(result: R) => envelope(z.unknown(), result)

const anyEnvelope = envelope()
export type ProviderEnvelope<TData = unknown, TResult = unknown> = Omit<
  z.output<typeof anyEnvelope>,
  'Data' | 'Results'
> & { Data?: TData | null; Results?: TResult[] | null }

export type UpstreamFailure =
  | { ok: false; kind: 'http'; status: number; body: ProviderEnvelope | null; message: string }
  | { ok: false; kind: 'timeout' | 'network' | 'invalid'; message: string }

export type UpstreamResult<T> = { ok: true; status: number; body: T } | UpstreamFailure

export interface UpstreamCall<S extends z.ZodType = z.ZodType> extends DeclaredCall {
  service: UpstreamService
  body?: Record<string, unknown>
  timeoutMs?: number
  /** The schema of a successful reply; the body is checked against it before anyone reads it. */
  reply: S
  /**
   * A rarely changing list (cities, brands, lists by group code): its answers are kept for a few
   * minutes by what was sent, shared by every caller (lookup-cache.server.ts).
   */
  kept?: boolean
}

export const upstreamMessages = {
  timeout: 'Sigorta sistemleri şu anda yanıt vermiyor. Lütfen birazdan tekrar deneyin.',
  network: 'Sigorta sistemlerine şu anda ulaşılamıyor. Lütfen birazdan tekrar deneyin.',
  invalid: 'Sigorta sistemlerinden beklenmeyen bir yanıt alındı. Lütfen birazdan tekrar deneyin.',
  http: 'Üzgünüz bir sorun oluştu tekrar deneyin.',
} as const

const dispatcher = new Agent({ keepAliveTimeout: 10_000, connections: 64 })

function encodeValue(value: unknown): string {
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'object' && value !== null) return JSON.stringify(value)
  return String(value)
}

function firstMessage(body: ProviderEnvelope | null): string | undefined {
  return body?.Messages?.find((m) => m.trim()) ?? (body?.Message?.trim() || undefined)
}

/** The provider's envelope in an error body, if it is one; null for HTML, text or other JSON. */
function errorEnvelope(payload: unknown): ProviderEnvelope | null {
  const body = anyEnvelope.safeParse(payload).data
  return body && (body.Success !== undefined || body.StatusCode !== undefined) ? body : null
}

type Raw =
  | { ok: true; status: number; type: string; bytes: Buffer }
  | { ok: false; kind: 'timeout' | 'network' }

/** One HTTP exchange with every spec §7 convention; the reply as bytes, or why there is none. */
async function exchange(
  call: Omit<UpstreamCall, 'reply'>,
  context: UpstreamContext,
  accept: string,
) {
  const method = call.method ?? 'POST'
  const member = usesPublicCredential(call.service, call.path) ? null : context.member
  const fields: Record<string, unknown> = { ...call.body, FromPlace: FROM_PLACE }
  if (member) Object.assign(fields, { AccessToken: member.accessToken, Source: member.source })

  const headers: Record<string, string> = {
    SiteId: String(SITE_ID),
    Authorization: `Bearer ${member?.accessToken ?? config.upstream.siteCredential}`,
    Accept: accept,
  }
  if (member) headers.Source = member.source
  // The visit's id, so the provider's (or the back office's) log lines join the storefront's.
  const requestId = currentRequestId()
  if (requestId) headers['X-Request-Id'] = requestId
  if (context.visitor?.ip) headers['X-Forwarded-For'] = context.visitor.ip
  if (context.visitor?.userAgent) headers['User-Agent'] = context.visitor.userAgent

  const path = config.upstream.paths[call.path] ?? call.path
  const url = new URL(config.upstream.baseUrls[call.service] + path)
  let body: string | undefined
  const present = Object.entries(fields).filter(([, v]) => v !== undefined && v !== null)
  if (method === 'GET') {
    for (const [k, v] of present) url.searchParams.set(k, encodeValue(v))
  } else if (call.json) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(Object.fromEntries(present))
  } else {
    headers['Content-Type'] = 'application/x-www-form-urlencoded'
    body = new URLSearchParams(present.map(([k, v]) => [k, encodeValue(v)])).toString()
  }

  // One deadline for the whole exchange, body included, so a reply that drips in byte by byte
  // ends like a silent one.
  const timeoutMs = call.timeoutMs ?? config.upstream.timeoutMs
  try {
    const response = await request(url, {
      method,
      headers,
      body,
      dispatcher,
      signal: AbortSignal.timeout(timeoutMs),
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    })
    const bytes = Buffer.from(await response.body.arrayBuffer())
    const type = String(response.headers['content-type'] ?? '')
    return { ok: true, status: response.statusCode, type, bytes } satisfies Raw
  } catch (error) {
    const timedOut =
      (error instanceof DOMException && error.name === 'TimeoutError') ||
      error instanceof undiciErrors.HeadersTimeoutError ||
      error instanceof undiciErrors.BodyTimeoutError
    return { ok: false, kind: timedOut ? 'timeout' : 'network' } satisfies Raw
  }
}

function parseJson(raw: {
  type: string
  bytes: Buffer
}): { ok: true; value: unknown } | { ok: false } {
  if (!raw.type.includes('json')) return { ok: false }
  try {
    return { ok: true, value: JSON.parse(raw.bytes.toString('utf8')) }
  } catch {
    return { ok: false }
  }
}

/** Whether a failed call says the service itself is in trouble, and how. */
function faultOf(call: Omit<UpstreamCall, 'reply'>, result: UpstreamFailure): UpstreamFault | null {
  if (result.kind === 'http') {
    // A 500 with the provider's envelope is an answer (an insurer declined); a gateway error or
    // a 5xx without an envelope means the service itself is in trouble.
    return result.status >= 502 || (result.status >= 500 && !result.body) ? 'http' : null
  }
  // A deadline the caller chose below the provider's (one slow insurer) says nothing about the
  // service as a whole.
  const ownDeadline = call.timeoutMs !== undefined && call.timeoutMs < config.upstream.timeoutMs
  return result.kind === 'timeout' && ownDeadline ? null : result.kind
}

/** How a call ended, as the metrics label it: ok, refused (an answer saying no) or the fault's kind. */
function outcomeOf(result: UpstreamResult<unknown>, fault: UpstreamFault | null) {
  if (result.ok) {
    const { body } = result
    const refused =
      typeof body === 'object' && body !== null && 'Success' in body && body.Success === false
    return refused ? 'refused' : 'ok'
  }
  return result.kind === 'http' && !fault ? 'refused' : result.kind
}

/** Starts timing a call; what it returns settles the call: its metrics, /readyz and the log. */
function settlement(call: Omit<UpstreamCall, 'reply'>) {
  const started = performance.now()
  return <T>(result: UpstreamResult<T>): UpstreamResult<T> => {
    const fault = result.ok ? null : faultOf(call, result)
    upstreamCallEnded(
      { service: call.service, path: call.path, insurer: call.body?.InsuranceFirm },
      (performance.now() - started) / 1000,
      outcomeOf(result, fault),
      fault,
    )
    return recordOutcome(call, result, fault)
  }
}

/**
 * Notes the outcome for /readyz and logs a fault once, with the service and path only: bodies
 * carry national IDs, phones and tokens, so they are never logged.
 */
function recordOutcome<T>(
  call: Omit<UpstreamCall, 'reply'>,
  result: UpstreamResult<T>,
  fault: UpstreamFault | null,
): UpstreamResult<T> {
  if (result.ok) {
    recordHealth(call.service, null)
    return result
  }
  // Only a fault marks the service down, and only an answer marks it up again.
  if (fault) recordHealth(call.service, fault)
  else if (result.kind === 'http') recordHealth(call.service, null)
  if (fault || (result.kind === 'http' && result.status >= 500)) {
    upstreamLog.warn(
      {
        service: call.service,
        path: call.path,
        kind: result.kind,
        status: result.kind === 'http' ? result.status : undefined,
      },
      'upstream call failed',
    )
  }
  return result
}

/**
 * The one way the storefront talks to the provider (spec §7): FromPlace, token and source in the
 * body (or query), SiteId / Authorization / Source headers, the public credential where required,
 * a timeout, the reply checked against the call's schema, and failures returned as values with a
 * Turkish message instead of thrown.
 */
export async function callUpstream<S extends z.ZodType>(
  call: UpstreamCall<S>,
  context: UpstreamContext,
): Promise<UpstreamResult<z.output<S>>> {
  const settle = settlement(call)
  const raw = await exchange(call, context, 'application/json')
  if (!raw.ok) return settle({ ok: false, kind: raw.kind, message: upstreamMessages[raw.kind] })
  const json = parseJson(raw)
  if (raw.status < 200 || raw.status >= 300) {
    const body = json.ok ? errorEnvelope(json.value) : null
    const message = firstMessage(body) ?? upstreamMessages.http
    return settle({ ok: false, kind: 'http', status: raw.status, body, message })
  }
  const parsed = json.ok ? call.reply.safeParse(json.value) : null
  if (!parsed?.success) {
    return settle({ ok: false, kind: 'invalid', message: upstreamMessages.invalid })
  }
  return settle({ ok: true, status: raw.status, body: parsed.data })
}

export type EnvelopeSchema = z.ZodType<ProviderEnvelope>

/** As callUpstream, for the provider's enveloped calls: a 200 that says Success false is a failure too. */
export async function callEnvelope<S extends EnvelopeSchema>(
  call: UpstreamCall<S>,
  context: UpstreamContext,
): Promise<UpstreamResult<z.output<S>>> {
  const result = await callUpstream(call, context)
  if (result.ok && result.body.Success === false) {
    return {
      ok: false,
      kind: 'http',
      status: result.status,
      body: result.body,
      message: firstMessage(result.body) ?? upstreamMessages.http,
    }
  }
  return result
}

/** One of the provider's enveloped calls as declared once: where it goes and what it answers. */
export type CallDeclaration<S extends EnvelopeSchema> = Omit<UpstreamCall<S>, 'body'>

/** The fields a request sends. */
export type RequestFields = Record<string, unknown>
/** A declared call that sends the same fields every time: the context is all it takes. */
export type FixedCall<S extends EnvelopeSchema> = (
  context: UpstreamContext,
) => Promise<UpstreamResult<z.output<S>>>
/** A declared call that sends what its caller's input makes: the input, then the context. */
export type CallWithInput<S extends EnvelopeSchema, Input> = (
  input: Input,
  context: UpstreamContext,
) => Promise<UpstreamResult<z.output<S>>>

/**
 * Declares an enveloped call once (call-registry.ts), so a service module lists its calls rather
 * than spelling out callEnvelope for each. `body` is the request body, of the declared request
 * schema's shape: made from the caller's input, and the declared function takes the input and
 * then the context; or fixed (or none), and it takes only the context.
 */
export function defineCall<
  S extends EnvelopeSchema,
  Input,
  Q extends z.ZodType<RequestFields> = z.ZodType<RequestFields>,
>(
  call: CallDeclaration<S> & { request?: Q },
  body: (input: Input) => z.input<Q>,
): CallWithInput<S, Input>
export function defineCall<
  S extends EnvelopeSchema,
  Q extends z.ZodType<RequestFields> = z.ZodType<RequestFields>,
>(call: CallDeclaration<S> & { request?: Q }, body?: z.input<Q>): FixedCall<S>
export function defineCall<S extends EnvelopeSchema, Input>(
  call: CallDeclaration<S> & { request?: z.ZodType<RequestFields> },
  body?: RequestFields | ((input: Input) => RequestFields),
): FixedCall<S> | CallWithInput<S, Input> {
  declareCall(call)
  const kept = call.kept ? sharedLookupCache<UpstreamResult<z.output<S>>>() : null
  const send = (sent: RequestFields | undefined, context: UpstreamContext) => {
    const ask = () => callEnvelope({ ...call, body: sent }, context)
    return kept ? kept(`${call.service}${call.path}${JSON.stringify(sent ?? {})}`, ask) : ask()
  }
  return typeof body === 'function'
    ? (input: Input, context: UpstreamContext) => send(body(input), context)
    : (context: UpstreamContext) => send(body, context)
}

/** A call whose reply is a file (a PDF): its bytes, or a failure like any other call's. */
export async function callFile(
  call: Omit<UpstreamCall, 'reply'> & { accept: string },
  context: UpstreamContext,
): Promise<UpstreamResult<Buffer>> {
  const settle = settlement(call)
  const raw = await exchange(call, context, `${call.accept}, application/json`)
  if (!raw.ok) return settle({ ok: false, kind: raw.kind, message: upstreamMessages[raw.kind] })
  const json = parseJson(raw)
  const body = json.ok ? errorEnvelope(json.value) : null
  const succeeded = raw.status >= 200 && raw.status < 300
  if (succeeded && raw.type.includes(call.accept)) {
    return settle({ ok: true, status: raw.status, body: raw.bytes })
  }
  // A 200 may still be a refusal in the provider's envelope; anything else is not a file.
  if (succeeded && body?.Success !== false) {
    return settle({ ok: false, kind: 'invalid', message: upstreamMessages.invalid })
  }
  const message = firstMessage(body) ?? upstreamMessages.http
  return settle({ ok: false, kind: 'http', status: raw.status, body, message })
}

/**
 * The provider's reply to a call whose failures carry meaning in their body (a login's
 * StatusCode, a password change's field errors): the successful body, or the error body when it
 * has the expected shape; null after a timeout, a network fault or a reply of another shape.
 */
export function replyBody<S extends z.ZodType>(
  result: UpstreamResult<unknown>,
  schema: S,
): z.output<S> | null {
  if (!result.ok && result.kind !== 'http') return null
  return schema.safeParse(result.body).data ?? null
}
