import type { Generated } from 'kysely'

export interface AgencyDatabase {
  cities: { code: number; name: string }
  districts: { id: Generated<number>; city_code: number; name: string }
  countries: { code: string; name: string }
  list_items: { group_code: string; id: string; text: string; sort: number }
  insurers: { id: number; code: string; name: string; short_name: string; branches: string }
  content_pages: { slug: string; title: string; version: string; updated_at: string; html: string }
  faq_posts: { id: number; category: string; question: string; answer_html: string; sort: number }
  articles: {
    slug: string
    title: string
    summary: string
    published_at: string
    reading_minutes: number
    product_key: string | null
    body_html: string
  }
  contact_messages: {
    id: Generated<number>
    type: string
    name: string | null
    email: string | null
    phone: string | null
    subject: string | null
    message: string | null
    created_at: string
  }
}
