import type { MiddlewareHandler } from 'hono'
import { fail, readBody } from './http.ts'

// Issue 37 item 7: PostgreSQL refuses a NUL in text, so a NUL in a claim, a support request or a
// contact message was a 500. The storefront refuses control characters in its forms; the back
// office refuses them in every call too, for any client, before a service stores a word of it.

/**
 * The C0 controls but tab, line feed and carriage return; DEL and the C1 controls; the
 * bidirectional embeddings, overrides and isolates (the storefront's rule, its own copy).
 */
const controlCharacter =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/

/** The name of the first field, however deep in the call's JSON, that holds one; or null. */
function fieldWithControlCharacter(value: unknown, name: string): string | null {
  if (typeof value === 'string') return controlCharacter.test(value) ? name : null
  if (!value || typeof value !== 'object') return null
  for (const [key, inner] of Object.entries(value)) {
    const found = fieldWithControlCharacter(inner, name ? `${name}.${key}` : key)
    if (found) return found
  }
  return null
}

/** Refuses a call with a control character in any field (query, form or JSON) with HTTP 400. */
export function refuseControlCharacters(): MiddlewareHandler {
  return async (c, next) => {
    const json = (c.req.header('content-type') ?? '').includes('application/json')
    const fields: unknown =
      json && c.req.method !== 'GET' ? await c.req.json().catch(() => null) : await readBody(c)
    const field = fieldWithControlCharacter(fields, '')
    if (!field) return next()
    return fail(
      c,
      400,
      `${field} alanında kullanılamayan, görünmeyen bir karakter var. Lütfen metni silip yeniden yazınız.`,
    )
  }
}
