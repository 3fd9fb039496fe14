import { Link } from 'react-router'
import { definitionOf } from '../definitions.ts'
import { useWizardBase } from './base.ts'
import { wizardOf } from './context.server.ts'
import { wizardPath } from './navigation.ts'
import type { Route } from './+types/saved-summary'

/** A line whose steps end before offers: what was saved, and a way back to it. */
export function loader(args: Route.LoaderArgs) {
  const customer = wizardOf(args).draft.data.customer!
  return {
    name: `${customer.Name} ${customer.Surname}`.trim(),
    place: `${customer.County} / ${customer.City}`,
    email: customer.Email ?? null,
  }
}

export default function SavedSummary({ loaderData: summary }: Route.ComponentProps) {
  const base = useWizardBase()
  const definition = definitionOf(base.productKey)
  return (
    <main id="icerik" className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <p className="text-sm font-semibold text-brand-600">{definition.name} teklifi</p>
      <h1 className="mt-1 text-2xl font-bold sm:text-3xl">Bilgileriniz kaydedildi</h1>
      <p className="mt-4 text-slate-700">
        Telefonunuz doğrulandı ve aşağıdaki bilgiler teklif kaydınıza işlendi. Bu tarayıcıdan
        istediğiniz zaman bu sayfaya dönebilir, bilgilerinizi düzeltebilirsiniz. Sorularınız için
        bizi {base.agencyPhone} numarasından arayabilirsiniz.
      </p>
      <dl className="mt-6 grid gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium text-slate-600">Ad soyad / unvan</dt>
        <dd>{summary.name}</dd>
        <dt className="font-medium text-slate-600">İlçe / il</dt>
        <dd>{summary.place}</dd>
        <dt className="font-medium text-slate-600">Cep telefonu</dt>
        <dd>{base.maskedPhone}</dd>
        <dt className="font-medium text-slate-600">E-posta</dt>
        <dd>{summary.email ?? 'Belirtilmedi'}</dd>
      </dl>
      <p className="mt-6 flex flex-wrap gap-4">
        <Link
          to={wizardPath(definition, base.quoteId, base.steps[0]!.segment)}
          className="font-semibold text-brand-700 underline"
        >
          Bilgilerimi düzenle
        </Link>
        <Link to="/" className="font-semibold text-brand-700 underline">
          Ana sayfaya dön
        </Link>
      </p>
    </main>
  )
}
