import { createContext, useContext } from 'react'

/**
 * How this page carries the site's one stylesheet (Tailwind, about 7 KB compressed; decision 049).
 * A first visit gets it inline, so the first paint waits for the HTML alone (the server then keeps
 * only the rules the page uses and links the file at the end of the body, decision 054); a visitor
 * with a session has been here and gets the file, which keeps the HTML of the pages that are
 * rendered for them alone under one round trip.
 */
export type SiteStylesheet = { inline: string; href?: never } | { inline?: never; href: string }

// Only the server knows (app/entry.server.tsx provides it). In the browser the context is empty
// and nothing renders: React's hydration passes over the head's precedence styles and links, and
// never removes them, so the server's choice stays for the whole visit.
const SiteStylesContext = createContext<SiteStylesheet | null>(null)
export const SiteStylesProvider = SiteStylesContext.Provider

export function SiteStyles() {
  const stylesheet = useContext(SiteStylesContext)
  if (!stylesheet) return null
  if (stylesheet.inline === undefined)
    return <link rel="stylesheet" href={stylesheet.href} precedence="default" />
  // The server links the file at the end of the body once the page is whole (decision 054).
  return (
    <style href="site" precedence="default">
      {stylesheet.inline}
    </style>
  )
}
