import { createContext, useContext } from 'react'

// The site's whole stylesheet (one Tailwind file, about 7 KB compressed) goes inline in each page's
// head, so the first paint waits for the HTML alone, not for a second request. Only the server
// holds the text (app/entry.server.tsx provides it); in the browser the context is empty and React
// adopts the server's <style> by its href, since a precedence style is never updated once rendered.
const SiteStylesContext = createContext('')
export const SiteStylesProvider = SiteStylesContext.Provider

export function SiteStyles() {
  return (
    <style href="site" precedence="default">
      {useContext(SiteStylesContext)}
    </style>
  )
}
