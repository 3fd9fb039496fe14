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
        className="relative mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 pr-14 md:flex-row md:items-center"
      >
        <input type="hidden" name="returnTo" value={returnTo} />
        <p className="text-sm text-slate-800 md:flex-1">
          Sitemizin çalışması için zorunlu çerezler kullanıyoruz; analitik, işlevsel ve hedefleme
          çerezlerini yalnızca onayınızla kullanırız. Ayrıntılar için{' '}
          <Link to="/cerez-politikasi" className="text-brand-700 underline">
            Çerez Politikası
          </Link>
          &apos;nı inceleyebilirsiniz.
        </p>
        <div className="flex flex-wrap gap-2">
          <Link
            to={`${location.pathname}?${params.toString()}`}
            preventScrollReset
            onPointerEnter={preloadCookiePreferences}
            onFocus={preloadCookiePreferences}
            onTouchStart={preloadCookiePreferences}
            className="inline-flex min-h-11 items-center rounded-md border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50"
          >
            Tercihleri Değiştir
          </Link>
          <AcceptAllButton />
        </div>
        <button
          type="submit"
          name="intent"
          value="kapat"
          aria-label="Çerez bildirimini kapat"
          className="absolute right-2 top-2 flex size-11 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <span aria-hidden="true">✕</span>
        </button>
      </form>
    </section>
  )
}
