import { Link } from 'react-router'
import { home } from '~/content/home.ts'
import { productLines } from '~/quote/product-lines.ts'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = () => [
  { title: 'Bozok Sigorta | Kasko, trafik, sağlık ve DASK tekliflerini karşılaştırın' },
  { name: 'description', content: home.heroLead.slice(0, 155) },
]

export default function Home() {
  return (
    <main id="icerik">
      <section className="bg-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:py-16">
          <h1 className="max-w-3xl text-3xl font-bold leading-tight sm:text-4xl">
            {home.heroTitle}
          </h1>
          <p className="mt-4 max-w-2xl text-base text-brand-100 sm:text-lg">{home.heroLead}</p>
          <nav aria-label="Sigorta türleri" className="mt-8">
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
              {productLines.map((line) => (
                <li key={line.key}>
                  <Link
                    to={line.quotePage}
                    className="flex min-h-14 items-center justify-center rounded-lg bg-white px-3 py-3 text-center font-semibold text-brand-900 shadow-sm hover:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                  >
                    {line.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="nasil-calisir">
        <h2 id="nasil-calisir" className="text-2xl font-bold">
          Nasıl çalışır?
        </h2>
        <ol className="mt-6 grid gap-6 sm:grid-cols-3">
          {home.steps.map((step, i) => (
            <li key={step.title} className="rounded-lg border border-slate-200 p-5">
              <span className="text-sm font-semibold text-brand-600">{i + 1}. adım</span>
              <h3 className="mt-1 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="bg-slate-50" aria-labelledby="neden-biz">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h2 id="neden-biz" className="text-2xl font-bold">
            Neden Bozok Sigorta?
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {home.trust.map((item) => (
              <li key={item.title}>
                <h3 className="font-semibold">{item.title}</h3>
                <p className="mt-2 text-slate-700">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </main>
  )
}
