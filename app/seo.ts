import type { MetaDescriptor } from 'react-router'

interface MetaContext {
  location: { pathname: string }
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>
}

/** The site's absolute address from the root loader, for canonical URLs and structured data. */
export function siteUrlFrom(matches: MetaContext['matches']): string {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as
    { agency?: { siteUrl?: string } } | undefined
  return root?.agency?.siteUrl ?? ''
}

/** Title, description, canonical URL and Open Graph tags: every page says who it is once. */
export function pageMeta(
  { location, matches }: MetaContext,
  page: { title: string; description: string; type?: 'website' | 'article'; noindex?: boolean },
): MetaDescriptor[] {
  const url = siteUrlFrom(matches) + (location.pathname === '/' ? '/' : location.pathname)
  const title = page.title.includes('Bozok Sigorta') ? page.title : `${page.title} | Bozok Sigorta`
  const description =
    page.description.length > 160
      ? `${page.description.slice(0, 157).replace(/\s+\S*$/, '')}…`
      : page.description
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:site_name', content: 'Bozok Sigorta' },
    { property: 'og:locale', content: 'tr_TR' },
    ...(page.noindex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ]
}
