import { Link } from 'react-router'
import { PageHeader, TextSection } from '~/components/page.tsx'
import { useAgencyContent } from '~/components/root-data.ts'
import { about as aboutContent } from '~/content/about.ts'
import { pageMeta } from '~/components/seo.ts'
import { sharedPageHandle } from '~/platform/shared-page.ts'
import type { Route } from './+types/about'
import { RouteErrorBoundary } from '~/shell/route-error.tsx'

export const handle = sharedPageHandle

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: 'Hakkımızda', description: aboutContent.description })

export default function About() {
  const about = useAgencyContent(aboutContent)
  return (
    <main id="icerik">
      <PageHeader
        title={about.title}
        lead={about.lead}
        crumbs={[{ name: 'Hakkımızda', path: '/hakkimizda' }]}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-3">
        <div className="space-y-8 lg:col-span-2">
          {about.sections.map((section) => (
            <TextSection key={section.heading} {...section} />
          ))}
        </div>
        <aside aria-labelledby="degerlerimiz" className="rounded-lg bg-slate-50 p-6">
          <h2 id="degerlerimiz" className="text-xl font-bold text-brand-900">
            Değerlerimiz
          </h2>
          <ul className="mt-4 space-y-5">
            {about.values.map((value) => (
              <li key={value.title}>
                <h3 className="font-semibold">{value.title}</h3>
                <p className="mt-1 text-sm text-slate-700">{value.text}</p>
              </li>
            ))}
          </ul>
          <Link
            to="/iletisim"
            className="mt-6 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-900"
          >
            Bize ulaşın
          </Link>
        </aside>
      </div>
    </main>
  )
}

export const ErrorBoundary = RouteErrorBoundary
