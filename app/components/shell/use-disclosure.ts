import { useEffect, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react'
import { useLocation } from 'react-router'

/**
 * Enhances a native <details> menu (which already opens and closes without JavaScript): tracks
 * its state for aria-expanded, closes it on Escape (returning focus to its summary), on a click
 * outside it and after a navigation.
 */
export function useDisclosure() {
  const ref = useRef<HTMLDetailsElement>(null)
  const [open, setOpen] = useState(false)
  const location = useLocation()

  useEffect(() => {
    if (ref.current) ref.current.open = false
  }, [location.pathname, location.search])

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      const details = ref.current
      if (details && !details.contains(event.target as Node)) details.open = false
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

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
