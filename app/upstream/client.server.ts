import { Agent, request, errors as undiciErrors } from 'undici'
import { config, type UpstreamService } from '~/config.server.ts'

export const FROM_PLACE = 32
export const SITE_ID = 36

/** A member's credentials as the provider issued them; they live only in the server session. */
export interface MemberCredentials {
  accessToken: string
  source: string
}

/** Who is asking: the member (if any) and the visitor's address and browser, for the provider's records. */
export interface UpstreamContext {
  member: MemberCredentials | null
  visitor?: { ip?: string; userAgent?: string }
}

/** The provider's envelope; which of Data or Results is filled depends on the call. */
export interface ProviderEnvelope<TData = unknown, TResult = unknown> {
  Success?: boolean
  StatusCode?: number
  Status?: boolean
  Message?: string
  Messages?: string[]
  Data?: TData
  Results?: TResult[]
}

export type UpstreamFailure =
  | { ok: false; kind: 'http'; status: number; body: ProviderEnvelope | null; message: string }
  | { ok: false; kind: 'timeout' | 'network'; message: string }

export type UpstreamResult<T> = { ok: true; status: number; body: T } | UpstreamFailure

export interface UpstreamCall {
  service: UpstreamService
  path: string
  method?: 'GET' | 'POST'
  body?: Record<string, unknown>
  /** Form-encoded unless the provider's call takes JSON. */
  json?: boolean
  /** The response is a file (a PDF), returned as bytes. */
  binary?: boolean
  timeoutMs?: number
}

// Spec §6: these always go out with the public site credential, even for a logged-in member.
const alwaysPublicPaths = new Set([
  '/account/yetki',
  '/gecici-kod',
  '/gecici-onay',
  '/register',
  '/forgot-password',
  '/aml/aml/AMLKontrol',
  '/musteri/gecici-kod',
  '/musteri/gecici-onay',
  '/internal/AMLKontrol',
  '/musteri/uyeol',
  '/account/sifremiunuttum',
])

export const usesPublicCredential = (service: UpstreamService, path: string) =>
  service === 'content' || alwaysPublicPaths.has(path)

export const upstreamMessages = {
  timeout: 'Sigorta sistemleri şu anda yanıt vermiyor. Lütfen birazdan tekrar deneyin.',
  network: 'Sigorta sistemlerine şu anda ulaşılamıyor. Lütfen birazdan tekrar deneyin.',
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

/**
 * The one way the storefront talks to the provider (spec §7): FromPlace, token and source in the
 * body (or query), SiteId / Authorization / Source headers, the public credential where required,
 * a timeout, and failures returned as values with a Turkish message instead of thrown.
 */
export async function callUpstream<T = ProviderEnvelope>(
  call: UpstreamCall,
  context: UpstreamContext,
): Promise<UpstreamResult<T>> {
  const method = call.method ?? 'POST'
  const member = usesPublicCredential(call.service, call.path) ? null : context.member
  const fields: Record<string, unknown> = { ...call.body, FromPlace: FROM_PLACE }
  if (member) Object.assign(fields, { AccessToken: member.accessToken, Source: member.source })

  const headers: Record<string, string> = {
    SiteId: String(SITE_ID),
    Authorization: `Bearer ${member?.accessToken ?? config.upstream.siteCredential}`,
    Accept: call.binary ? 'application/pdf, application/json' : 'application/json',
  }
  if (member) headers.Source = member.source
  if (context.visitor?.ip) headers['X-Forwarded-For'] = context.visitor.ip
  if (context.visitor?.userAgent) headers['User-Agent'] = context.visitor.userAgent

  const url = new URL(config.upstream.baseUrls[call.service] + call.path)
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
    const type = String(response.headers['content-type'] ?? '')
    const isJson = type.includes('json')
    const payload: unknown = isJson
      ? await response.body.json().catch(() => null)
      : call.binary && response.statusCode < 300
        ? Buffer.from(await response.body.arrayBuffer())
        : (await response.body.dump(), null)
    if (response.statusCode >= 200 && response.statusCode < 300) {
      return { ok: true, status: response.statusCode, body: payload as T }
    }
    const envelope = isJson ? (payload as ProviderEnvelope | null) : null
    return {
      ok: false,
      kind: 'http',
      status: response.statusCode,
      body: envelope,
      message: firstMessage(envelope) ?? upstreamMessages.http,
    }
  } catch (error) {
    const timedOut =
      (error instanceof DOMException && error.name === 'TimeoutError') ||
      error instanceof undiciErrors.HeadersTimeoutError ||
      error instanceof undiciErrors.BodyTimeoutError
    return timedOut
      ? { ok: false, kind: 'timeout', message: upstreamMessages.timeout }
      : { ok: false, kind: 'network', message: upstreamMessages.network }
  }
}

/** As callUpstream, for the provider's enveloped calls: a 200 that says Success false is a failure too. */
export async function callEnvelope<TData = unknown, TResult = unknown>(
  call: UpstreamCall,
  context: UpstreamContext,
): Promise<UpstreamResult<ProviderEnvelope<TData, TResult>>> {
  const result = await callUpstream<ProviderEnvelope<TData, TResult>>(call, context)
  if (result.ok && result.body?.Success === false) {
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
