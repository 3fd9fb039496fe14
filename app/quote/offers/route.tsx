import { useEffect, useEffectEvent, useRef } from 'react'
import { Form, Link, useRevalidator } from 'react-router'
import { Button } from '~/components/ui/button.tsx'
import { definitionOf } from '../definitions.ts'
import { useWizardBase } from '../wizard/base.ts'
import { wizardOf } from '../wizard/context.server.ts'
import { wizardPath } from '../wizard/navigation.ts'
import { loadOffers } from './offers.server.ts'
import { OfferFilterForm } from './offer-filter-form.tsx'
import { OfferSummary } from './offer-summary.tsx'
import { offerFilterFields } from './offer-filter.ts'
import { offersStep } from './step.ts'
import type { OffersView } from './types.ts'
import type { Route } from './+types/route'

export const loader = (args: Route.LoaderArgs) => loadOffers(wizardOf(args))

const linkClass = 'font-semibold text-brand-700 underline'

/** An offer's "Satın Al", on its card and under its column of the comparison: its checkout. */
function BuyLink({ offer }: { offer: { buyHref: string; insurer: string; packageName: string } }) {
  return (
    <Link
      to={offer.buyHref}
      aria-label={`Satın Al: ${offer.insurer} ${offer.packageName}`}
      className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-900"
    >
      Satın Al
    </Link>
  )
}

/**
 * Until every insurer has answered, the page hears of each answer: with JavaScript from the offer
 * stream (server-sent events), reloading its data only when the progress differs from what it
 * shows; without it by the browser's own refresh (a meta refresh inside noscript, so the scripted
 * page never reloads). Answers arriving during a reload are fetched by one more reload after it.
 */
function useOfferStream({ done, progress, streamHref }: OffersView) {
  const revalidator = useRevalidator()
  const reloading = useRef(false)
  const heard = useRef<string | null>(null)
  const reload = useEffectEvent(async () => {
    reloading.current = true
    while (heard.current !== null) {
      heard.current = null
      await revalidator.revalidate()
    }
    reloading.current = false
  })
  const hear = useEffectEvent((latest: string) => {
    if (latest === progress) return
    heard.current = latest
    if (!reloading.current) void reload()
  })
  useEffect(() => {
    if (done) return
    const source = new EventSource(streamHref)
    source.addEventListener('progress', (event) => hear(event.data))
    source.addEventListener('complete', (event) => {
      // Closed before the stream ends, or the browser would connect again.
      source.close()
      hear(event.data)
    })
    return () => source.close()
  }, [done, streamHref])
}

