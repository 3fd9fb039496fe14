/**
 * Cities, counties, professions, brands and countries change a few times a year, yet nearly every
 * form page asks for one of them. Kept for a few minutes, a busy page costs the provider one call
 * per list instead of one per visitor, and a list the agency does change shows within minutes.
 */
const LOOKUP_TTL_MS = 5 * 60_000

/** Enough for every list of a lookup, or every city's counties; beyond it the oldest entry goes. */
const MAX_ENTRIES = 500

interface Entry<Answer> {
  expiresAt: number
  result: Promise<Answer>
}

/**
 * An in-process cache of one lookup's answers by key. Only answers are kept: a failure (timeout,
 * error, a reply that did not fit its schema) is handed to the caller and forgotten, so the next
 * request asks again. Callers that come while a lookup is under way share its answer.
 */
export function lookupCache<Answer extends { ok: boolean }>({
  ttlMs = LOOKUP_TTL_MS,
  maxEntries = MAX_ENTRIES,
  now = Date.now,
}: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}) {
  const entries = new Map<string, Entry<Answer>>()

  function forget(key: string, result: Entry<Answer>['result']) {
    if (entries.get(key)?.result === result) entries.delete(key)
  }

  function cached(key: string, load: () => Promise<Answer>): Promise<Answer> {
    const hit = entries.get(key)
    if (hit && hit.expiresAt > now()) return hit.result
    const result: Promise<Answer> = load().then(
      (answer) => {
        if (!answer.ok) forget(key, result)
        return answer
      },
      (error: unknown) => {
        forget(key, result)
        throw error
      },
    )
    entries.delete(key)
    entries.set(key, { expiresAt: now() + ttlMs, result })
    // A Map iterates in insertion order, so the first key is the longest kept.
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!)
    return result
  }
  /** Forgets every answer: the next call of each lookup goes to the provider again. */
  cached.clear = () => entries.clear()
  return cached
}

/** The caches of the storefront's rarely changing lists, one a lookup. */
const sharedCaches = new Set<{ clear(): void }>()

/**
 * A cache of a rarely changing list, kept with the others. The lists are the same for every
 * caller (public reference data), so a key names the list and never the member who asked.
 */
export function sharedLookupCache<Answer extends { ok: boolean }>() {
  const cache = lookupCache<Answer>()
  sharedCaches.add(cache)
  return cache
}

/** Forgets every list kept: each lookup's next call goes to the provider again. */
export const clearLookups = () => sharedCaches.forEach((cache) => cache.clear())
