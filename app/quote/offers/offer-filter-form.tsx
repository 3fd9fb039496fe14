import { useId } from 'react'
import { Form, Link } from 'react-router'
import type { Option } from '~/components/forms/list-option.ts'
import { Button } from '~/components/ui/button.tsx'
import { inputClass } from '~/components/ui/field.tsx'
import type { OfferFilterField, OfferFilterView } from './offer-filter.ts'

function FilterSelect({
  name,
  label,
  options,
  chosen,
}: {
  name: OfferFilterField
  label: string
  options: Option[]
  chosen: string
}) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} name={name} defaultValue={chosen} className={inputClass}>
        <option value="">Tümü</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  )
}

/**
 * Filter the offers by insurer, package and installments: a GET form, so the filter is in the
 * address (a refresh, the back button and the page's reloads as offers arrive keep it) and works
 * without JavaScript. Choosing again starts a new comparison, so the form does not carry OfferIds.
 */
export function OfferFilterForm({
  filter,
  action,
  shown,
  total,
}: {
  filter: OfferFilterView
  action: string
  shown: number
  total: number
}) {
  const { chosen } = filter
  // Folded behind "Filtrele" (a details element: no JavaScript needed), so the offers come first;
  // open while a filter is chosen or refused, so the visitor sees what narrows the list.
  return (
    <details
      open={filter.active || Boolean(filter.message)}
      className="mt-3 rounded-lg border border-slate-200 bg-slate-50 sm:mt-6"
    >
      <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold text-brand-700">
        Filtrele
      </summary>
      <Form
        method="get"
        action={action}
        preventScrollReset
        aria-label="Teklifleri filtrele"
        className="px-4 pb-4"
      >
        <div className="grid gap-3 sm:grid-cols-3">
          <FilterSelect
            name="InsuranceFirm"
            label="Sigorta şirketi"
            options={filter.insurers}
            chosen={chosen.InsuranceFirm}
          />
          <FilterSelect
            name="PackageCode"
            label="Paket"
            options={filter.packages}
            chosen={chosen.PackageCode}
          />
          <FilterSelect
            name="InstallmentCount"
            label="Taksit sayısı"
            options={filter.installments.map((n) => ({ id: String(n), name: `En az ${n} taksit` }))}
            chosen={chosen.InstallmentCount}
          />
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-4">
          <Button type="submit" variant="secondary">
            Filtreyi Uygula
          </Button>
          {filter.active ? (
            <>
              <p className="text-sm text-slate-700" data-testid="filtre-sonucu">
                {total} tekliften {shown} tanesi gösteriliyor.
              </p>
              <Link
                to={action}
                preventScrollReset
                className="font-semibold text-brand-700 underline"
              >
                Filtreyi temizle
              </Link>
            </>
          ) : null}
        </div>
        {filter.message ? (
          <p role="alert" className="mt-3 text-sm text-red-800">
            {filter.message}
          </p>
        ) : null}
      </Form>
    </details>
  )
}
