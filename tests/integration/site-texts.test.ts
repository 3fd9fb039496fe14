import { DomUtils, parseDocument } from 'htmlparser2'
import { afterAll, expect, it } from 'vitest'
import { phoneLimits } from '~/quote/steps/phone/limits.ts'
import { renewalTimesInTexts } from '../../server/agency/db/migrations/0995-renewal-times-in-texts.ts'
import { propertyLists } from '../../server/agency/catalogue/property-lists.ts'
import { healthPackageNames, healthWaitingMonths } from '../../server/agency/pricing/health.ts'
import { petAgeLimits } from '../../server/agency/pricing/pet.ts'
import { kaskoRenewalTime, renewalTimesAnswer } from '../../server/agency/seed/renewal-times.ts'
import { startAgency } from '../support/agency.ts'
import { phoneDevice, verifiedQuote } from '../support/browserless-quote.ts'
import { readPage } from '../support/html.ts'
import { paidPolicy } from '../support/paid-policy.ts'
import { browserlessVisitor, startStorefront } from '../support/storefront.ts'
import { isoDayInTurkey } from '../support/turkey-day.ts'

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

// Every page of the sitemap is fetched and read: more than the default 20 s on a busy machine.
it(
  'no public page sends a visitor to the phone for a line sold online',
  { timeout: 60_000 },
  async () => {
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
  },
)

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
  // The rewritten answer is put back afterwards: the FAQ's promises below read the same database.
  const operatorsOwn = await faq(15)
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
  await agency.db.updateTable('faq_posts').set(operatorsOwn).where('id', '=', 15).execute()
})

// Issue 38: the FAQ promised a member panel that listed quotes, a phone change in the profile, a
// password reset by SMS code and a policy chosen on a support request, none of which existed.
// Every FAQ answer is read now: a sentence that names something the site does (a page of
// Hesabım, a button, a list, an SMS, a PDF, a link) must be one of the promises below, and each
// promise is held to the route that keeps it: that page answers and shows what was promised. A
// new answer naming a feature no promise covers fails here until the feature and its promise are.

/** Words by which a sentence names something this site does for the reader. */
const namesAFeature =
  /(üye panel|Hesabım|Tekliflerim|Poliçelerim|Destek Taleplerim|Profilim|“[^”]+”|\bekran|bağlantı|\bsayfa|seçeneğ|listelen|\bPDF\b|\bSMS\b|\bindir(ip|ebilir|ir\b)|yazdır|destek talep|\bonline\b|sitemiz|e-posta adresinize|3D Secure)/i

interface Promised {
  /** The sentences that make this promise. */
  about: RegExp
  /** The page that keeps it, for a visitor or for a member (a demo member with a policy). */
  route: () => string
  /** Who reads it: a quote's pages answer only the session that got the quote. */
  as: 'visitor' | 'member' | 'quoter' | 'daskQuoter'
  /** The page's status when it keeps the promise by refusing (an expired link's page): 200 else. */
  status?: number
  /** What that page shows when the promise is kept. */
  shows: RegExp
}

// What the pages below are reached with: set up once, as a visitor and a member would get there.
const setUp = {
  offers: '',
  checkout: '',
  pendingCode: '',
  daskAddress: '',
  supportRequest: '',
}

