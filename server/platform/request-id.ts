import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

/**
 * The request id of the visit being served, for every log line and upstream call made on its
 * behalf. This module is bundled twice into the storefront's process (its HTTP layer and the app's
 * bundle, and again by Vite in development), so the store is kept once per process under a global
 * key: a second copy of the module must read what the first one set.
 */
const key = Symbol.for('bozok.requestIds')
const holder = globalThis as { [key]?: AsyncLocalStorage<string> }
const requestIds = (holder[key] ??= new AsyncLocalStorage<string>())

/** A proxy's id is kept when it looks like one (nginx's $request_id, a UUID); otherwise a new one. */
export function requestIdFrom(sent: string | undefined | null): string {
  return sent && /^[\w.:-]{8,64}$/.test(sent) ? sent : randomUUID()
}

export const currentRequestId = (): string | undefined => requestIds.getStore()

/** Runs `serve` and everything it starts, awaited or not, under the request id. */
export const withRequestId = <T>(id: string, serve: () => T): T => requestIds.run(id, serve)
