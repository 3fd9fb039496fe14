import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'

/** The element inside `container` that has focus, as a function that gives it back with its caret. */
function keptFocus(container: HTMLElement): (() => void) | null {
  const focused = document.activeElement
  if (!(focused instanceof HTMLElement) || !container.contains(focused)) return null
  const field =
    focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement ? focused : null
  // Input types without a text selection (email, number, checkbox) answer null here.
  const start = field?.selectionStart ?? null
  const end = field?.selectionEnd ?? null
  return () => {
    focused.focus({ preventScroll: true })
    if (field && start !== null && end !== null) field.setSelectionRange(start, end)
  }
}

/** The ✕ of a dialog or popover: a link, so it closes without JavaScript as well. */
export function CloseLink({
  to,
  label = 'Kapat',
  className,
  onClick,
}: {
  to: string
  label?: string
  className: string
  onClick?: () => void
}) {
  return (
    <Link
      to={to}
      preventScrollReset
      onClick={onClick}
      className={`rounded text-slate-600 hover:text-slate-900 ${className}`}
      aria-label={label}
    >
      <span aria-hidden="true">✕</span>
    </Link>
  )
}

const tabbable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Tab from the dialog's last control comes back to its first, Shift+Tab from the first to the last:
 * a modal dialog makes the page inert, but the browser still lets the focus leave for its own
 * toolbar and back onto the page's body.
 */
function keepTabIn(dialog: HTMLDialogElement, event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return
  const controls = [...dialog.querySelectorAll<HTMLElement>(tabbable)].filter(
    (control) => control.getClientRects().length > 0,
  )
  const first = controls[0]
  const last = controls.at(-1)
  if (!first || !last) return
  const leaving = event.shiftKey
    ? document.activeElement === first || document.activeElement === dialog
    : document.activeElement === last
  if (!leaving) return
  event.preventDefault()
  ;(event.shiftKey ? last : first).focus()
}

/** Whether a click landed on the backdrop around the dialog rather than on the dialog itself. */
function outside(dialog: HTMLDialogElement, event: { clientX: number; clientY: number }) {
  const box = dialog.getBoundingClientRect()
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  )
}

/**
 * A modal the server renders whenever the URL or session says it is open, so it works without
 * JavaScript (closed by a link). After hydration it becomes a real modal dialog: focus is trapped,
 * Escape closes it and focus returns to the control that opened it or, when that one is gone or
 * lost the focus on the way (the login popover that asked for an SMS code, a submit button
 * disabled while its form was sent), to the element whose id is `returnFocusTo`. Spec §9: a general modal closes on a click
 * beside it; without JavaScript the dimmed page around it is itself a link that closes it.
 */
export function Dialog({
  title,
  closeHref,
  closeLabel = 'Kapat',
  width = 520,
  returnFocusTo,
  children,
}: {
  title: string
  closeHref: string
  closeLabel?: string
  width?: number
  returnFocusTo?: string
  children: ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const navigate = useNavigate()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    // A dialog the server rendered open may be hydrated while the visitor is typing in it. Making
    // it modal runs the browser's dialog focusing steps, which move focus to its autofocus field:
    // the rest of what they type would land there (or nowhere). Keep them where they are.
    const typingIn = keptFocus(dialog)
    const opener = document.activeElement
    dialog.close()
    dialog.showModal()
    typingIn?.()
    const previous = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = previous
      // Only when the focus went down with the dialog: a page the close led to may have placed it.
      if (document.activeElement !== document.body) return
      const back =
        opener instanceof HTMLElement && opener !== document.body && opener.isConnected
          ? opener
          : returnFocusTo
            ? document.getElementById(returnFocusTo)
            : null
      back?.focus()
    }
  }, [returnFocusTo])
  return (
    <>
      {/* Out of the tab order and hidden from assistive technology: the ✕ link is their way. */}
      <Link
        to={closeHref}
        preventScrollReset
        tabIndex={-1}
        aria-hidden="true"
        className="fixed inset-0 z-40 bg-slate-900/50"
      />
      <dialog
        ref={ref}
        open
        aria-modal="true"
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault()
          void navigate(closeHref, { preventScrollReset: true })
        }}
        onKeyDown={(event) => keepTabIn(event.currentTarget, event)}
        onClick={(event) => {
          // A modal dialog's backdrop sends its clicks to the dialog. A key that activates a
          // button inside reports no position (0, 0), which may lie outside: only the dialog
          // itself as the target counts.
          if (event.target === event.currentTarget && outside(event.currentTarget, event)) {
            void navigate(closeHref, { preventScrollReset: true })
          }
        }}
        style={{ maxWidth: `min(${width}px, calc(100vw - 2rem))` }}
        className="fixed inset-x-0 top-8 z-50 mx-auto w-full rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <CloseLink to={closeHref} label={closeLabel} className="-m-2 p-2" />
        </div>
        <div className="px-5 py-4">{children}</div>
      </dialog>
    </>
  )
}
