import type { AgencyDb } from '../db/database.ts'

// The site's content: the legal pages, the FAQ and the process-guide articles.

export const pageBySlug = (db: AgencyDb, slug: string) =>
  db.selectFrom('content_pages').selectAll().where('slug', '=', slug).executeTakeFirst()

export const faqPosts = (db: AgencyDb) =>
  db.selectFrom('faq_posts').selectAll().orderBy('sort').execute()

/** The articles, newest first, with their text (the search reads it). */
export const articles = (db: AgencyDb) =>
  db.selectFrom('articles').selectAll().orderBy('published_at', 'desc').execute()

/** The articles, newest first, without their text: the list shows no more. */
export const articleSummaries = (db: AgencyDb) =>
  db
    .selectFrom('articles')
    .select(['slug', 'title', 'summary', 'published_at', 'reading_minutes', 'product_key'])
    .orderBy('published_at', 'desc')
    .execute()

export const articleBySlug = (db: AgencyDb, slug: string) =>
  db.selectFrom('articles').selectAll().where('slug', '=', slug).executeTakeFirst()
