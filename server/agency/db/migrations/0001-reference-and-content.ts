import type { Kysely, Migration } from 'kysely'
import { serialType } from '../dialect.ts'

export const referenceAndContent: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('cities')
      .addColumn('code', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('districts')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('city_code', 'integer', (c) => c.notNull().references('cities.code'))
      .addColumn('name', 'text', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('districts_city').on('districts').column('city_code').execute()
    await db.schema
      .createTable('countries')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('list_items')
      .addColumn('group_code', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('list_items_pk', ['group_code', 'id'])
      .execute()
    await db.schema
      .createTable('insurers')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('short_name', 'text', (c) => c.notNull())
      .addColumn('branches', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('content_pages')
      .addColumn('slug', 'text', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('html', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('faq_posts')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('question', 'text', (c) => c.notNull())
      .addColumn('answer_html', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('articles')
      .addColumn('slug', 'text', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('published_at', 'text', (c) => c.notNull())
      .addColumn('reading_minutes', 'integer', (c) => c.notNull())
      .addColumn('product_key', 'text')
      .addColumn('body_html', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('contact_messages')
      .addColumn('id', serialType(db), (c) => c.primaryKey())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('name', 'text')
      .addColumn('email', 'text')
      .addColumn('phone', 'text')
      .addColumn('subject', 'text')
      .addColumn('message', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()
  },
}
