import type { ReactNode } from 'react'
import type { OfferView } from './types.ts'

/**
 * An offer as the offers list and the checkout both draw it, so the visitor pays for what they
 * chose: the insurer (`title`, a heading in the list only), package, premium, installments and
 * the key coverages.
 */
export function OfferSummary({
  offer,
  title,
  className = '',
}: {
  offer: Pick<OfferView, 'packageName' | 'premium' | 'installment' | 'coverages'>
  title: ReactNode
  className?: string
}) {
  return (
    <>
      <div className={`${className} flex flex-wrap items-start justify-between gap-3`.trim()}>
        <div>
          {title}
          <p className="text-slate-700">{offer.packageName}</p>
        </div>
        <div className="text-right">
          <p className="text-xl font-bold text-brand-700">{offer.premium}</p>
          <p className="text-sm text-slate-700">{offer.installment}</p>
        </div>
      </div>
      {offer.coverages.length > 0 ? (
        <ul className="mt-2 grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
          {offer.coverages.map((c) => (
            <li key={c.name}>
              {c.name}: <span className="font-medium">{c.value}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}
