import { Hono } from 'hono'
import { foldForSearch, queryWords } from '../rules/turkish.ts'
import { articles, faqPosts } from '../content/store.ts'
import type { AgencyDb } from '../db/database.ts'
import { fail, ok, readBody } from '../http.ts'
import { fillBranding, type Branding } from '../print/branding.ts'

export interface SearchHit {
  Type: 'faq' | 'article'
  Title: string
  Excerpt: string
  Url: string
}

const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()

const excerpt = (text: string, max = 180) =>
  text.length <= max ? text : `${text.slice(0, max).replace(/\s+\S*$/, '')}…`

/**
 * Site search over the FAQ and the process-guide articles. The tables are small, so rows are
 * folded in memory with the back office's own Turkish rule (rules/turkish.ts); that behaves identically on
 * SQLite and PostgreSQL, whose own case folding does not know İ/ı.
 */
export function searchService(db: AgencyDb, branding: Branding) {
  // The content's agency placeholders are filled first, so the agency's own name is found too.
  const fill = (text: string) => fillBranding(text, branding)
  return new Hono().post('/search', async (c) => {
    const { keyword } = await readBody(c)
    const terms = queryWords(keyword ?? '')
    if (!terms.length) return fail(c, 400, 'Lütfen aramak istediğiniz kelimeyi yazınız.')

    const [faq, guides] = await Promise.all([faqPosts(db), articles(db)])
    const scored: { hit: SearchHit; score: number }[] = []
    const consider = (hit: SearchHit, title: string, body: string) => {
      const foldedTitle = foldForSearch(title)
      const foldedBody = foldForSearch(body)
      if (!terms.every((t) => foldedTitle.includes(t) || foldedBody.includes(t))) return
      const score = terms.filter((t) => foldedTitle.includes(t)).length * 3 + terms.length
      scored.push({ hit, score })
    }
    for (const row of faq) {
      const answer = plainText(fill(row.answer_html))
      const question = fill(row.question)
      consider(
        { Type: 'faq', Title: question, Excerpt: excerpt(answer), Url: `/sss#soru-${row.id}` },
        question,
        `${row.category} ${answer}`,
      )
    }
    for (const row of guides) {
      const [title, summary] = [fill(row.title), fill(row.summary)]
      consider(
        { Type: 'article', Title: title, Excerpt: excerpt(summary), Url: `/blog/${row.slug}` },
        title,
        `${summary} ${plainText(fill(row.body_html))}`,
      )
    }
    scored.sort((a, b) => b.score - a.score)
    return ok(c, { Results: scored.slice(0, 30).map((s) => s.hit) })
  })
}
