/**
 * A path on this site to send someone to after a form (a login, the cookie preferences), or the
 * fallback. The value is resolved as the browser would resolve it, so whatever the browser would
 * take for another site (`//x`, `/\x`, a tab or a newline dropped from `/\t/x`) is refused by its
 * origin rather than by a list of tricks.
 */
export function safeLocalPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return fallback
  try {
    const url = new URL(value, 'http://yerel')
    return url.origin === 'http://yerel' ? url.pathname + url.search + url.hash : fallback
  } catch {
    return fallback
  }
}
