import { Link } from 'react-router'
import { PageHeader } from '~/components/page.tsx'
import { services } from '~/content/services.ts'
import { pageMeta } from '~/components/seo.ts'
import { sharedPageHandle } from '~/platform/shared-page.ts'
import type { Route } from './+types/services'
import { RouteErrorBoundary } from '~/shell/route-error.tsx'

export const handle = sharedPageHandle

// The list's texts go as data, so the nine services' whole content stays out of the page's code.
export const loader = () => ({
  services: services.map(({ key, name, shortName, tagline }) => ({
    key,
    name,
    shortName,
    tagline,
  })),
})

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Hizmetlerimiz: kasko, trafik, sağlık, konut, DASK ve daha fazlası',
    description:
      '{{ad}} ile kasko, zorunlu trafik, özel ve tamamlayıcı sağlık, seyahat, evcil hayvan, konut, DASK ve cep telefonu sigortası tekliflerini karşılaştırın.',
  })

export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <main id="icerik">
      <PageHeader
        title="Hizmetlerimiz"
        lead="Aracınız, sağlığınız, eviniz, seyahatiniz ve sevdikleriniz için dokuz sigorta türünde birçok sigorta şirketinin teklifini karşılaştırın."
        crumbs={[{ name: 'Hizmetlerimiz', path: '/hizmetlerimiz' }]}
      />
      <ul className="mx-auto grid max-w-6xl gap-4 px-4 py-10 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.services.map((service) => (
          <li
            key={service.key}
            className="flex flex-col rounded-lg border border-slate-200 p-5 shadow-sm"
          >
            <h2 className="text-lg font-bold text-brand-900">{service.name}</h2>
            <p className="mt-2 flex-1 text-slate-700">{service.tagline}</p>
            <Link
              to={`/hizmetlerimiz/${service.key}`}
              className="mt-4 font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {service.shortName} hakkında bilgi alın
            </Link>
          </li>
        ))}
      </ul>
    </main>
  )
}

export const ErrorBoundary = RouteErrorBoundary
