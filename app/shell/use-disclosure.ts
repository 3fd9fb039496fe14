import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type SyntheticEvent,
} from 'react'
import { useLocation } from 'react-router'
import { usePointerDownOutside } from '../components/ui/use-pointer-down-outside.ts'

/**
 * Enhances a native <details> menu (which already opens and closes without JavaScript): tracks
 * its state for aria-expanded, closes it on Escape (returning focus to its summary), on a click
 * outside it and after a navigation.
 */
export function useDisclosure() {
  const ref = useRef<HTMLDetailsElement>(null)
  const [open, setOpen] = useState(false)
  const location = useLocation()

  // A menu opened before hydration stays open: its state is read once, and only a later
  // navigation closes it.
  const shownAt = useRef(location.pathname + location.search)
  useEffect(() => {
    if (ref.current?.open) setOpen(true)
  }, [])
  useEffect(() => {
    const here = location.pathname + location.search
    if (shownAt.current === here) return
    shownAt.current = here
    if (ref.current) ref.current.open = false
  }, [location.pathname, location.search])

  const menu = useCallback(() => ref.current, [])
  const close = useCallback(() => {
    if (ref.current) ref.current.open = false
  }, [])
  usePointerDownOutside(menu, close, open)

  return {
    ref,
    open,
    onToggle: (event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open),
    onKeyDown: (event: KeyboardEvent<HTMLDetailsElement>) => {
      const details = event.currentTarget
      if (event.key !== 'Escape' || !details.open) return
      // The innermost open menu closes first; outer menus stay open.
      event.stopPropagation()
      details.open = false
      details.querySelector('summary')?.focus()
    },
  }
}
