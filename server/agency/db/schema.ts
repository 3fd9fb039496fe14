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
  sms_codes: {
    id: Generated<number>
    phone: string
    query_type: string
    code_hash: string
    salt: string
    attempts: Generated<number>
    expires_at: string
    consumed_at: string | null
    created_at: string
  }
  sms_sends: { id: Generated<number>; phone: string; ip: string; created_at: string }
  outbox: {
    id: Generated<number>
    channel: 'sms' | 'email'
    recipient: string
    body: string
    created_at: string
  }
  consents: {
    id: Generated<number>
    recipient: string
    channel: string
    source: string
    status: 'ONAY' | 'RET'
    consent_type: string
    text_slug: string
    text_version: string
    ip: string
    user_agent: string
    created_at: string
  }
  black_list: { national_number: string; reason: string }
}
