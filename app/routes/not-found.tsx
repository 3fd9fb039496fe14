import { data, Link } from 'react-router'
import type { Route } from './+types/not-found'
import { pageTitle } from '~/components/seo.ts'
import { useRootData } from '~/components/root-data.ts'
import { RouteErrorBoundary } from '~/shell/route-error.tsx'

export const loader = () => data({ notFound: true }, { status: 404 })

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageTitle({ matches }, 'Sayfa bulunamadı'),
  { name: 'description', content: 'Aradığınız sayfa bulunamadı.' },
  { name: 'robots', content: 'noindex' },
]

const helpful = [
  { name: 'Ana sayfa', to: '/' },
  { name: 'Hizmetlerimiz', to: '/hizmetlerimiz' },
  { name: 'Kasko teklifi al', to: '/kasko-sigortasi' },
  { name: 'Hasar Anında', to: '/hasar-aninda' },
  { name: 'Sıkça Sorulan Sorular', to: '/sss' },
  { name: 'İletişim', to: '/iletisim' },
]

export default function NotFound() {
  // The services' names come with the shell's data, as the menus have them.
  const services = useRootData()?.serviceMenu ?? []
  return (
    <main id="icerik" className="mx-auto max-w-3xl px-4 py-16">
      <p className="text-sm font-semibold text-brand-700">Hata 404</p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900">Sayfa bulunamadı</h1>
      <p className="mt-4 text-lg text-slate-700">
        Aradığınız sayfa taşınmış, adı değişmiş ya da kaldırılmış olabilir. Aşağıdaki bağlantılardan
        devam edebilir veya sitede arama yapabilirsiniz.
      </p>
      <p className="mt-3 text-slate-700">
        Size e-posta ya da SMS ile gönderdiğimiz bir bağlantıdan geldiyseniz, bağlantının süresi
        dolmuş ya da bağlantı eksik kopyalanmış olabilir; poliçelerinize her zaman{' '}
        <Link to="/hesabim/policelerim" className="text-brand-700 underline">
          Hesabım → Poliçelerim
        </Link>{' '}
        sayfasından ulaşabilirsiniz.
      </p>
      <form method="get" action="/arama" role="search" className="mt-6 flex max-w-md">
        <label htmlFor="arama-404" className="sr-only">
          Sitede ara
        </label>
        <input
          id="arama-404"
          type="search"
          name="q"
          className="min-h-11 w-full rounded-l-md border border-slate-400 px-3"
        />
        <button
          type="submit"
          className="min-h-11 rounded-r-md bg-brand-700 px-5 font-semibold text-white"
        >
          Ara
        </button>
      </form>
      <h2 className="mt-10 text-xl font-bold">Sık ziyaret edilen sayfalar</h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {helpful.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-brand-700 underline">
              {link.name}
            </Link>
          </li>
        ))}
        {services.slice(0, 4).map((s) => (
          <li key={s.key}>
            <Link to={`/hizmetlerimiz/${s.key}`} className="text-brand-700 underline">
              {s.name}
            </Link>
          </li>
        ))}
      </ul>
    </main>
  )
}

export const ErrorBoundary = RouteErrorBoundary
