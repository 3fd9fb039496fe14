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
  vehicle_lookups: { kind: 'type' | 'using' | 'fuel'; code: string; name: string; sort: number }
  vehicle_brands: { code: string; name: string }
  vehicle_models: {
    brand_code_full: string
    brand_code: string
    name: string
    vehicle_type: string
    /** Comma-separated fuel type codes the model is sold with. */
    fuel_types: string
  }
  vehicle_values: { brand_code_full: string; model_year: number; value: number }
  vehicle_corrections: {
    plate: string
    national_number: string
    brand_code_full: string
    model_year: number
    vehicle_type: string
    using_type: string
    fuel_type: string
    updated_at: string
  }
  quotes: {
    header_guid: string
    query_type: string
    national_number: string
    phone: string
    /** JSON of the line's risk details (vehicle, accessories …). */
    details: string
    /** JSON of the header's fields as sent, but the identity (issue 28's renewal); null before 0960. */
    header_fields: string | null
    created_at: string
  }
  phone_offer_requests: {
    header_guid: string
    insurance_firm: string
    imei: string
    ip_address: string
    user_agent: string
    created_at: string
  }
  offers: {
    id: string
    header_guid: string
    insurer_id: number
    package_code: string
    package_name: string
    premium_kurus: number
    max_installments: number
    /** JSON array of { Code, Name, Value, Key }. */
    coverages: string
    valid_until: string
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
  members: {
    id: Generated<number>
    uid: string
    phone: string
    national_number: string
    name: string
    surname: string
    email: string
    birthdate: string | null
    gender: string | null
    city_code: number | null
    county_code: number | null
    password_hash: string
    password_changed_at: string
    must_change_password: Generated<number>
    phone_verified: Generated<number>
    mfa_enabled: Generated<number>
    mfa_code_hash: string | null
    mfa_code_expires_at: string | null
    mfa_code_attempts: Generated<number>
    failed_attempts: Generated<number>
    locked_until: string | null
    password_change_token_hash: string | null
    password_change_token_expires_at: string | null
    advertisement_agreement: Generated<number>
    created_at: string
  }
  member_devices: { member_id: number; device_id: string; created_at: string }
  prelogin_keys: { guid: string; key: string; expires_at: string; used: Generated<number> }
  member_tokens: {
    token_hash: string
    member_id: number
    source: string
    expires_at: string
    created_at: string
  }
  member_policies: {
    id: Generated<number>
    member_id: number
    product_key: string
    insurer_name: string
    policy_number: string
    starts_on: string
    ends_on: string
    premium: string
  }
  support_requests: {
    id: Generated<number>
    /** Null for a visitor's request until a member with its phone claims it. */
    member_id: number | null
    /** The verified phone of a visitor's request (10 digits, 5XXXXXXXXX). */
    phone: string | null
    type_id: number
    status_id: number
    subject: string
    /** The policy the request is about, one of the member's, or null. */
    policy_number: string | null
    created_at: string
    updated_at: string
  }
  support_messages: {
    id: Generated<number>
    request_id: number
    author: 'member' | 'agency'
    body: string
    attachment_name: string | null
    attachment_type: string | null
    attachment_data: string | null
    created_at: string
  }
  outbox: {
    id: Generated<number>
    channel: 'sms' | 'email'
    recipient: string
    body: string
    created_at: string
    attachment_name?: string | null
    /** Base64 of the attached file (the policy PDF). */
    attachment_data?: string | null
  }
  contract_acceptances: {
    id: Generated<number>
    header_guid: string
    offer_id: string
    national_number: string
    /** Comma-separated slugs of the accepted texts. */
    contracts: string
    /** SHA-256 of the texts as shown, so the version accepted can be proven later. */
    text_hash: string
    ip: string
    user_agent: string
    accepted_at: string
  }
  payments: {
    id: string
    attempt_key: string
    offer_id: string
    /** Set only once paid: its unique constraint allows one paid payment per offer. */
    paid_offer_id: string | null
    /** The quote's HeaderGuid, set only once paid: unique, so one paid payment per quote. */
    paid_header_guid: string | null
    status: 'awaiting_3d' | 'paid' | 'failed'
    /** Why it failed (a key of the bank's outcome table), null while open or when paid. */
    outcome: string | null
    /** The demo bank's behaviour for the card, decided from the test card at start. */
    scenario: string
    amount_kurus: number
    installments: number
    bank_name: string
    card_brand: string
    card_last_four: string
    holder_name: string
    email: string
    national_number: string
    phone: string
    insured_name: string
    return_url: string
    /** The storefront's own reference (its draft and offer), handed back with the result. */
    client_ref: string
    acs_token: string
    sms_code_hash: string | null
    sms_attempts: Generated<number>
    md_status: string | null
    created_at: string
    completed_at: string | null
  }
  signing_keys: { purpose: string; secret: string }
  policies: {
    id: Generated<number>
    policy_number: string
    offer_id: string
    payment_id: string
    header_guid: string
    product_key: string
    national_number: string
    phone: string
    email: string
    insured_name: string
    starts_on: string
    ends_on: string
    issued_at: string
  }
  policy_withdrawals: {
    policy_id: number
    refund_kurus: number
    /** Which part of the rule gave the refund: 'full' before the cover starts, 'pro-rata' after. */
    refund_rule: 'full' | 'pro-rata'
    withdrawn_at: string
  }
  renewal_reminders: {
    policy_id: number
    /** 30, 7 or 1: the reminder's nominal days before the policy's end. */
    offset_days: number
    claimed_at: string
    /** Null until every channel went out; a claim older than the lease may be taken over. */
    sent_at: string | null
    /** When each channel went out, null until then: a channel sent is not sent again (0945). */
    sms_sent_at: string | null
    email_sent_at: string | null
  }
  claim_files: {
    request_id: number
    file_number: string
    created_at: string
    /** The claim form's submission key (one claim per form submission); null before issue 37. */
    submission_key: string | null
    /** The reporter's phone and IP, which the claim caps count; null before issue 37. */
    phone: string | null
    ip: string | null
  }
  policy_emails: {
    policy_number: string
    /** Claims taken so far; a claim is known by its number, so a sender that lost it writes nothing. */
    attempts: number
    /** When a sender may claim it next: queued, the end of a claim's lease or of a failure's wait. */
    due_at: string | null
    sent_at: string | null
  }
  claim_reports: {
    request_id: number
    policy_id: number
    /** YYYY-MM-DD and HH:mm, Türkiye's time. */
    event_date: string
    event_time: string
    city_code: number
    county_code: number
    /** Vehicle lines only, when the reporter gave it: the plate as the plate rule cleans it. */
    other_party_plate: string | null
    description: string
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
  uavt_towns: { id: number; district_id: number; name: string }
  uavt_neighbourhoods: { id: number; town_id: number; name: string }
  uavt_streets: { id: number; neighbourhood_id: number; name: string }
  uavt_buildings: {
    id: number
    street_id: number
    door_number: string
    name: string | null
    /** DASK risk group, 1 (highest hazard) to 7. */
    risk_zone: number
    /** DaskInsaTarzi id: betonarme, yigma or diger. */
    construction_type: string
    /** DaskInsaYili id. */
    construction_year: string
    floor_count: number
  }
  uavt_flats: {
    /** The 10-digit UAVT address code of the flat (bağımsız bölüm). */
    uavt_code: string
    building_id: number
    flat_number: string
    /** 0 is the ground floor, -1 the basement. */
    floor: number
    gross_area: number
    /** DaskKullanimSekli id. */
    usage: string
  }
}
