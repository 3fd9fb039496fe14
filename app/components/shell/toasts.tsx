import { useEffect, useState } from 'react'
import { Link, useLocation } from 'react-router'
import type { RootData } from './root-data.ts'

type ShownToast = NonNullable<RootData['toast']>

export const defaultToastTitles = {
  success: 'İşleminiz başarı ile gerçekleştirilmiştir.',
  error: 'Üzgünüz bir sorun oluştu tekrar deneyin.',
  info: 'Bilgi',
  warning: 'Uyarı',
} as const

const styles = {
  success: 'border-green-700 bg-green-50 text-green-900',
  info: 'border-brand-600 bg-brand-50 text-brand-900',
  warning: 'border-amber-600 bg-amber-50 text-amber-900',
  error: 'border-red-700 bg-red-50 text-red-900',
} as const

/** How long a toast stays with JavaScript: 4000 ms for success, 4.5 s otherwise. */
export const toastDuration = (kind: ShownToast['kind']) => (kind === 'success' ? 4000 : 4500)

/**
 * Flash toasts from the session, top right, in a live region that is always present so screen
 * readers announce what appears in it. Without JavaScript the toast simply stays on the page.
 */
export function Toasts({ toast }: { toast: RootData['toast'] }) {
  const location = useLocation()
  const [dismissed, setDismissed] = useState<string | null>(null)
  const visible = toast && dismissed !== toast.id ? toast : null

  useEffect(() => {
    if (!visible) return
    const timer = setTimeout(() => setDismissed(visible.id), toastDuration(visible.kind))
    return () => clearTimeout(timer)
  }, [visible])

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed right-4 top-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2"
    >
      {visible ? (
        <div
          className={`pointer-events-auto flex items-start gap-3 rounded-lg border-l-4 p-4 shadow-lg ${styles[visible.kind]}`}
          data-toast={visible.kind}
        >
          <div className="flex-1">
            <p className="font-semibold">{visible.title ?? defaultToastTitles[visible.kind]}</p>
            {visible.description ? <p className="mt-1 text-sm">{visible.description}</p> : null}
          </div>
          <Link
            to={location.pathname + location.search}
            replace
            preventScrollReset
            onClick={(event) => {
              event.preventDefault()
              setDismissed(visible.id)
            }}
            className="-m-1 flex size-8 items-center justify-center rounded p-1 opacity-80 hover:opacity-100"
            aria-label="Bildirimi kapat"
          >
            <span aria-hidden="true">✕</span>
          </Link>
        </div>
      ) : null}
    </div>
  )
}
