import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/** True once JavaScript runs in the browser; false in the server's HTML. */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
