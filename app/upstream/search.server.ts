import { z } from 'zod'
import { callEnvelope, listEnvelope, type UpstreamContext } from './client.server.ts'

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
export const searchSite = (keyword: string, context: UpstreamContext) =>
  callEnvelope(
    {
      service: 'search',
      path: '/search',
      body: { keyword, language: 'tr-tr' },
      reply: listEnvelope(siteSearchHit),
    },
    context,
  )
