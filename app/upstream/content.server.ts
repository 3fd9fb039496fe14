import { z } from 'zod'
import { defineCall, envelope, listEnvelope } from './client.server.ts'

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

const language = 'tr-tr'

// The site's content (legal pages, FAQ, guides) is public and the same for every visitor, and the
// home page alone asks for two of its lists: kept with the lookup lists for a few minutes, a busy
// page costs the provider and the server render one call per list, not one per visitor.

export const getPage = defineCall(
  {
    service: 'content',
    path: '/page/get-page',
    request: z.object({ language: z.string(), slug: z.string() }),
    reply: envelope(contentPage),
    spec: '§7 (language tr-tr, slug)',
    kept: true,
  },
  (slug: string) => ({ language, slug }),
)

export const getFaqPosts = defineCall(
  {
    service: 'content',
    path: '/faq/get-faqposts',
    request: z.object({ language: z.string() }),
    reply: listEnvelope(faqPost),
    spec: '§7 (language tr-tr)',
    kept: true,
  },
  { language },
)

export const getArticles = defineCall(
  {
    service: 'content',
    path: '/blog/get-posts',
    request: z.object({ language: z.string() }),
    reply: listEnvelope(articleSummary),
    kept: true,
  },
  { language },
)

export const getArticle = defineCall(
  {
    service: 'content',
    path: '/blog/get-post',
    request: z.object({ language: z.string(), slug: z.string() }),
    reply: envelope(article),
    kept: true,
  },
  (slug: string) => ({ language, slug }),
)
