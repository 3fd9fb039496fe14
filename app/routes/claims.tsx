import { Link } from 'react-router'
import { PageHeader, SectionLinks } from '~/components/page.tsx'
import { telHref, useAgencyContent, useRootData } from '~/components/root-data.ts'
import { claimGuides as claimGuideContent, claimIntro } from '~/content/claims.ts'
import { productLines } from '~/quote/product-lines.ts'
import { pageMeta } from '~/components/seo.ts'
import { sharedPageHandle } from '~/platform/shared-page.ts'
import type { Route } from './+types/claims'
import { RouteErrorBoundary } from '~/shell/route-error.tsx'

export const handle = sharedPageHandle

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Hasar Anında Ne Yapmalı?',
    description:
      'Kaza, hastalık, deprem veya hırsızlık sonrasında sigorta türünüze göre atmanız gereken adımlar ve hazırlamanız gereken belgeler. {{ad}} hasar anında yanınızda.',
  })

export default function Claims() {
  const phone = useRootData()?.agency.phone ?? ''
  const intro = useAgencyContent(claimIntro)
  const claimGuides = useAgencyContent(claimGuideContent)
  return (
    <main id="icerik">
      <PageHeader
        title="Hasar Anında"
        lead={intro}
        crumbs={[{ name: 'Hasar Anında', path: '/hasar-aninda' }]}
      >
        <a
          href={telHref(phone)}
          className="mt-6 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-900"
        >
          Hasar hattımızı arayın: {phone}
        </a>
        <p className="mt-4" id="hasar-bildir">
          Hasarı çevrimiçi de bildirebilirsiniz: poliçenizi seçin, ne zaman ve nerede olduğunu, ne
          olduğunu yazın, fotoğraf ya da belge ekleyin; hasar dosya numaranız SMS ile gelir.{' '}
          <Link to="/hesabim/policelerim" className="font-semibold underline">
            Üyeyseniz Poliçelerim’den hasar bildirin
          </Link>
          {' · '}
          <Link to="/hasar-bildir" className="font-semibold underline">
            Üye olmadan poliçe numaranızla hasar bildirin
          </Link>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <SectionLinks
          label="Sigorta türüne göre"
          sections={claimGuides.map((guide) => ({
            id: guide.productKey,
            name: productLines.find((l) => l.key === guide.productKey)?.name ?? guide.title,
          }))}
        />
        <div className="space-y-10">
          {claimGuides.map((guide) => (
            <section
              key={guide.productKey}
              id={guide.productKey}
              aria-labelledby={`${guide.productKey}-baslik`}
              className="scroll-mt-4 rounded-lg border border-slate-200 p-5 sm:p-6"
            >
              <h2 id={`${guide.productKey}-baslik`} className="text-2xl font-bold text-brand-900">
                {guide.title}
              </h2>
              <div className="mt-4 grid gap-8 md:grid-cols-5">
                <div className="md:col-span-3">
                  <h3 className="font-semibold">Adım adım</h3>
                  <ol className="mt-2 list-decimal space-y-2 pl-5 text-slate-700">
                    {guide.steps.map((step) => (
                      <li key={step}>{step}</li>
                    ))}
                  </ol>
                </div>
                <div className="md:col-span-2">
                  <h3 className="font-semibold">Gerekli belgeler</h3>
                  <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
                    {guide.documents.map((doc) => (
                      <li key={doc}>{doc}</li>
                    ))}
                  </ul>
                  <p className="mt-4 rounded-md bg-brand-50 p-3 text-sm text-brand-900">
                    <strong>İpucu: </strong>
                    {guide.tip}
                  </p>
                </div>
              </div>
            </section>
          ))}
        </div>
        <p className="mt-10 text-slate-700">
          Sorunuz mu var?{' '}
          <Link to="/iletisim" className="text-brand-700 underline">
            İletişim sayfamızdan
          </Link>{' '}
          bize yazın ya da{' '}
          <a href={telHref(phone)} className="text-brand-700 underline">
            {phone}
          </a>{' '}
          numarasını arayın.
        </p>
      </div>
    </main>
  )
}

export const ErrorBoundary = RouteErrorBoundary
