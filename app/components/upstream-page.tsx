import type { ReactNode } from 'react'
import { PageHeader } from './page.tsx'
import type { Crumb } from './breadcrumbs.tsx'
import { UpstreamNotice } from './upstream-notice.tsx'

/**
 * An inner page whose content one upstream call gives (the blog, the FAQ): the header, then in one
 * column either the content or, when the call failed, the notice in its place.
 */
export function UpstreamPage<Loaded extends { ok: true } | { ok: false; message: string }>({
  title,
  lead,
  crumbs,
  width,
  loaded,
  children,
}: {
  title: string
  lead: string
  crumbs: Crumb[]
  /** The column's width, a Tailwind class. */
  width: 'max-w-4xl' | 'max-w-6xl'
  loaded: Loaded
  children: (content: Loaded & { ok: true }) => ReactNode
}) {
  return (
    <main id="icerik">
      <PageHeader title={title} lead={lead} crumbs={crumbs} />
      <div className={`mx-auto ${width} px-4 py-10`}>
        {loaded.ok ? (
          // Checked just now; TypeScript does not narrow a type parameter by its `ok`.
          children(loaded as Loaded & { ok: true })
        ) : (
          <UpstreamNotice message={loaded.message} />
        )}
      </div>
    </main>
  )
}
