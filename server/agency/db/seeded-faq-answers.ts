import type { Kysely } from 'kysely'
import { faqPosts } from '../seed/faq.ts'
import type { AgencyDatabase } from './schema.ts'

/**
 * For the migrations that make seeded FAQ answers true (1006, 1008, 1010): each answer the database
 * still holds as seeded before (`seededBefore`, by id) becomes the answer seeded now; an answer
 * the agency edited since is its own and stays.
 */
export async function takeSeededFaqAnswers(
  db: Kysely<AgencyDatabase>,
  seededBefore: Record<number, string>,
) {
  for (const [id, before] of Object.entries(seededBefore)) {
    const now = faqPosts.find((post) => post.id === Number(id))
    if (!now) continue
    await db
      .updateTable('faq_posts')
      .set({ answer_html: now.answerHtml })
      .where('id', '=', Number(id))
      .where('answer_html', '=', before)
      .execute()
  }
}
