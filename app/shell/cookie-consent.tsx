import { Link } from 'react-router'
import { AcceptAllButton, CONSENT_ACTION, useReturnPath } from './consent-form.tsx'
import { preloadCookiePreferences } from './on-demand-dialogs.tsx'

/** Shown while the required-cookies cookie is absent (spec §2). */
export function CookieBanner() {
  const { returnTo, params, location } = useReturnPath()
  params.set('modal', 'cerez-tercihleri')
  return (
    <section
      id="cerez-bildirimi"
      aria-label="Çerez bildirimi"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-300 bg-white shadow-[0_-4px_16px_rgba(15,23,42,0.12)]"
    >
      <form
        method="post"
        action={CONSENT_ACTION}
        className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-2 sm:gap-3 sm:py-4 md:flex-row md:items-center"
      >
        <input type="hidden" name="returnTo" value={returnTo} />
        {/* Small on a phone: the banner stays over the page until answered. */}
        <p className="text-xs text-slate-800 sm:text-sm md:flex-1">
          Zorunlu çerezleri kullanıyoruz; analitik, işlevsel ve hedefleme çerezlerini yalnızca
          onayınızla kullanırız. Ayrıntılar:{' '}
          <Link to="/cerez-politikasi" className="text-brand-700 underline">
            Çerez Politikası
          </Link>
          .
        </p>
        <div className="flex items-center gap-2 text-sm sm:text-base">
          <Link
            to={`${location.pathname}?${params.toString()}`}
            preventScrollReset
            onPointerEnter={preloadCookiePreferences}
            onFocus={preloadCookiePreferences}
            onTouchStart={preloadCookiePreferences}
            className="inline-flex min-h-11 items-center rounded-md border border-brand-700 px-3 font-semibold text-brand-700 hover:bg-brand-50 sm:px-4"
          >
            Tercihleri Değiştir
          </Link>
          <AcceptAllButton />
          <button
            type="submit"
            name="intent"
            value="kapat"
            aria-label="Çerez bildirimini kapat"
            className="ml-auto flex size-11 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <span aria-hidden="true">✕</span>
          </button>
        </div>
      </form>
    </section>
  )
}
