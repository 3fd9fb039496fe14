import { createContext, RouterContextProvider } from 'react-router'

/** The visitor as the HTTP layer saw them: the address express trusts (TRUST_PROXY) and the browser. */
export interface Visitor {
  ip?: string
  userAgent?: string
}

/** Every loader, action and middleware reads the visitor here, never from a request header. */
export const visitorContext = createContext<Visitor>({})

/** Fresh per response: the scripts this response renders run with it (Content-Security-Policy). */
export const cspNonceContext = createContext<string>('')

/**
 * Tells the HTTP layer's page cache that the page being sent is the same for every visitor without
 * a session (decision 024).
 */
export const sharedPageContext = createContext<() => void>(() => {})

/**
 * Tells the HTTP layer which route pattern React Router matched (`/blog/:slug`), so its metrics
 * name the route without matching the address against every route again.
 */
export const matchedPatternContext = createContext<(pattern: string) => void>(() => {})

/**
 * The request context the HTTP layer hands React Router. It is built inside the app's bundle (the
 * server entry re-exports this), so the context keys are the ones the app's modules read.
 */
export function requestContext(facts: {
  visitor: Visitor
  cspNonce: string
  onSharedPage?: () => void
  onMatchedPattern?: (pattern: string) => void
}) {
  const context = new RouterContextProvider()
  context.set(visitorContext, facts.visitor)
  context.set(cspNonceContext, facts.cspNonce)
  if (facts.onSharedPage) context.set(sharedPageContext, facts.onSharedPage)
  if (facts.onMatchedPattern) context.set(matchedPatternContext, facts.onMatchedPattern)
  return context
}

/** What every loader and action gets and the helpers they call need: the request and its context. */
export interface RequestArgs {
  request: Request
  context: Readonly<RouterContextProvider>
}

/**
 * A page's loader or action arguments as far as helpers need them: the request, its context and
 * the page's URL, without React Router's own `.data` suffix and search parameters.
 */
export interface PageArgs extends RequestArgs {
  url: URL
}
