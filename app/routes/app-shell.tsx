import { Link } from 'react-router'
import { PageHeader } from '~/components/page.tsx'
import { useRootData } from '~/components/root-data.ts'
import { RouteErrorBoundary } from '~/shell/route-error.tsx'
import { withLoginModal } from '~/members/login-flow.ts'
import { productLines } from '~/quote/product-lines.ts'
import { pageMeta } from '~/components/seo.ts'
import { sharedPageHandle } from '~/platform/shared-page.ts'
import type { Route } from './+types/app-shell'

export const handle = sharedPageHandle

// Spec §2 registers the app shell page at /_app. Here it is the site's start screen for a
// phone user who lands on it (a saved shortcut, an old link): everything the site does, one tap
// away. It repeats other pages' links, so search engines are asked not to index it.
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Hızlı erişim',
    description: '{{ad}} ile teklif alın, hesabınıza girin veya bize ulaşın.',
    noindex: true,
  })

const linkClass =
  'flex min-h-11 items-center rounded-md border border-slate-200 px-4 font-semibold text-brand-700 hover:bg-brand-50'

function LinkList({ label, links }: { label: string; links: { name: string; to: string }[] }) {
  return (
    <section aria-label={label} className="mt-8">
      <h2 className="text-xl font-bold text-brand-900">{label}</h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

export default function AppShell() {
  const user = useRootData()?.user
  const account = user
    ? [
        { name: 'Hesabım', to: '/hesabim' },
        { name: 'Poliçelerim', to: '/hesabim/policelerim' },
        { name: 'Destek Taleplerim', to: '/hesabim/destek' },
      ]
    : [
        { name: 'Giriş Yap', to: withLoginModal('/_app') },
        { name: 'Üye Ol', to: '/uyeOl' },
      ]
  return (
    <main id="icerik">
      <PageHeader
        title="Hızlı erişim"
        lead="Teklif almak, hesabınıza girmek veya bize ulaşmak için aşağıdan seçin."
        crumbs={[{ name: 'Hızlı erişim', path: '/_app' }]}
      />
      <div className="mx-auto max-w-6xl px-4 pb-12">
        <LinkList
          label="Teklif alın"
          links={productLines.map((line) => ({ name: line.name, to: line.quotePage }))}
        />
        <LinkList label="Hesabınız" links={account} />
        <LinkList
          label="Yardım"
          links={[
            { name: 'Hasar Anında', to: '/hasar-aninda' },
            { name: 'Sıkça Sorulan Sorular', to: '/sss' },
            { name: 'Destek talebi', to: '/destek-talebi' },
            { name: 'İletişim', to: '/iletisim' },
          ]}
        />
      </div>
    </main>
  )
}

export const ErrorBoundary = RouteErrorBoundary
