import type { Context, MiddlewareHandler } from 'hono'
import { timingSafeEqual } from 'node:crypto'

/** The provider's response envelope: Success, StatusCode, Messages and Data or Results. */
export interface Envelope {
  Success: boolean
  StatusCode: number
  Messages: string[]
  Data?: unknown
  Results?: unknown[]
  [extra: string]: unknown
}

export const ok = (c: Context, payload: Partial<Envelope> = {}) =>
  c.json({ Success: true, StatusCode: 200, Messages: [], ...payload } satisfies Envelope)

export const fail = (
  c: Context,
  httpStatus: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500,
  message: string,
  extra: Partial<Envelope> = {},
) =>
  c.json(
    { Success: false, StatusCode: httpStatus, Messages: [message], ...extra } satisfies Envelope,
    httpStatus,
  )

export type Body = Record<string, string | undefined>

/** Reads a form-encoded or JSON body (or, for GET, the query) into flat string fields. */
export async function readBody(c: Context): Promise<Body> {
  if (c.req.method === 'GET') return c.req.query()
  const type = c.req.header('content-type') ?? ''
  if (type.includes('application/json')) {
    const json: unknown = await c.req.json().catch(() => ({}))
    if (!json || typeof json !== 'object') return {}
    return Object.fromEntries(
      Object.entries(json).map(([k, v]) => [
        k,
        v === null || v === undefined
          ? undefined
          : typeof v === 'object'
            ? JSON.stringify(v)
            : String(v),
      ]),
    )
  }
  const form = await c.req.parseBody().catch(() => ({}))
  return Object.fromEntries(
    Object.entries(form).map(([k, v]) => [k, typeof v === 'string' ? v : undefined]),
  )
}

/** The visitor's address as the storefront forwards it (never the storefront's own). */
export const visitorIp = (c: Context) =>
  c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || 'bilinmiyor'

/** The digits of a posted field (card number, phone, code), whatever was typed around them. */
export const digits = (value: string | undefined) => (value ?? '').replace(/\D/g, '')

export const SITE_ID = '36'
export const FROM_PLACE = '32'

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

export type Caller = { kind: 'public' } | { kind: 'member'; memberId: number; source: string }

/**
 * Every call must name this site and carry either the public site credential or a member token;
 * anything else is answered 401 before a service sees it.
 */
export function authenticate(options: {
  siteCredential: string
  resolveMemberToken: (token: string, source: string) => Promise<Caller | null>
}): MiddlewareHandler<{ Variables: { caller: Caller } }> {
  return async (c, next) => {
    const bearer = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1]
    if (c.req.header('siteid') !== SITE_ID || !bearer) return fail(c, 401, 'Yetkisiz erişim.')
    if (sameSecret(bearer, options.siteCredential)) {
      c.set('caller', { kind: 'public' })
      return next()
    }
    // A member token always travels with its source; without one it was meant as the site credential.
    const source = c.req.header('source')
    if (!source) return fail(c, 401, 'Yetkisiz erişim.')
    const member = await options.resolveMemberToken(bearer, source)
    if (!member) return fail(c, 401, 'Oturumunuzun süresi doldu. Lütfen yeniden giriş yapın.')
    c.set('caller', member)
    return next()
  }
}
