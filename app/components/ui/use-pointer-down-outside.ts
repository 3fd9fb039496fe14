import { useEffect } from 'react'

/**
 * While `active`, a pointer pressed anywhere outside the element `boundary` gives calls
 * `onOutside`: how an open menu or popover closes on a click elsewhere once JavaScript runs. Pass
 * stable functions (useCallback): a new one subscribes again.
 */
export function usePointerDownOutside(
  boundary: () => Element | null | undefined,
  onOutside: () => void,
  active = true,
) {
  useEffect(() => {
    if (!active) return
    const onPointerDown = (event: PointerEvent) => {
      const element = boundary()
      if (element && !element.contains(event.target as Node)) onOutside()
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [active, boundary, onOutside])
}
