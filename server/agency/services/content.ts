import { Hono } from 'hono'
import { articleBySlug, articleSummaries, faqPosts, pageBySlug } from '../content/store.ts'
import type { AgencyDb } from '../db/database.ts'
import type { AgencyDatabase } from '../db/schema.ts'
import { fail, ok, readBody } from '../http.ts'
import { fillBranding, type Branding } from '../print/branding.ts'

type ArticleRow = Omit<AgencyDatabase['articles'], 'body_html'>

const articleSummary = (a: ArticleRow, fill: (text: string) => string) => ({
  Slug: a.slug,
  Title: fill(a.title),
  Summary: fill(a.summary),
  PublishedAt: a.published_at,
  ReadingMinutes: a.reading_minutes,
  ProductKey: a.product_key,
})

/** The content service: legal pages, the FAQ and the process-guide articles. */
export function contentService(db: AgencyDb, branding: Branding) {
  const fill = (text: string) => fillBranding(text, branding)
  return new Hono()
    .post('/page/get-page', async (c) => {
      const { slug } = await readBody(c)
      const page = slug ? await pageBySlug(db, slug) : undefined
      if (!page) return fail(c, 404, 'Aradığınız sayfa bulunamadı.')
      return ok(c, {
        Data: {
          Slug: page.slug,
          Title: fill(page.title),
          Version: page.version,
          UpdatedAt: page.updated_at,
          Content: fill(page.html),
        },
      })
    })
    .post('/faq/get-faqposts', async (c) => {
      const rows = await faqPosts(db)
      return ok(c, {
        Results: rows.map((r) => ({
          Id: r.id,
          Category: r.category,
          Question: fill(r.question),
          Answer: fill(r.answer_html),
        })),
      })
    })
    .post('/blog/get-posts', async (c) => {
      const rows = await articleSummaries(db)
      return ok(c, { Results: rows.map((row) => articleSummary(row, fill)) })
    })
    .post('/blog/get-post', async (c) => {
      const { slug } = await readBody(c)
      const post = slug ? await articleBySlug(db, slug) : undefined
      if (!post) return fail(c, 404, 'Aradığınız yazı bulunamadı.')
      return ok(c, { Data: { ...articleSummary(post, fill), Content: fill(post.body_html) } })
    })
}
