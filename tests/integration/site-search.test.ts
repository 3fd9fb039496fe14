import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAgency, type RunningAgency } from '../support/agency.ts'

let agency: RunningAgency
beforeAll(async () => {
  agency = await startAgency()
})
afterAll(() => agency.stop())

const search = (keyword: string) =>
  fetch(`${agency.url}/search/search`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      SiteId: '36',
      Authorization: `Bearer ${agency.siteCredential}`,
    },
    body: new URLSearchParams({ keyword, language: 'tr-tr', FromPlace: '32' }),
  })

interface Hit {
  Type: string
  Title: string
  Url: string
}

describe('POST /search/search', () => {
  it('finds FAQ entries and articles regardless of Turkish case', async () => {
    const lower = await (await search('deprem')).json()
    expect(lower.Success).toBe(true)
    expect(lower.Results.length).toBeGreaterThan(0)
    const upper = await (await search('DEPREM')).json()
    expect(upper.Results.map((h: Hit) => h.Url)).toEqual(lower.Results.map((h: Hit) => h.Url))
    expect(lower.Results.some((h: Hit) => h.Type === 'article')).toBe(true)
  })

  it('folds İ/i and I/ı on both sides', async () => {
    const dotted = await (await search('SİGORTA')).json()
    const dotless = await (await search('sıgorta')).json()
    expect(dotted.Results.length).toBeGreaterThan(0)
    expect(dotless.Results.map((h: Hit) => h.Url)).toEqual(dotted.Results.map((h: Hit) => h.Url))
    const faq = dotted.Results.find((h: Hit) => h.Type === 'faq')
    expect(faq.Url).toMatch(/^\/sss#soru-\d+$/)
  })

  it('requires every word and returns nothing for nonsense', async () => {
    const none = await (await search('zxqv kasko')).json()
    expect(none.Success).toBe(true)
    expect(none.Results).toEqual([])
  })

  it('answers 400 with a Turkish message for an empty keyword', async () => {
    const response = await search(' ')
    expect(response.status).toBe(400)
    expect((await response.json()).Messages[0]).toMatch(/kelime/)
  })

  it('is behind the site credential like every service', async () => {
    const response = await fetch(`${agency.url}/search/search`, { method: 'POST' })
    expect(response.status).toBe(401)
  })
})

describe("the agency's own name and contacts in the content", () => {
  let named: RunningAgency
  beforeAll(async () => {
    process.env.AGENCY_NAME = 'Örnek Sigorta'
    process.env.AGENCY_PHONE = '0312 000 00 00'
    named = await startAgency()
  })
  afterAll(async () => {
    delete process.env.AGENCY_NAME
    delete process.env.AGENCY_PHONE
    await named.stop()
  })
  const call = (path: string, body: Record<string, string>) =>
    fetch(`${named.url}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        SiteId: '36',
        Authorization: `Bearer ${named.siteCredential}`,
      },
      body: new URLSearchParams({ ...body, language: 'tr-tr', FromPlace: '32' }),
    }).then((r) => r.json())

  it('serves the FAQ, the legal pages and search hits with the configured agency', async () => {
    const faq = await call('/content/faq/get-faqposts', {})
    const faqText = JSON.stringify(faq.Results)
    expect(faqText).toContain('Örnek Sigorta bir sigorta şirketi mi?')
    expect(faqText).toContain('0312 000 00 00')
    expect(faqText).not.toMatch(/Bozok Sigorta|0354 212 34 56|\{\{/)

    const page = await call('/content/page/get-page', { slug: 'mesafeli-satis-sozlesmesi' })
    expect(page.Data.Content).toContain('Örnek Sigorta')
    expect(page.Data.Content).not.toMatch(/\{\{/)

    const hits = await call('/search/search', { keyword: 'örnek sigorta' })
    expect(hits.Results.length).toBeGreaterThan(0)
    expect(JSON.stringify(hits.Results)).not.toMatch(/\{\{/)
  })
})
