import { useEffectEvent, useLayoutEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { useHydrated } from '~/components/forms/use-hydrated.ts'

/**
 * A heading that takes the focus when the visitor arrives at its page by a client-side navigation
 * (a link followed, a form's answer, Back within the site), so a screen reader announces where
 * they are, as it does after a full page load. A page the browser loaded itself (first visit,
 * reload) is left alone: the browser placed focus and scroll, and on a slow phone the visitor may
 * have scrolled to the button they are tapping while it hydrated. Before the page is painted, so
 * it never shows at one scroll and jumps to another.
 * Keyed on the path, so a post answered on the same page (errors, a refresh of the offers) leaves
 * the focus where the form put it; and a field the visitor is typing in keeps it (a page that
 * hydrates into a redirect of its loader arrives too, while they type).
 */
export function useFocusOnArrival<Element extends HTMLElement>() {
  const ref = useRef<Element>(null)
  const { pathname } = useLocation()
  const loadedWithPage = useRef(!useHydrated())
  const arrive = useEffectEvent(() => {
    if (loadedWithPage.current) {
      loadedWithPage.current = false
      return
    }
    const typingIn = document.activeElement?.closest('input, select, textarea, [contenteditable]')
    if (!typingIn?.isConnected) ref.current?.focus()
  })
  useLayoutEffect(() => arrive(), [pathname])
  return ref
}
