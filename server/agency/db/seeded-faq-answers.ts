import { sql, type Kysely, type Migration } from 'kysely'
import { faqPosts } from '../seed/faq.ts'
import { renewalTimesAnswer } from '../seed/renewal-times.ts'
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

/**
 * A migration that brings the FAQ's renewal answer up to date (1007, 1009, 1011): the row that
 * still holds `before` (as seeded, or as an earlier one of these left it) takes the answer seeded
 * now; an answer the agency edited is left.
 */
export const renewalAnswerMigration = (before: string): Migration => ({
  async up(db: Kysely<AgencyDatabase>) {
    await db
      .updateTable('faq_posts')
      .set({ answer_html: renewalTimesAnswer })
      .where('answer_html', '=', before)
      .execute()
  },
})

/** A guide's sentence as an older seed held it (`was`) and as it is seeded now. */
export interface SeededSentence {
  was: string
  now: string
}

/**
 * A migration that makes seeded FAQ answers and guides true (1008, 1010): the answers as
 * `takeSeededFaqAnswers` takes them, and each guide sentence still held as seeded before becomes
 * the one seeded now; a guide the agency rewrote no longer holds the old sentence and stays.
 */
export const seededTextsMigration = (seededBefore: {
  faq: Record<number, string>
  guides: SeededSentence[]
}): Migration => ({
  async up(db: Kysely<AgencyDatabase>) {
    await takeSeededFaqAnswers(db, seededBefore.faq)
    for (const { was, now } of seededBefore.guides) {
      await sql`UPDATE articles SET body_html = replace(body_html, ${was}, ${now})`.execute(db)
    }
  },
})
