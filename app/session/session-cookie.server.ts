import type { Cookie } from 'react-router'
import { readCookies } from '../utils/cookies.server.ts'

/**
 * `cookie`, checking the signature of each value it is sent once: the check is an HMAC through
 * WebCrypto, a request reads its session up to three times (the root, the wizard's middleware, the
 * page) and a visitor sends the same cookie with every request, whatever other cookies come and
 * go beside it. Only values that verified are kept, the last `remembered`.
 */
export function verifyingOnce(cookie: Cookie, remembered = 1000): Cookie {
  const verified = new Map<string, unknown>()
  return {
    get name() {
      return cookie.name
    },
    get isSigned() {
      return cookie.isSigned
    },
    get expires() {
      return cookie.expires
    },
    async parse(header, options) {
      const sent = options ? undefined : readCookies(header).get(cookie.name)
      if (!sent) return cookie.parse(header, options)
      if (verified.has(sent)) return verified.get(sent)
      const value: unknown = await cookie.parse(header)
      if (value) {
        if (verified.size >= remembered) verified.delete(verified.keys().next().value!)
        verified.set(sent, value)
      }
      return value
    },
    serialize: (value, options) => cookie.serialize(value, options),
  }
}
