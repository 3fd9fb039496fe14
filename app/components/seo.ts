import type { MetaDescriptor } from 'react-router'
import { fillAgency, type AgencyDetails } from '../content/agency.ts'

interface MetaContext {
  location: { pathname: string }
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>
}

/** The configured agency from the root loader: its name, contact details and site address. */
function agencyFrom(matches: MetaContext['matches']): AgencyDetails {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as
    { agency?: AgencyDetails } | undefined
  return root?.agency ?? { name: '', legalName: '', phone: '', email: '', address: '', siteUrl: '' }
}

/** A page's title followed by the agency's name, as every tab and bookmark shows it. */
export function pageTitle({ matches }: Pick<MetaContext, 'matches'>, title: string) {
  return [{ title: titleWithAgency(title, agencyFrom(matches)) }]
}

function titleWithAgency(title: string, agency: AgencyDetails): string {
  const filled = fillAgency(title, agency)
  return filled.includes(agency.name) ? filled : `${filled} | ${agency.name}`
}

/** Title, description, canonical URL and Open Graph tags: every page says who it is once. */
export function pageMeta(
  { location, matches }: MetaContext,
  page: { title: string; description: string; type?: 'website' | 'article'; noindex?: boolean },
): MetaDescriptor[] {
  const agency = agencyFrom(matches)
  const url = agency.siteUrl + (location.pathname === '/' ? '/' : location.pathname)
  const title = titleWithAgency(page.title, agency)
  const fullDescription = fillAgency(page.description, agency)
  const description =
    fullDescription.length > 160
      ? `${fullDescription.slice(0, 157).replace(/\s+\S*$/, '')}…`
      : fullDescription
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:site_name', content: agency.name },
    { property: 'og:locale', content: 'tr_TR' },
    ...(page.noindex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ]
}
