import type { Cookie } from 'react-router'

/**
 * `cookie`, checking the signature of each distinct Cookie header once: the check is an HMAC
 * through WebCrypto, a request reads its session up to three times (the root, the wizard's
 * middleware, the page) and a visitor sends the same cookie with every request. Only values that
 * verified are kept, the last `remembered` headers.
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
      if (!header || options) return cookie.parse(header, options)
      if (verified.has(header)) return verified.get(header)
      const value: unknown = await cookie.parse(header)
      if (value) {
        if (verified.size >= remembered) verified.delete(verified.keys().next().value!)
        verified.set(header, value)
      }
      return value
    },
    serialize: (value, options) => cookie.serialize(value, options),
  }
}
