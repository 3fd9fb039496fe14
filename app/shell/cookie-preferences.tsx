import { useState, type KeyboardEvent, type ReactNode } from 'react'
import { Link } from 'react-router'
import { Dialog } from '../components/ui/dialog.tsx'
import { AcceptAllButton, CONSENT_ACTION, useReturnPath } from './consent-form.tsx'
import type { RootData } from '../components/root-data.ts'

const switches = [
  {
    name: 'analitik',
    key: 'analytic',
    title: 'Analitik çerezler',
    text: 'Sitenin nasıl kullanıldığını anonim olarak ölçmemize ve sayfaları iyileştirmemize yardımcı olur.',
  },
  {
    name: 'islevsel',
    key: 'functional',
    title: 'İşlevsel çerezler',
    text: 'Tercihlerinizi hatırlayarak size daha kişisel bir deneyim sunar.',
  },
  {
    name: 'hedefleme',
    key: 'targeting',
    title: 'Hedefleme çerezleri',
    text: 'İlgi alanlarınıza uygun kampanyaları göstermek için kullanılır.',
  },
] as const

type Tab = 'ayarlar' | 'politika'

/**
 * A tab's panel under the id its tab's aria-controls names, so each tab and its panel point at
 * each other; hidden while the other tab is shown.
 */
function TabPanel({
  id,
  shown,
  className,
  tabIndex,
  children,
}: {
  id: Tab
  shown: Tab
  className: string
  tabIndex?: number
  children: ReactNode
}) {
  return (
    <div
      id={`cerez-panel-${id}`}
      role="tabpanel"
      aria-labelledby={`cerez-sekme-${id}`}
      hidden={shown !== id}
      className={className}
      tabIndex={tabIndex}
    >
      {children}
    </div>
  )
}

/** Opened by ?modal=cerez-tercihleri; the tabs are links without JavaScript and a tablist with it. */
export function CookiePreferences({
  consent,
  policy,
}: Pick<RootData, 'consent'> & { policy: RootData['cookiePolicy'] }) {
  const { returnTo, params, location } = useReturnPath()
  const [tab, setTab] = useState<Tab>(
    new URLSearchParams(location.search).get('sekme') === 'politika' ? 'politika' : 'ayarlar',
  )
  params.set('modal', 'cerez-tercihleri')
  const settingsHref = `${location.pathname}?${params.toString()}`
  params.set('sekme', 'politika')
  const policyHref = `${location.pathname}?${params.toString()}`
  const tabs: { id: Tab; label: string; href: string }[] = [
    { id: 'ayarlar', label: 'Ayarlar', href: settingsHref },
    { id: 'politika', label: 'Çerez Politikası', href: policyHref },
  ]
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
    event.preventDefault()
    const next: Tab = tab === 'ayarlar' ? 'politika' : 'ayarlar'
    setTab(next)
    document.getElementById(`cerez-sekme-${next}`)?.focus()
  }
  return (
    <Dialog title="Çerez Tercihleri" closeHref={returnTo} width={640}>
      <div
        role="tablist"
        aria-label="Çerez tercihleri"
        className="flex gap-1 border-b border-slate-200"
      >
        {tabs.map((t) => (
          <Link
            key={t.id}
            id={`cerez-sekme-${t.id}`}
            to={t.href}
            replace
            preventScrollReset
            role="tab"
            aria-selected={tab === t.id}
            aria-controls={`cerez-panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            onKeyDown={onKeyDown}
            onClick={(event) => {
              event.preventDefault()
              setTab(t.id)
            }}
            className={`-mb-px border-b-2 px-4 py-2 font-semibold ${tab === t.id ? 'border-brand-700 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
          >
            {t.label}
          </Link>
        ))}
      </div>
      <TabPanel id="ayarlar" shown={tab} className="pt-4">
        <form method="post" action={CONSENT_ACTION} className="space-y-4">
          <input type="hidden" name="returnTo" value={returnTo} />
          <div className="flex items-start justify-between gap-4">
            <div>
              <p className="font-semibold" id="cerez-zorunlu-baslik">
                Zorunlu çerezler
              </p>
              <p className="text-sm text-slate-600">
                Oturumunuzun ve güvenliğin sağlanması için gereklidir; kapatılamaz.
              </p>
            </div>
            <input
              type="checkbox"
              role="switch"
              checked
              disabled
              readOnly
              aria-labelledby="cerez-zorunlu-baslik"
              className="mt-1 size-5 shrink-0 accent-brand-600"
            />
          </div>
          {switches.map((s) => (
            <div key={s.name} className="flex items-start justify-between gap-4">
              <div>
                <label htmlFor={`cerez-${s.name}`} className="font-semibold">
                  {s.title}
                </label>
                <p className="text-sm text-slate-600" id={`cerez-${s.name}-aciklama`}>
                  {s.text}
                </p>
              </div>
              <input
                id={`cerez-${s.name}`}
                type="checkbox"
                role="switch"
                name={s.name}
                value="1"
                defaultChecked={consent[s.key]}
                aria-describedby={`cerez-${s.name}-aciklama`}
                className="mt-1 size-5 shrink-0 accent-brand-600"
              />
            </div>
          ))}
          <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
            <button
              type="submit"
              name="intent"
              value="kaydet"
              className="inline-flex min-h-11 items-center rounded-md border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50"
            >
              Seçimlerimi Kaydet
            </button>
            <AcceptAllButton />
          </div>
        </form>
      </TabPanel>
      <TabPanel
        id="politika"
        shown={tab}
        className="max-h-[60vh] overflow-y-auto pt-2"
        tabIndex={0}
      >
        {policy?.ok ? (
          <div className="content-html text-sm" dangerouslySetInnerHTML={{ __html: policy.html }} />
        ) : (
          <p className="py-4 text-slate-700">
            {policy?.message ?? 'Çerez politikası şu anda yüklenemedi.'}{' '}
            <Link to="/cerez-politikasi" className="text-brand-700 underline">
              Çerez Politikası sayfasını açın
            </Link>
            .
          </p>
        )}
      </TabPanel>
    </Dialog>
  )
}
