import { callEnvelope, type UpstreamContext } from './client.server.ts'

export const legalPageSlugs = [
  'gizlilik-ve-kullanim-kosullari-ve-kullanici-sozlesmesi',
  'kisisel-verilerin-islenmesine-iliskin-aydinlatma-metni',
  'mesafeli-satis-sozlesmesi',
  'cerez-politikasi',
] as const
export type LegalPageSlug = (typeof legalPageSlugs)[number]

export interface ContentPage {
  Slug: string
  Title: string
  Version: string
  UpdatedAt: string
  Content: string
}
export interface FaqPost {
  Id: number
  Category: string
  Question: string
  Answer: string
}
export interface ArticleSummary {
  Slug: string
  Title: string
  Summary: string
  PublishedAt: string
  ReadingMinutes: number
  ProductKey: string | null
}
export interface Article extends ArticleSummary {
  Content: string
}

const language = 'tr-tr'

export const getPage = (slug: string, context: UpstreamContext) =>
  callEnvelope<ContentPage>(
    { service: 'content', path: '/page/get-page', body: { language, slug } },
    context,
  )

export const getFaqPosts = (context: UpstreamContext) =>
  callEnvelope<never, FaqPost>(
    { service: 'content', path: '/faq/get-faqposts', body: { language } },
    context,
  )

export const getArticles = (context: UpstreamContext) =>
  callEnvelope<never, ArticleSummary>(
    { service: 'content', path: '/blog/get-posts', body: { language } },
    context,
  )

export const getArticle = (slug: string, context: UpstreamContext) =>
  callEnvelope<Article>(
    { service: 'content', path: '/blog/get-post', body: { language, slug } },
    context,
  )
