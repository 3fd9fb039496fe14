import { useCallback, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react'
import { useNavigate } from 'react-router'
import { CloseLink } from './dialog.tsx'
import { usePointerDownOutside } from './use-pointer-down-outside.ts'

/**
 * A panel that opens under the control that asked for it (spec §2: the user button's login
 * popover), rendered by the server whenever the URL says it is open, so it works without
 * JavaScript and is closed by a link. It must sit inside the control's wrapper: from the `sm`
 * breakpoint the wrapper is its positioning box, so the panel hangs under the control at its right
 * edge; on a phone the nearest positioned box is the header bar, so it spans the screen as a sheet.
 * After hydration Escape and a click outside close it as well, and focus goes back to the control.
 * It is not modal: the page stays usable around it, so focus is not trapped.
 */
export function Popover({
  title,
  closeHref,
  returnFocusTo,
  children,
}: {
  title: string
  closeHref: string
  returnFocusTo?: RefObject<HTMLElement | null>
  children: ReactNode
}) {
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const navigate = useNavigate()

  const close = useCallback(
    () => void navigate(closeHref, { preventScrollReset: true }),
    [closeHref, navigate],
  )
  // The wrapper holds the control too, whose own link already toggles the panel.
  const wrapper = useCallback(() => ref.current?.parentElement ?? ref.current, [])
  usePointerDownOutside(wrapper, close)

  // A layout effect: the phone field takes focus (autoFocus) as the panel is committed, so the
  // listener must be there by then too, not after the next paint, or an early Escape is lost.
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      event.preventDefault()
      close()
      returnFocusTo?.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [close, returnFocusTo])

  return (
    <div
      ref={ref}
      role="dialog"
      aria-labelledby={titleId}
      className="absolute inset-x-0 top-full z-40 border-y border-slate-200 bg-white px-4 pb-5 pt-3 text-slate-900 shadow-lg sm:left-auto sm:right-0 sm:mt-2 sm:w-80 sm:rounded-lg sm:border"
    >
      <div className="mb-2 flex items-center justify-between gap-4">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <CloseLink
          to={closeHref}
          onClick={() => returnFocusTo?.current?.focus()}
          className="-mr-2 flex size-11 items-center justify-center"
        />
      </div>
      {children}
    </div>
  )
}
