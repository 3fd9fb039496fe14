import type { ReactNode } from 'react'
import { Breadcrumbs, type Crumb } from './shell/breadcrumbs.tsx'
import { telHref, useRootData } from './shell/root-data.ts'

/** The top of an inner page: breadcrumbs, the one h1 and an optional lead paragraph. */
export function PageHeader({
  title,
  lead,
  crumbs,
  children,
}: {
  title: string
  lead?: string
  crumbs: Crumb[]
  children?: ReactNode
}) {
  return (
    <div className="bg-brand-50">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
        <Breadcrumbs items={crumbs} />
        <h1 className="mt-3 text-3xl font-bold text-brand-900 sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-3 max-w-3xl text-lg text-slate-700">{lead}</p> : null}
        {children}
      </div>
    </div>
  )
}

/** An upstream failure, said kindly, with the phone number as the way forward. */
export function UpstreamNotice({ message }: { message: string }) {
  const phone = useRootData()?.agency.phone
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">{message}</p>
      {phone ? (
        <p className="mt-1 text-sm">
          Dilerseniz bize{' '}
          <a href={telHref(phone)} className="font-semibold underline">
            {phone}
          </a>{' '}
          numarasından ulaşabilirsiniz.
        </p>
      ) : null}
    </div>
  )
}