function Comparison({
  comparison,
  pdfHref,
  closeHref,
}: {
  comparison: NonNullable<OffersView['comparison']>
  pdfHref: string | null
  closeHref: string
}) {
  return (
    <section aria-labelledby="karsilastirma-baslik" className="mt-8">
      <h2 id="karsilastirma-baslik" className="text-xl font-bold">
        Teklif karşılaştırması
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Teklifler arasında farklı olan satırlar <span className="font-semibold">Farklı</span> ile
        işaretlidir.
      </p>
      {/* On a phone the table scrolls inside this region, which takes the keyboard's focus. */}
      <div
        role="region"
        aria-label="Karşılaştırma tablosu"
        tabIndex={0}
        className="mt-3 overflow-x-auto rounded-lg border border-slate-200"
      >
        <table className="w-full min-w-[20rem] text-left text-sm">
          <caption className="sr-only">Seçilen tekliflerin teminatları yan yana</caption>
          <thead className="bg-brand-50">
            <tr>
              <th scope="col" className="p-2">
                Teminat
              </th>
              {comparison.offers.map((o) => (
                <th key={o.OfferId} scope="col" className="p-2">
                  {o.insurer}
                  <span className="block font-normal">{o.packageName}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className="border-t border-slate-200">
              <th scope="row" className="p-2 font-medium">
                Prim
              </th>
              {comparison.offers.map((o) => (
                <td key={o.OfferId} className="p-2 font-semibold">
                  {o.premium}
                </td>
              ))}
            </tr>
            <tr className="border-t border-slate-200">
              <th scope="row" className="p-2 font-medium">
                Taksit
              </th>
              {comparison.offers.map((o) => (
                <td key={o.OfferId} className="p-2">
                  {o.installment}
                </td>
              ))}
            </tr>
            {comparison.rows.map((row) => (
              <tr
                key={row.name}
                className={`border-t border-slate-200 ${row.differs ? 'bg-amber-50' : ''}`}
              >
                <th scope="row" className="p-2 font-medium">
                  {row.name}
                  {row.differs ? (
                    <>
                      {' '}
                      <span className="inline-block rounded bg-amber-200 px-1 text-xs font-semibold text-slate-900">
                        Farklı
                      </span>
                    </>
                  ) : null}
                </th>
                {row.values.map((value, i) => (
                  <td key={comparison.offers[i]?.OfferId ?? i} className="p-2">
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-slate-200">
              <td className="p-2" />
              {comparison.offers.map((o) => (
                <td key={o.OfferId} className="p-2">
                  <BuyLink offer={o} />
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="mt-3 flex flex-wrap gap-4">
        {pdfHref ? (
          <a href={pdfHref} download className={linkClass}>
            Karşılaştırmayı PDF olarak indir
          </a>
        ) : null}
        <Link to={closeHref} className={linkClass}>
          Karşılaştırmayı kapat
        </Link>
      </p>
    </section>
  )
}

/** The engine's offers step: the quote's offers as they arrive, compared and printed. */
export default function OffersStep({ loaderData: view }: Route.ComponentProps) {
  const base = useWizardBase()
  const definition = definitionOf(base.productKey)
  const here = wizardPath(definition, base.draftId, offersStep.segment)
  useOfferStream(view)
  return (
    <>
      {view.done ? null : (
        <noscript dangerouslySetInnerHTML={{ __html: '<meta http-equiv="refresh" content="1">' }} />
      )}
      {/* One line on a phone, so the cheapest offer is on the first screen (README, offers). */}
      {view.subject ? (
        <p
          className="mt-2 truncate text-sm font-medium text-slate-800 sm:mt-4 sm:whitespace-normal sm:text-base"
          data-testid="sigortalanan"
        >
          {view.subject}
        </p>
      ) : null}
      {view.failure ? (
        <p
          role="alert"
          className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-red-800"
        >
          {view.failure}
        </p>
      ) : null}
      {view.pdfFailed ? (
        <p
          role="alert"
          className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-red-800"
        >
          PDF şu anda hazırlanamadı. Lütfen birazdan tekrar deneyin.
        </p>
      ) : null}
      <div className="mt-3 min-h-12 rounded-md bg-brand-50 p-2 text-sm sm:mt-4 sm:p-3">
        {/* Polite and short: the count and whether more may come, not every offer as it arrives. */}
        <p role="status" className="flex items-center gap-2 font-medium">
          {view.done ? null : (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-brand-700 border-r-transparent"
            />
          )}
          <span>
            {view.offerCount > 0 ? `${view.offerCount} teklif geldi.` : 'Henüz teklif gelmedi.'}{' '}
            {view.done ? 'Tüm sigorta şirketleri yanıt verdi.' : 'Teklifler geliyor…'}
          </span>
        </p>
        {!view.done && view.waitingFor.length > 0 ? (
          <p>
            Yanıt bekleniyor: <span data-testid="bekleyenler">{view.waitingFor.join(', ')}</span>
          </p>
        ) : null}
      </div>
      {view.compareMessage ? (
        <p
          role="alert"
          className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-red-800"
        >
          {view.compareMessage}
        </p>
      ) : null}
      {view.comparison ? (
        <Comparison comparison={view.comparison} pdfHref={view.comparePdfHref} closeHref={here} />
      ) : null}
      {view.offerCount > 1 ? (
        <OfferFilterForm
          key={offerFilterFields.map((field) => view.filter.chosen[field]).join('|')}
          filter={view.filter}
          action={here}
          shown={view.offers.length}
          total={view.offerCount}
        />
      ) : null}
      <Form method="get" action={here} className="mt-4 sm:mt-8">
        {/* Comparing keeps the filter the visitor chose. */}
        {offerFilterFields.map((field) =>
          view.filter.chosen[field] ? (
            <input key={field} type="hidden" name={field} value={view.filter.chosen[field]} />
          ) : null,
        )}
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-xl font-bold">
            Teklifler{' '}
            <span className="text-base font-normal text-slate-600">
              ({view.answeredCount} şirket yanıtladı)
            </span>
          </h2>
        </div>
        <ol aria-label="Teklif listesi" className="mt-3 grid gap-3">
          {view.offers.map((offer) => (
            <li
              key={offer.OfferId}
              data-testid="teklif"
              className="rounded-lg border border-slate-200 p-4"
            >
              <OfferSummary
                offer={offer}
                title={
                  <h3 className="text-lg font-semibold">
                    {offer.insurer}
                    {offer.currentInsurer ? (
                      <span
                        data-testid="mevcut-sigortaci"
                        className="ml-2 rounded border border-brand-700 bg-brand-50 px-2 py-0.5 align-middle text-xs font-semibold text-brand-900"
                      >
                        Mevcut sigortacınız
                      </span>
                    ) : null}
                  </h3>
                }
                action={<BuyLink offer={offer} />}
              />
              <label className="mt-2 flex min-h-11 items-center gap-2 text-sm font-medium">
                <input
                  type="checkbox"
                  name="OfferIds"
                  value={offer.OfferId}
                  defaultChecked={view.selected.includes(offer.OfferId)}
                  className="size-5 accent-brand-600"
                />
                Karşılaştır: {offer.insurer} {offer.packageName}
              </label>
            </li>
          ))}
          {view.filter.active && view.offers.length === 0 ? (
            <li className="rounded-lg border border-slate-200 p-4 text-slate-700">
              Seçtiğiniz filtreye uyan teklif yok.
            </li>
          ) : null}
          {/* A filtered list shows offers only: the insurers that gave none were filtered out too. */}
          {(view.filter.active ? [] : view.unavailable).map((row) => (
            <li
              key={row.firm}
              className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-700"
            >
              <span className="font-semibold">{row.firm}</span>: {row.message}
            </li>
          ))}
        </ol>
        <p className="mt-3 text-sm text-slate-700">
          Teklifler en düşük primden başlayarak sıralanır; sıralama, sigorta şirketlerinin
          acentemize ödediği komisyona bağlı değildir.
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          {view.offers.length > 1 ? (
            <Button type="submit" variant="secondary" className="w-full sm:w-auto">
              Seçilenleri Karşılaştır
            </Button>
          ) : null}
          {view.offers.length > 0 ? (
            <a href={view.pdfHref} download className={linkClass}>
              PDF olarak indir
            </a>
          ) : null}
        </div>
      </Form>
    </>
  )
}
