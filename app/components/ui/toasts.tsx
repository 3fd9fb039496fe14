import { useEffect, useState } from 'react'

/** A notification: flashed in the session over a redirect, or in an action's answer. */
export interface Toast {
  kind: 'success' | 'info' | 'warning' | 'error'
  title?: string
  description?: string
}

// Spec §8 notification defaults, shown top right; success stays 4000 ms, others 4.5 s (spec §9).
const defaultTitles = {
  error: 'Üzgünüz bir sorun oluştu tekrar deneyin.',
  success: 'İşleminiz başarı ile gerçekleştirilmiştir.',
  info: 'Bilgi',
  warning: 'Uyarı',
} as const
const styles = {
  error: 'border-red-700 bg-red-50 text-red-900',
  success: 'border-green-700 bg-green-50 text-green-900',
  info: 'border-brand-600 bg-brand-50 text-brand-900',
  warning: 'border-amber-600 bg-amber-50 text-amber-900',
} as const

function ToastItem({ toast }: { toast: Toast }) {
  const [visible, setVisible] = useState(true)
  useEffect(() => {
    // Without JavaScript toasts simply stay on the page they arrived with.
    const timer = setTimeout(() => setVisible(false), toast.kind === 'success' ? 4000 : 4500)
    return () => clearTimeout(timer)
  }, [toast])
  if (!visible) return null
  return (
    <li className="pointer-events-auto">
      <div
        role={toast.kind === 'error' ? 'alert' : 'status'}
        data-toast={toast.kind}
        className={`rounded-md border-l-4 px-4 py-3 shadow-lg ${styles[toast.kind]}`}
      >
        <p className="font-semibold">{toast.title ?? defaultTitles[toast.kind]}</p>
        {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
      </div>
    </li>
  )
}

/**
 * Notifications from a flash (after a redirect) or from an action's answer. The list is always
 * present, even empty, so screen readers announce what appears in it.
 */
export function Toasts({ toasts }: { toasts: Toast[] }) {
  return (
    <ol
      aria-label="Bildirimler"
      aria-live="polite"
      className="pointer-events-none fixed right-4 top-4 z-[60] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2"
    >
      {toasts.map((toast, i) => (
        <ToastItem key={`${i}-${toast.title ?? ''}-${toast.description ?? ''}`} toast={toast} />
      ))}
    </ol>
  )
}
