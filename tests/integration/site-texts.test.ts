import { afterAll, expect, it } from 'vitest'
import { renewalTimesInTexts } from '../../server/agency/db/migrations/0995-renewal-times-in-texts.ts'
import { kaskoRenewalTime, renewalTimesAnswer } from '../../server/agency/seed/renewal-times.ts'
import { startAgency } from '../support/agency.ts'
import { browserlessVisitor, startStorefront } from '../support/storefront.ts'

// Issue 26: all ten lines are quoted and bought online with 3D Secure, so no public page may send
// a visitor to the phone to get a quote for, or buy, a line. Every page the sitemap lists is read
// (home, services, quote pages, content pages, FAQ, about, articles, legal texts), its own text
// only (the shell's phone link is contact, not a sales channel).
const agency = await startAgency()
const storefront = await startStorefront(agency)
afterAll(async () => {
  await storefront.stop()
  await agency.stop()
})

const blocks = /<\/?(p|li|h[1-6]|td|th|div|section|summary|details|dd|dt|br|ul|ol|tr)\b[^>]*>/gi

/** The sentences of a page's main content, as a reader sees them. */
function sentencesOf(html: string): string[] {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/i.exec(html)?.[1] ?? ''
  const text = main
    .replace(/<(script|style|noscript)\b[\s\S]*?<\/\1>/gi, '')
    .replace(blocks, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
}

const byPhone =
  /(\b0?\s?\(?\d{3}\)?[\s-]?\d{3}[\s-]?\d{2}[\s-]?\d{2}\b|\barayın|\barayabilirsiniz|\barayarak|\btelefonla\b|\btelefondan\b)/i
const aLine =
  /(kasko|trafik|sağlık|seyahat|evcil|konut|dask|deprem|cep telefonu|ürünlerimiz|diğer ürün)/i
const toBuy = /(teklif|satın|yaptır|ürünlerimiz|yenileme)/i

/** A sentence that sends the visitor to the phone for a line's quote or purchase. */
const sendsToPhone = (sentence: string) =>
  byPhone.test(sentence) && aLine.test(sentence) && toBuy.test(sentence)

it('tells the difference between phoning to buy and phoning for help', () => {
  expect(
    sendsToPhone(
      'Sağlık, seyahat, konut, DASK ve diğer ürünlerimiz için 0 354 212 00 00 numarasından bize ulaşın.',
    ),
  ).toBe(true)
  expect(
    sendsToPhone(
      'Yenileme için bizi 0354 212 00 00 numarasından arayabilirsiniz; sağlık poliçeniz…',
    ),
  ).toBe(true)
  expect(sendsToPhone("Yaralı varsa hemen 112'yi arayın.")).toBe(false)
  expect(
    sendsToPhone('Hasarı en geç 5 iş günü içinde 0 354 212 00 00 numarasından bize bildirin.'),
  ).toBe(false)
})

it('no public page sends a visitor to the phone for a line sold online', async () => {
  const visitor = browserlessVisitor(storefront.url)
  const sitemap = (await visitor.get('/sitemap.xml')).html
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  expect(paths).toEqual(
    expect.arrayContaining(['/', '/hakkimizda', '/sss', '/hizmetlerimiz/kasko-sigortasi']),
  )
  const found: string[] = []
  for (const path of paths) {
    const page = await visitor.get(path)
    expect(page.status, path).toBe(200)
    // What sells online says so: the home page for all ten lines, each service page for its own.
    const text = sentencesOf(page.html).join(' ')
    if (path === '/') expect(text).toMatch(/on sigorta türünün hepsinde.*3D Secure/)
    if (path.startsWith('/hizmetlerimiz/')) expect(text, path).toContain('3D Secure')
    for (const sentence of sentencesOf(page.html).filter(sendsToPhone))
      found.push(`${path}: ${sentence}`)
  }
  expect(found).toEqual([])
})

// Issue 38, migration 0995: a database seeded before with the renewal times the wrong way round
// ("at the earliest" 28 / 14 days before the end) gets the corrected sentences; a text the
// operator rewrote is left as it is.
it('corrects the renewal times a database was seeded with, not a text the operator rewrote', async () => {
  const seededFaq =
    '<p>Sitemiz üzerinden zorunlu trafik sigortası yenilemesi için mevcut poliçenizin bitiş tarihinden en erken 14 gün önce, kasko yenilemesi için ise en erken 28 gün önce teklif alabilirsiniz. Yeni poliçe, eski poliçenizin bittiği tarihten itibaren başlar; böylece erken işlem yapsanız da teminatsız gün oluşmaz ve süre kaybetmezsiniz.</p>'
  const seededKasko =
    'Sitemizde mevcut kasko poliçenizin bitiş tarihinden en erken 28 gün önce yenileme teklifi alabilirsiniz.'
  const kasko = 'kasko-teklifi-alirken-nelere-dikkat-etmeli'
  const article = () =>
    agency.db
      .selectFrom('articles')
      .select('body_html')
      .where('slug', '=', kasko)
      .executeTakeFirstOrThrow()
  const faq = (id: number) =>
    agency.db
      .selectFrom('faq_posts')
      .select('answer_html')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  const corrected = { faq: await faq(14), article: await article() }
  const rewritten = `${seededFaq.slice(0, -4)} Acentemizin kendi notu.</p>`
  await agency.db
    .updateTable('faq_posts')
    .set({ answer_html: seededFaq })
    .where('id', '=', 14)
    .execute()
  await agency.db
    .updateTable('faq_posts')
    .set({ answer_html: rewritten })
    .where('id', '=', 15)
    .execute()
  await agency.db
    .updateTable('articles')
    .set({ body_html: corrected.article.body_html.replace(kaskoRenewalTime, seededKasko) })
    .where('slug', '=', kasko)
    .execute()

  await renewalTimesInTexts.up(agency.db)
  expect(await faq(14)).toEqual(corrected.faq)
  expect(corrected.faq.answer_html).toBe(renewalTimesAnswer)
  expect(await article()).toEqual(corrected.article)
  expect(corrected.article.body_html).toContain(kaskoRenewalTime)
  expect((await faq(15)).answer_html).toBe(rewritten)
})