const promises: Promised[] = [
  {
    about: /online teklif alabilir/,
    route: () => '/',
    as: 'visitor',
    shows: /on sigorta türünün hepsinde/,
  },
  {
    about: /tek ekranda|Teklifler ekranında|SMS kodu, teklifi/,
    route: () => setUp.offers,
    as: 'quoter',
    shows: /şirket yanıtladı[\s\S]*Karşılaştır[\s\S]*PDF olarak indir/,
  },
  {
    about: /yeniden gönder/,
    route: () => setUp.pendingCode,
    as: 'visitor',
    shows: /Telefon Doğrulama[\s\S]*Yeniden Gönder/,
  },
  {
    about: /cep telefonunuzu SMS ile doğrulamanız yeterlidir/,
    route: () => '/kasko-sigortasi',
    as: 'visitor',
    shows: /telefonunuzu SMS koduyla doğrulayın/,
  },
  {
    about: /Tekliflerim/,
    route: () => '/hesabim/tekliflerim',
    as: 'member',
    shows: /Cep Telefonu[\s\S]*Teklifler (hazır|geliyor)[\s\S]*Devam et/,
  },
  {
    about: /Her ürün sayfasında teklif için gereken bilgiler adım adım/,
    route: () => setUp.daskAddress,
    as: 'daskQuoter',
    shows: /Adım \d \/ \d/,
  },
  {
    about: /güvenli ödeme sayfasında girilir/,
    route: () => setUp.checkout,
    as: 'quoter',
    shows:
      /Kart bilgileriniz ödeme kuruluşunun güvenli ödeme sayfasında girilir; [^;]+ kart bilgilerinizi görmez ve saklamaz/,
  },
  {
    // The renewal rule and the reminder days (decision 060), as the kasko service page says them.
    about: /yenileme teklifini|yeni teklifi poliçenizin bittiği|SMS ve e-postayla hatırlatırız/,
    route: () => '/hizmetlerimiz/kasko-sigortasi',
    as: 'visitor',
    shows:
      /bitişine 28 günden fazla kala alabilirsiniz[\s\S]*bitişten 45 ve 30 gün önce size hatırlatırız/,
  },
  {
    about: /rehberimiz/,
    route: () => '/blog/trafik-kazasinda-kaza-tespit-tutanagi-nasil-doldurulur',
    as: 'visitor',
    shows: /Trafik kazasında kaza tespit tutanağı nasıl doldurulur\?/,
  },
  {
    about: /Teklif ekranında il, ilçe, mahalle/,
    route: () => setUp.daskAddress,
    as: 'daskQuoter',
    // Without JavaScript the county, neighbourhood, street and door follow one list at a time.
    shows: /Adresi listeden seçin\s*İl[\s\S]*Listeyi Getir/,
  },
  {
    about: /3D Secure/,
    route: () => '/',
    as: 'visitor',
    shows: /3D Secure/,
  },
  {
    about: /Taksit seçenekleri/,
    route: () => setUp.checkout,
    as: 'quoter',
    shows: /Ödeme seçeneği[\s\S]*Tek Çekim/,
  },
  {
    about: /e-postadaki bağlantıdan 30 gün/,
    route: () => '/police/indir',
    as: 'visitor',
    status: 404,
    shows: /indirme bağlantısı 30 gün geçerlidir/,
  },
  {
    about: /Poliçelerim/,
    route: () => '/hesabim/policelerim',
    as: 'member',
    shows: /POLICY[\s\S]*PDF/,
  },
  {
    about: /“Hasar Bildir”/,
    route: () => '/hesabim/policelerim',
    as: 'member',
    shows: /Hasar Bildir/,
  },
  {
    about: /üye panelinizden destek talebi|Destek Taleplerim|destek talep/i,
    route: () => '/hesabim/destek',
    as: 'member',
    shows: /Yeni Destek Talebi[\s\S]*Talep Oluştur/,
  },
  {
    about: /“İlgili Poliçe”/,
    route: () => '/hesabim/destek',
    as: 'member',
    shows: /İlgili Poliçe \(isteğe bağlı\)[\s\S]*POLICY/,
  },
  {
    about: /PDF, JPG veya PNG/,
    route: () => '/hesabim/destek',
    as: 'member',
    shows: /Dosya Ekle/,
  },
  {
    about: /“Üyelik ve Hesap”/,
    route: () => '/hesabim/destek',
    as: 'member',
    shows: /Üyelik ve Hesap/,
  },
  {
    about: /aynı ekrandan takip edebilir, yanıt yazabilirsiniz/,
    route: () => setUp.supportRequest,
    as: 'member',
    shows: /İlgili poliçe: POLICY[\s\S]*Yanıt Gönder/,
  },
  {
    about: /Destek Talebi sayfasından/,
    route: () => '/destek-talebi',
    as: 'visitor',
    shows: /Doğrulama Kodu Gönder/,
  },
  {
    about: /“Şifremi Unuttum”|geçici şifre/i,
    route: () => '/sifremiUnuttum',
    as: 'visitor',
    shows: /geçici şifreniz SMS ile gönderilsin[\s\S]*Geçici Şifre Gönder/,
  },
  {
    about: /Şifre Değişikliği sayfasına/,
    route: () => '/hesabim/sifre-degisikligi',
    as: 'member',
    shows: /Mevcut Şifre[\s\S]*Şifremi Değiştir/,
  },
  {
    about: /“Cep Telefonumu Değiştir”/,
    route: () => '/hesabim',
    as: 'member',
    shows: /Cep Telefonumu Değiştir/,
  },
  {
    about: /numaranız değişir|yeni numaranıza taşınır/,
    route: () => '/hesabim/telefon-degisikligi',
    as: 'member',
    shows:
      /poliçeleriniz de yeni numaranıza taşınır; diğer cihazlardaki oturumlarınız kapanır[\s\S]*Yeni Cep Telefonu[\s\S]*Doğrulama Kodu Gönder/,
  },
]

