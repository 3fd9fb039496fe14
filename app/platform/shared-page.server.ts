import type { EntryContext, RouterContextProvider } from 'react-router'
import { sharedPageContext } from './request-context.ts'
import type { sharedPageHandle } from './shared-page.ts'

/** Tells the HTTP layer a page rendered whole may serve other visitors without a session. */
export function offerToPageCache(
  status: number,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const page = routerContext.staticHandlerContext.matches.at(-1)
  if (status !== 200 || !page) return
  const handle = routerContext.routeModules[page.route.id]?.handle as
    Partial<typeof sharedPageHandle> | undefined
  if (handle?.sharedPage) loadContext.get(sharedPageContext)()
}
