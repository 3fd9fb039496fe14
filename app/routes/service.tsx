import { Link } from 'react-router'
import { PageHeader } from '~/components/page.tsx'
import { fillAgency } from '~/content/agency.ts'
import { services } from '~/content/services.ts'
import { config } from '~/platform/config.server.ts'
import { notFound } from '~/platform/not-found.server.ts'
import { productLines } from '~/quote/product-lines.ts'
import { pageMeta, pageTitle } from '~/components/seo.ts'
import { sharedPageHandle } from '~/platform/shared-page.ts'
import type { Route } from './+types/service'
import { RouteErrorBoundary } from '~/shell/route-error.tsx'

export const handle = sharedPageHandle

export function loader({ params }: Route.LoaderArgs) {
  const service = services.find((s) => s.key === params.key)
  if (!service) throw notFound()
  const line = productLines.find((l) => l.serviceKey === service.key)
  // The one service's texts go as data: the nine services' content stays out of the page's code.
  return {
    service: fillAgency(service, config.agency),
    quotePage: line?.quotePage ?? '/kasko-sigortasi',
  }
}

export const meta: Route.MetaFunction = (args) => {
  const service = args.loaderData?.service
  if (!service) return pageTitle(args, 'Sayfa bulunamadı')
  return pageMeta(args, { title: service.name, description: service.description })
}

function List({
  title,
  items,
  tone,
}: {
  title: string
  items: string[]
  tone: 'yes' | 'no' | 'dot'
}) {
  const mark = { yes: '✓', no: '✕', dot: '•' }[tone]
  const color = { yes: 'text-green-700', no: 'text-red-700', dot: 'text-brand-600' }[tone]
  return (
    <section>
      <h2 className="text-xl font-bold text-brand-900">{title}</h2>
      <ul className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={item} className="flex gap-2 text-slate-700">
            <span aria-hidden="true" className={`font-bold ${color}`}>
              {mark}
            </span>
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

export default function Service({ loaderData }: Route.ComponentProps) {
  const { service } = loaderData
  const cta = (
    <Link
      to={loaderData.quotePage}
      className="inline-flex min-h-11 items-center rounded-md bg-accent-500 px-6 font-semibold text-slate-950 hover:bg-amber-400"
    >
      {service.shortName} teklifi al
    </Link>
  )
  return (
    <main id="icerik">
      <PageHeader
        title={service.name}
        lead={service.tagline}
        crumbs={[
          { name: 'Hizmetlerimiz', path: '/hizmetlerimiz' },
          { name: service.name, path: `/hizmetlerimiz/${service.key}` },
        ]}
      >
        <div className="mt-6">{cta}</div>
      </PageHeader>
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-10">
        <p className="max-w-3xl text-lg leading-relaxed text-slate-700">{service.intro}</p>
        <div className="grid gap-10 md:grid-cols-2">
          <List title="Neleri kapsar?" items={service.covers} tone="yes" />
          <List title="Neleri kapsamaz?" items={service.notCovered} tone="no" />
          <List title="Kimler için uygun?" items={service.whoNeeds} tone="dot" />
          <List title="Fiyatı neler belirler?" items={service.priceFactors} tone="dot" />
        </div>
        <section aria-labelledby="hizmet-sss">
          <h2 id="hizmet-sss" className="text-xl font-bold text-brand-900">
            Sıkça sorulan sorular
          </h2>
          <div className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
            {service.faq.map((item) => (
              <details key={item.question} className="group p-4">
                <summary className="cursor-pointer font-semibold text-slate-900">
                  {item.question}
                </summary>
                <p className="mt-2 text-slate-700">{item.answer}</p>
              </details>
            ))}
          </div>
        </section>
        <section
          className="rounded-lg bg-brand-900 p-6 text-white sm:p-8"
          aria-labelledby="hizmet-teklif"
        >
          <h2 id="hizmet-teklif" className="text-2xl font-bold">
            {service.name} için teklifinizi hemen alın
          </h2>
          <p className="mt-2 text-brand-100">
            Birkaç bilgiyle birçok sigorta şirketinin teklifini karşılaştırın; SMS doğrulamasından
            sonra teklifleriniz dakikalar içinde hazır. Seçtiğiniz teklifi 3D Secure korumalı
            ödemeyle hemen çevrimiçi satın alın.
          </p>
          <div className="mt-5">{cta}</div>
        </section>
      </div>
    </main>
  )
}

export const ErrorBoundary = RouteErrorBoundary
