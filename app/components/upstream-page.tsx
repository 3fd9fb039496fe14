import type { ReactNode } from 'react'
import { PageHeader } from './page.tsx'
import type { Crumb } from './breadcrumbs.tsx'

/**
 * An inner page whose content one upstream call gives (the blog, the FAQ): the header, then in one
 * column either the content or, when the call failed, its `UpstreamNotice` in its place.
 */
export function UpstreamPage({
  title,
  lead,
  crumbs,
  width,
  children,
}: {
  title: string
  lead: string
  crumbs: Crumb[]
  /** The column's width, a Tailwind class. */
  width: 'max-w-4xl' | 'max-w-6xl'
  children: ReactNode
}) {
  return (
    <main id="icerik">
      <PageHeader title={title} lead={lead} crumbs={crumbs} />
      <div className={`mx-auto ${width} px-4 py-10`}>{children}</div>
    </main>
  )
}