/** The FAQ's answers, by question, each as its sentences. */
function faqAnswers(html: string) {
  const document = parseDocument(html, { decodeEntities: true })
  return DomUtils.findAll((e) => e.name === 'details', document.children).map((item) => {
    const [summary] = DomUtils.findAll((e) => e.name === 'summary', item.children)
    const answer = DomUtils.findAll(
      (e) => e.attribs.class?.includes('content-html') ?? false,
      item.children,
    )
    return {
      question: summary ? DomUtils.textContent(summary).trim() : '',
      // A sentence ends before a capital; "T.C. kimlik" goes on.
      sentences: DomUtils.textContent(answer)
        .split(/(?<=[.!?])\s+(?=[A-ZÇĞİÖŞÜ“])/u)
        .map((s) => s.replace(/\s+/g, ' ').trim())
        .filter(Boolean),
    }
  })
}

it(
  'every FAQ answer that names a feature is a promise, and every promise is kept by its route',
  { timeout: 120_000 },
  async () => {
    const visitor = browserlessVisitor(storefront.url)
    const member = browserlessVisitor(storefront.url)
    // Ayşe Yılmaz, a demo member (README), with a policy and a quote of her own: got without
    // logging in, with her T.C. kimlik number and phone.
    const phoneQuote = await verifiedQuote(
      storefront.url,
      agency,
      '/cep-telefonu-sigortasi',
      '5550000001',
      {},
    )
    await phoneQuote.visitor.post(phoneQuote.next, { ...phoneDevice, intent: 'teklif' })
    setUp.offers = `${phoneQuote.base}/teklifler`
    let offers = ''
    for (const until = Date.now() + 15_000; Date.now() < until;) {
      offers = (await phoneQuote.visitor.get(setUp.offers)).html
      if (offers.includes('/odeme/')) break
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    setUp.checkout = /href="(\/odeme\/[^"]+)"/.exec(offers)![1]!
    const { policyNumber } = await paidPolicy(agency, {
      NationalNumber: '10000000146',
      Phone: '5550000001',
    })
    // In force for ten days, so a claim can be reported on it.
    await agency.db
      .updateTable('policies')
      .set({ starts_on: isoDayInTurkey(-10) })
      .where('policy_number', '=', policyNumber)
      .execute()
    const login = await member.post('/giris', { Username: '5550000001', Password: 'Demo1234' })
    expect(login).toMatchObject({ status: 302, location: '/' })
    const asked = await member.post('/hesabim/destek?index', {
      RequestType: '1',
      Subject: 'Adres',
      Message: 'Adresimi güncellemek istiyorum.',
      PolicyNumber: policyNumber,
    })
    setUp.supportRequest = asked.location
    const dask = await verifiedQuote(
      storefront.url,
      agency,
      '/zorunlu-deprem-sigortasi',
      '5550000098',
      {},
    )
    setUp.daskAddress = dask.next
    const entry = await visitor.post('/cep-telefonu-sigortasi', {
      intent: 'gonder',
      Phone: '5550000097',
      NationalNumber: '10000000146',
      PrivacyPolicy: 'on',
      OpenDataAgreement: 'on',
    })
    setUp.pendingCode = entry.location

    const faq = faqAnswers((await visitor.get('/sss')).html)
    expect(faq.length).toBeGreaterThan(30)
    const unpromised: string[] = []
    const made = new Set<Promised>()
    for (const { question, sentences } of faq) {
      for (const sentence of sentences.filter((s) => namesAFeature.test(s))) {
        const kept = promises.filter((p) => p.about.test(sentence))
        if (kept.length === 0) unpromised.push(`${question} → ${sentence}`)
        for (const promise of kept) made.add(promise)
      }
    }
    expect(unpromised, 'FAQ sentences naming a feature no promise covers').toEqual([])
    // No promise is listed that the FAQ no longer makes.
    expect(promises.filter((p) => !made.has(p)).map((p) => p.about.source)).toEqual([])

    const readers = { visitor, member, quoter: phoneQuote.visitor, daskQuoter: dask.visitor }
    const broken: string[] = []
    for (const promise of promises) {
      const page = await readers[promise.as].get(promise.route())
      const text = readPage(page.html).text.replace(/\s+/g, ' ')
      const shows = new RegExp(promise.shows.source.replaceAll('POLICY', policyNumber))
      if (page.status !== (promise.status ?? 200) || !shows.test(text)) {
        broken.push(`${promise.about.source}: ${promise.route()} (${page.status})`)
      }
    }
    expect(broken, 'promises their route does not keep').toEqual([])
  },
)

