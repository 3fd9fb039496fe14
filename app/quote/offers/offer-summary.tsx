import type { ReactNode } from 'react'
import type { OfferView } from './types.ts'

/**
 * An offer as the offers list and the checkout both draw it, so the visitor pays for what they
 * chose: the insurer (`title`, a heading in the list only) and package, then the premium and
 * installments with `action` beside them (the list's "Satın Al": on a phone's first screen with
 * the price), then the key coverages.
 */
export function OfferSummary({
  offer,
  title,
  action,
  className = '',
}: {
  offer: Pick<OfferView, 'packageName' | 'premium' | 'installment' | 'coverages'>
  title: ReactNode
  action?: ReactNode
  className?: string
}) {
  return (
    <>
      <div className={className || undefined}>
        {title}
        <p className="text-sm text-slate-700">{offer.packageName}</p>
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-xl font-bold text-brand-700">{offer.premium}</p>
          <p className="text-sm text-slate-700">{offer.installment}</p>
        </div>
        {action}
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
