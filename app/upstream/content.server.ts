import { z } from 'zod'
import { callEnvelope, envelope, listEnvelope, type UpstreamContext } from './client.server.ts'
import { cachedLookup } from './lookup-cache.server.ts'

export const legalPageSlugs = [
  'gizlilik-ve-kullanim-kosullari-ve-kullanici-sozlesmesi',
  'kisisel-verilerin-islenmesine-iliskin-aydinlatma-metni',
  'mesafeli-satis-sozlesmesi',
  'cerez-politikasi',
] as const
export type LegalPageSlug = (typeof legalPageSlugs)[number]

const contentPage = z.object({
  Slug: z.string(),
  Title: z.string(),
  Version: z.string(),
  UpdatedAt: z.string(),
  Content: z.string(),
})
const faqPost = z.object({
  Id: z.number(),
  Category: z.string(),
  Question: z.string(),
  Answer: z.string(),
})
const articleSummary = z.object({
  Slug: z.string(),
  Title: z.string(),
  Summary: z.string(),
  PublishedAt: z.string(),
  ReadingMinutes: z.number(),
  ProductKey: z.string().nullable(),
})
const article = articleSummary.extend({ Content: z.string() })
export type Article = z.output<typeof article>

const language = 'tr-tr'

// The site's content (legal pages, FAQ, guides) is public and the same for every visitor, and the
// home page alone asks for two of its lists: kept with the lookup lists for a few minutes, a busy
// page costs the provider and the server render one call per list, not one per visitor.

export const getPage = (slug: string, context: UpstreamContext) =>
  cachedLookup(`sayfa:${slug}`, () =>
    callEnvelope(
      {
        service: 'content',
        path: '/page/get-page',
        body: { language, slug },
        reply: envelope(contentPage),
      },
      context,
    ),
  )

export const getFaqPosts = (context: UpstreamContext) =>
  cachedLookup('sss', () =>
    callEnvelope(
      {
        service: 'content',
        path: '/faq/get-faqposts',
        body: { language },
        reply: listEnvelope(faqPost),
      },
      context,
    ),
  )

export const getArticles = (context: UpstreamContext) =>
  cachedLookup('rehberler', () =>
    callEnvelope(
      {
        service: 'content',
        path: '/blog/get-posts',
        body: { language },
        reply: listEnvelope(articleSummary),
      },
      context,
    ),
  )

export const getArticle = (slug: string, context: UpstreamContext) =>
  cachedLookup(`rehber:${slug}`, () =>
    callEnvelope(
      {
        service: 'content',
        path: '/blog/get-post',
        body: { language, slug },
        reply: envelope(article),
      },
      context,
    ),
  )