// The service pages, guides and FAQ answers an audit found promising what the product does not
// do, as a reader gets them now: each says what the product does (a rule it names is read from
// the code that applies it), none says the old promise, and the page they send a claim to is there.
it(
  'service pages, guides and FAQ answers say what the product does',
  { timeout: 60_000 },
  async () => {
    const visitor = browserlessVisitor(storefront.url)
    const pages: { path: string; says: string[]; not: string[] }[] = [
      {
        path: '/hizmetlerimiz/zorunlu-deprem-sigortasi',
        says: [
          'Sitemizdeki online DASK teklifi ise poliçeyi, T.C. kimlik numarası ve cep telefonu SMS ile doğrulanan kişi adına düzenler; konut sahibini ayrıca sormaz.',
          'Bu yüzden kiracıysanız teklifi ev sahibinizin kendi T.C. kimlik numarası ve cep telefonuyla alması gerekir',
        ],
        not: ['poliçe konut sahibi adına düzenlenir'],
      },
      {
        path: '/hizmetlerimiz/bireysel-saglik-sigortasi',
        says: [
          'Sitemizdeki bireysel sağlık tekliflerinde katılım payı seçeneği yoktur',
          ...Object.values(healthPackageNames),
        ],
        not: ['katılım paylı ve katılım paysız seçenekleri', 'katılım payı gibi seçenekler'],
      },
      // Birth is in both packages after the waiting time the offer cards name; no plan has a
      // co-payment, a check-up or an extra cover, and neither sex nor province moves the price.
      {
        path: '/hizmetlerimiz/bireysel-saglik-sigortasi',
        says: [
          `Doğum teminatı (iki pakette de, ${healthWaitingMonths.bireysel.birth} aylık bekleme süresinin ardından; ayrıca seçilmez)`,
          `bireysel sağlık tekliflerinde bekleme süresi ${healthWaitingMonths.bireysel.general} ay, doğum için ${healthWaitingMonths.bireysel.birth} aydır`,
        ],
        not: [
          'katılım payı (muafiyet) oranı',
          'check-up',
          'ek teminat',
          'cinsiyeti',
          'Yaşanılan il',
          'birkaç aylık',
        ],
      },
      {
        path: '/hizmetlerimiz/tamamlayici-saglik-sigortasi',
        says: [
          `Doğum teminatı (iki pakette de, ${healthWaitingMonths.tamamlayici.birth} aylık bekleme süresinin ardından; ayrıca seçilmez)`,
          'Seçtiğiniz anlaşmalı hastane ağı',
        ],
        not: ['ek teminat olarak seçildiğinde', 'Doğum gibi ek teminatlar', 'yaşanılan il'],
      },
      // Kasko's natural disasters and terror come with the package; no no-claims discount is priced.
      {
        path: '/hizmetlerimiz/kasko-sigortasi',
        says: [
          'Deprem, sel ve su baskını (Standart ve Geniş kaskoda) ile terör ve grev (Geniş kaskoda): ayrıca eklenmez, paketle gelir',
          'Sitemizdeki kasko teklifleri hasar geçmişinizi sorgulamaz ve hasarsızlık indirimi içermez',
        ],
        not: [
          'ek teminat olarak eklendiğinde',
          'ek teminat olarak eklenmemiş',
          'anahtar kaybı',
          'fiyata yansıtılmış olarak görünür',
          'hasarsızlık indiriminizi yeni aracınızın poliçesine taşıyabilirsiniz',
          'hasarsızlık indiriminiz korunur',
          'Sürücünün yaşı',
        ],
      },
      // A tenant insures the contents by the policy type (list 85); no konut offer has liability.
      {
        path: '/hizmetlerimiz/konut-sigortasi',
        says: [
          `Teklif formunda poliçe türünü “${propertyLists['85']!.find(([id]) => id === 'kiraci')![1]}” seçerek yalnızca eşyalarınızı sigortalatabilirsiniz`,
          'konut tekliflerinde komşulara veya ev sahibine karşı mali sorumluluk teminatı yoktur',
          'deprem teminatı ayrıca eklenmez, Tam Kapsam paketle gelir',
        ],
        not: [
          'Komşulara ve kiracıya karşı mali sorumluluk',
          'ek teminat alınmamış',
          'deprem teminatı eklenebilmesi',
          'güvenlik önlemleri',
          'ayrıca beyan etmeyi unutmayın',
        ],
      },
      {
        path: '/hizmetlerimiz/zorunlu-deprem-sigortasi',
        says: [
          'aradaki farkı Tam Kapsam konut sigortasının deprem teminatıyla karşılayabilirsiniz',
        ],
        not: ['konut sigortanıza deprem teminatı ekleyebilirsiniz'],
      },
      {
        path: '/hizmetlerimiz/evcil-hayvan-sigortasi',
        says: [
          `Sitemizde ${petAgeLimits.minMonths} aylıktan ${Math.floor(petAgeLimits.maxMonths / 12)} yaş ${petAgeLimits.maxMonths % 12} aylığa kadar olan kedi ve köpekler sigortalanabilir`,
        ],
        not: ['ilan giderleri', 'Yaşanılan il', 'ayrıca gösterilir', 'pakete dahil edilmediyse'],
      },
      {
        path: '/hizmetlerimiz/seyahat-saglik-sigortasi',
        says: [
          'Bagaj kaybı (Standart ve Geniş paketlerde) ve seyahat iptali (Geniş pakette): ayrıca seçilmez, paketle gelir',
        ],
        not: ['ek teminat olarak seçildiğinde'],
      },
      {
        path: '/hizmetlerimiz/cep-telefonu-sigortasi',
        says: [
          `Satın alındığı günden bu yana ${phoneLimits.maxAgeMonths} aydan az geçmiş telefonlar sigortalanabilir`,
          'fatura istenmez',
        ],
        not: [
          'şirkete ve pakete göre değişir',
          'faturası ve IMEI numarası istenir',
          'faturası bulunan',
          'fatura bedeli',
        ],
      },
      {
        path: '/sss',
        says: [
          'Aldığınız teklifler son işleminizden sonra 24 saat saklanır ve yalnızca bu süre içinde satın alınabilir',
          "DASK'ta sigortalı tapu malikidir; bizden alınan DASK poliçesi ise teklifi alan ve T.C. kimlik numarası ile cep telefonu doğrulanan kişi adına düzenlenir",
          "teklif sırasında SGK'dan ayrıca bir sorgulama yapılmaz",
          'Bizden alınan konut poliçelerinde komşu dairelere verebileceğiniz su sızıntısı gibi zararlar için mali sorumluluk teminatı yoktur',
          'Bizden alınan konut poliçelerinde deprem teminatı ayrıca eklenmez, Tam Kapsam paketle gelir',
          'Taksit seçenekleri sigorta şirketinin teklifine göre değişir ve ödeme ekranında gösterilir',
        ],
        not: [
          'mali sorumluluk teminatı eklemeniz',
          'deprem teminatı eklenmek isteniyorsa',
          'kartınızı çıkaran bankaya göre',
          'birkaç gün içinde satın alınması',
          'DASK ise tapu maliki adına düzenlenir',
          'müstehaklığınız kontrol edilir',
        ],
      },
      {
        path: '/blog/online-sigorta-teklifi-ve-police-satin-alma-adimlari',
        says: [
          'ödeme sayfasında Ön Bilgilendirme Formu ve Mesafeli Satış Sözleşmesi size sunulur',
          'PDF olarak e-posta adresinize gönderilir; e-postadaki bağlantıdan 30 gün boyunca yeniden indirebilirsiniz',
          "Hasar bildirimi: Hasarınızı Hesabım → Poliçelerim'de poliçenizin yanındaki “Hasar Bildir” düğmesiyle",
          'Cep telefonu: Cihazın marka, model ve IMEI bilgisi ile satın alma tarihi.',
        ],
        not: [
          'ürünün genel şartları ve',
          'genel şartlar ile bilgilendirme formuyla birlikte',
          'hasar bildirimi veya ödeme',
          'fatura tarihi',
        ],
      },
      {
        path: '/blog/dask-policesi-nasil-yapilir-uavt-kodu-nedir',
        says: [
          "Poliçeniz PDF olarak e-posta adresinize gönderilir; aynı T.C. kimlik numarası ve cep telefonuyla üyeyseniz Hesabım → Poliçelerim'de de listelenir.",
        ],
        not: ['üye panelinizde saklanır'],
      },
      {
        path: '/blog/cep-telefonu-sigortasinda-hasar-sureci',
        says: [
          'hasarı sitemizden de bildirebilirsiniz',
          '“Hasar Bildir” düğmesiyle',
          `satın alındığı günden bu yana ${phoneLimits.maxAgeMonths} aydan az geçmiş telefonlar için yaptırılabilir`,
          'fatura, fotoğraf veya ekran kontrolü istenmez',
        ],
        not: [
          'destek talebi oluşturarak da ihbar',
          'faturayla belgelenen',
          'ekran kontrolünü ister',
        ],
      },
      {
        path: '/blog/trafik-kazasinda-kaza-tespit-tutanagi-nasil-doldurulur',
        says: ['“Hasar Bildir” düğmesiyle ya da üye olmadan Hasar Bildir sayfasından bildirebilir'],
        not: ['destek talebi oluşturarak hasar sürecinin'],
      },
    ]
    const wrong: string[] = []
    for (const { path, says, not } of pages) {
      const page = await visitor.get(path)
      expect(page.status, path).toBe(200)
      const text = readPage(page.html).text.replace(/\s+/g, ' ')
      for (const sentence of says)
        if (!text.includes(sentence)) wrong.push(`${path} lacks: ${sentence}`)
      for (const sentence of not)
        if (text.includes(sentence)) wrong.push(`${path} still says: ${sentence}`)
    }
    expect(wrong).toEqual([])
    // Where the guides send a claim: the visitor's claim form, by policy number.
    const claim = await visitor.get('/hasar-bildir')
    expect(claim.status).toBe(200)
    expect(readPage(claim.html).control('PolicyNumber')).toHaveLength(1)
  },
)
