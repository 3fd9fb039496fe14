import { z } from 'zod'
import { defineCall, listEnvelope } from './client.server.ts'

const siteSearchHit = z.object({
  Type: z.enum(['faq', 'article']),
  Title: z.string(),
  Excerpt: z.string(),
  Url: z.string(),
})

/**
 * Spec §7 lists this call as going "via proxy" (POST /api/proxy). The loader calling it is the
 * storefront's server side already, so it calls the search service directly (ADR 004).
 */
export const searchSite = defineCall(
  {
    service: 'search',
    path: '/search',
    request: z.object({ keyword: z.string(), language: z.string() }),
    reply: listEnvelope(siteSearchHit),
    spec: '§7 (keyword, language; /search/search via proxy there)',
  },
  (keyword: string) => ({ keyword, language: 'tr-tr' }),
)
