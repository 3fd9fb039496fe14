/**
 * A fixed-window counter per key (a phone, an IP address). In memory: the built-in backend is one
 * process, and a restart forgetting the windows only gives an attacker one more window.
 */
export function rateLimiter(options: { limit: number; windowMs: number }) {
  const windows = new Map<string, { startedAt: number; count: number }>()
  return {
    /** Counts one attempt; false when the key has used up its window. */
    take(key: string, now = Date.now()): boolean {
      const current = windows.get(key)
      if (!current || now - current.startedAt >= options.windowMs) {
        if (windows.size > 50_000) windows.clear()
        windows.set(key, { startedAt: now, count: 1 })
        return true
      }
      current.count += 1
      return current.count <= options.limit
    },
  }
}
