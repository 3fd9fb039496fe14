export interface ArticleSeed {
  slug: string
  title: string
  summary: string
  publishedAt: string /* YYYY-MM-DD */
  readingMinutes: number
  productKey: string | null
  bodyHtml: string
}
