/**
 * A Cookie header's cookies by name, their values as sent. A name sent twice keeps its first value,
 * as browsers list the cookie of the most specific path first and React Router's parser reads it.
 */
export function readCookies(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const part of header?.split(';') ?? []) {
    const index = part.indexOf('=')
    const name = part.slice(0, index).trim()
    if (index > 0 && name && !cookies.has(name)) cookies.set(name, part.slice(index + 1).trim())
  }
  return cookies
}
