import { Link } from 'react-router'
import { JsonLd } from './json-ld.tsx'
import { useRootData } from './root-data.ts'

export interface Crumb {
  name: string
  path: string
}

/** Visible breadcrumbs plus their BreadcrumbList; the home page is always the first step. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const siteUrl = useRootData()?.agency.siteUrl ?? ''
  const trail = [{ name: 'Ana Sayfa', path: '/' }, ...items]
  return (
    <>
      <nav aria-label="Sayfa konumu" className="text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1">
          {trail.map((crumb, i) => (
            <li key={crumb.path} className="flex items-center gap-1">
              {i > 0 ? <span aria-hidden="true">›</span> : null}
              {i === trail.length - 1 ? (
                <span aria-current="page">{crumb.name}</span>
              ) : (
                <Link to={crumb.path} className="underline-offset-2 hover:underline">
                  {crumb.name}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: trail.map((crumb, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: crumb.name,
            item: siteUrl + crumb.path,
          })),
        }}
      />
    </>
  )
}
