import { callEnvelope, type UpstreamContext } from './client.server.ts'

export interface SiteSearchHit {
  Type: 'faq' | 'article'
  Title: string
  Excerpt: string
  Url: string
}

/**
 * Spec §7 lists this call as going "via proxy" (POST /api/proxy). The loader calling it is the
 * storefront's server side already, so it calls the search service directly (ADR 004).
 */
export const searchSite = (keyword: string, context: UpstreamContext) =>
  callEnvelope<never, SiteSearchHit>(
    { service: 'search', path: '/search', body: { keyword, language: 'tr-tr' } },
    context,
  )
