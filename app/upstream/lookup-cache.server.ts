import type { z } from 'zod'
import {
  defineCall,
  type CallDeclaration,
  type EnvelopeSchema,
  type UpstreamContext,
  type UpstreamResult,
} from './client.server.ts'

/**
 * Cities, counties, professions, brands and countries change a few times a year, yet nearly every
 * form page asks for one of them. Kept for a few minutes, a busy page costs the provider one call
 * per list instead of one per visitor, and a list the agency does change shows within minutes.
 */
const LOOKUP_TTL_MS = 5 * 60_000

/** Enough for every list and every city's counties; beyond it the oldest entry goes. */
const MAX_ENTRIES = 500

interface Entry {
  expiresAt: number
  result: Promise<UpstreamResult<unknown>>
}

/**
 * An in-process cache of upstream lookups by key. Only answers are kept: a failure (timeout,
 * error, a reply that did not fit its schema) is handed to the caller and forgotten, so the next
 * request asks again. Callers that come while a lookup is under way share its answer.
 */
export function lookupCache({
  ttlMs = LOOKUP_TTL_MS,
  maxEntries = MAX_ENTRIES,
  now = Date.now,
}: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}) {
  const entries = new Map<string, Entry>()

  function forget(key: string, result: Entry['result']) {
    if (entries.get(key)?.result === result) entries.delete(key)
  }

  function cached<T>(
    key: string,
    load: () => Promise<UpstreamResult<T>>,
  ): Promise<UpstreamResult<T>> {
    const hit = entries.get(key)
    if (hit && hit.expiresAt > now()) return hit.result as Promise<UpstreamResult<T>>
    const result: Promise<UpstreamResult<T>> = load().then(
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

/**
 * The storefront's one cache of rarely changing lists. The lists are the same for every caller
 * (public reference data), so the key names the list and never the member who asked.
 */
export const cachedLookup = lookupCache()

/**
 * Declares a call for a rarely changing list, as defineCall does, whose answers are kept in
 * cachedLookup by the call's path and arguments.
 */
export function defineLookup<
  S extends EnvelopeSchema,
  A extends unknown[] = [],
  Q extends z.ZodType<Record<string, unknown>> = z.ZodType<Record<string, unknown>>,
>(call: CallDeclaration<S> & { request?: Q }, body?: (...args: A) => z.input<Q>) {
  const load = defineCall(call, body)
  return (...args: [...A, context: UpstreamContext]) =>
    cachedLookup(`${call.service}${call.path}${JSON.stringify(args.slice(0, -1))}`, () =>
      load(...args),
    )
}
