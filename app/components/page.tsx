import type { ReactNode } from 'react'
import { Breadcrumbs, type Crumb } from './breadcrumbs.tsx'

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

/** Links to the sections further down the page (the FAQ's groups, the claim guides' lines). */
export function SectionLinks({
  label,
  sections,
}: {
  label: string
  sections: { id: string; name: string }[]
}) {
  return (
    <nav aria-label={label} className="mb-8">
      <ul className="flex flex-wrap gap-2">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="inline-flex min-h-11 items-center rounded-full border border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {section.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** A section of running text: its h2, its paragraphs and, after them, anything else it lists. */
export function TextSection({
  heading,
  paragraphs,
  children,
}: {
  heading: string
  paragraphs: string[]
  children?: ReactNode
}) {
  return (
    <section>
      <h2 className="text-2xl font-bold text-brand-900">{heading}</h2>
      {paragraphs.map((p) => (
        <p key={p.slice(0, 40)} className="mt-3 leading-relaxed text-slate-700">
          {p}
        </p>
      ))}
      {children}
    </section>
  )
}
