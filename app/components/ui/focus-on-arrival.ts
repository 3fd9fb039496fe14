import { useEffect, useEffectEvent, useRef } from 'react'
import { useLocation } from 'react-router'

/**
 * A heading that takes the focus when the visitor arrives at its page by a client-side navigation,
 * so a screen reader announces where they are, as it does after a full page load. The first load
 * (the location React Router calls 'default') is left alone: the browser's own page load does it.
 * Keyed on the path, so a post answered on the same page (errors, a refresh of the offers) leaves
 * the focus where the form put it; and a field the visitor is typing in keeps it (a page that
 * hydrates into a redirect of its loader arrives too, while they type).
 */
export function useFocusOnArrival<Element extends HTMLElement>() {
  const ref = useRef<Element>(null)
  const { pathname, key } = useLocation()
  const arrive = useEffectEvent(() => {
    const typingIn = document.activeElement?.closest('input, select, textarea, [contenteditable]')
    if (key !== 'default' && !typingIn?.isConnected) ref.current?.focus()
  })
  useEffect(() => arrive(), [pathname])
  return ref
}
