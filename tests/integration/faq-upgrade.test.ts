import { sql } from 'kysely'
import { afterAll, expect, it } from 'vitest'
import { migrate } from '../../server/agency/db/migrations.ts'
import { faqPosts } from '../../server/agency/seed/faq.ts'
import {
  daskPolicyDelivered,
  documentsAtCheckout,
  phoneClaimReport,
  phoneCoverFromPurchase,
  phoneDetailsAsked,
  requestsAndClaims,
} from '../../server/agency/seed/guide-promises.ts'
import { renewalTimesAnswer } from '../../server/agency/seed/renewal-times.ts'
import { articleBody, startAgency } from '../support/agency.ts'

// Issue 38: the FAQ is seeded once, into an empty table. A database seeded before the answers
// were made true takes the new ones where it still holds the old seeded text; an answer the
// agency edited since is its own and stays.
const agency = await startAgency()
afterAll(() => agency.stop())

const answerOf = async (id: number) =>
  (
    await agency.db
      .selectFrom('faq_posts')
      .select('answer_html')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).answer_html

/** Puts an answer into the database as an older seed or the agency left it. */
const setAnswer = (id: number, answerHtml: string) =>
  agency.db.updateTable('faq_posts').set({ answer_html: answerHtml }).where('id', '=', id).execute()

/**
 * Puts guides (by slug) back as a database seeded before holds them, each sentence seeded now as
 * it was (`[now, was]`); answers a check that they are as seeded now again.
 */
async function seedGuidesBefore(guides: Record<string, [now: string, was: string][]>) {
  const now = new Map<string, Awaited<ReturnType<typeof articleBody>>>()
  for (const [slug, sentences] of Object.entries(guides)) {
    const body = await articleBody(agency, slug)
    const before = sentences.reduce((html, [is, was]) => html.replace(is, was), body.body_html)
    expect(before).not.toBe(body.body_html)
    await agency.db
      .updateTable('articles')
      .set({ body_html: before })
      .where('slug', '=', slug)
      .execute()
    now.set(slug, body)
  }
  return async () => {
    for (const [slug, body] of now) expect(await articleBody(agency, slug)).toEqual(body)
  }
}

/** The database as it was before `migration` ran: it runs again on the next start. */
async function startAgainBefore(migration: string) {
  await sql`DELETE FROM kysely_migration WHERE name = ${migration}`.execute(agency.db)
  await migrate(agency.db)
}

it('an old seeded answer is replaced on start, an edited one is kept', async () => {
  const resetBySmsCode =
    '<p>Giriş ekranındaki “Şifremi Unuttum” bağlantısına tıklayın ve üyelikte kullandığınız cep telefonu numarasını girin. Telefonunuza gelen SMS doğrulama kodunu girdikten sonra yeni şifrenizi belirleyebilirsiniz. Güvenliğiniz için daha önce kullanmadığınız, harf ve rakam içeren bir şifre seçmenizi öneririz.</p>'
  const edited = '<p>Destek taleplerinizi Hesabım’dan açın; acil durumda bizi arayın.</p>'
  await setAnswer(35, resetBySmsCode)
  await setAnswer(36, edited)
  await startAgainBefore('1006-faq-promises-kept')
  expect(await answerOf(35)).toBe(faqPosts.find((post) => post.id === 35)!.answerHtml)
  expect(await answerOf(35)).toContain('geçici şifreniz cep telefonunuza SMS ile gönderilir')
  expect(await answerOf(36)).toBe(edited)
})

// Migration 1008: the FAQ answers (10, 12, 19) and the guides' sentences that promised what the
// site does not do, as a database seeded before holds them, take the new text on start; an answer
// the agency edited stays.
it('a database seeded before takes the texts made true, an edited answer is kept', async () => {
  const guidesAsSeededNow = await seedGuidesBefore({
    'online-sigorta-teklifi-ve-police-satin-alma-adimlari': [
      [
        documentsAtCheckout,
        '<p>Tercih ettiğiniz teklifi seçtiğinizde sigorta şirketinin bilgilendirme formu, ürünün genel şartları ve <a href="/mesafeli-satis-sozlesmesi">Mesafeli Satış Sözleşmesi</a> size sunulur. Bu belgelerde teminatlar, istisnalar, cayma hakkı ve şikâyet yolları yer alır. Belgeleri okuyup onayladıktan sonra ödeme adımına geçebilirsiniz.</p>',
      ],
      [
        requestsAndClaims,
        '<li><strong>Destek talebi:</strong> Poliçe değişikliği, iptal, hasar bildirimi veya ödeme konularındaki taleplerinizi üye panelinizden destek talebi oluşturarak iletebilir, yanıtlarımızı aynı ekrandan takip edebilirsiniz.</li>',
      ],
    ],
    'cep-telefonu-sigortasinda-hasar-sureci': [
      [
        phoneClaimReport,
        'Poliçenizi {{ad}} aracılığıyla yaptırdıysanız üye panelinizden destek talebi oluşturarak da ihbar sürecini başlatabilirsiniz; talebinizi ilgili sigorta şirketine iletir ve süreci sizinle birlikte takip ederiz.',
      ],
    ],
  })
  const notChecked =
    "<p>Evet. Tamamlayıcı sağlık sigortası, Sosyal Güvenlik Kurumu kapsamında genel sağlık sigortalısı olan veya genel sağlık sigortalısının bakmakla yükümlü olduğu kişi olarak sağlık hizmeti alan kişiler için düzenlenir. Poliçe, SGK ile anlaşmalı özel hastanelerde SGK'nın karşılamadığı ilave ücret farkını poliçedeki limitler dahilinde öder. Teklif sırasında SGK müstehaklığınız kontrol edilir.</p>"
  const edited = '<p>Teklifleriniz bir gün saklanır; sorularınız için bize yazın.</p>'
  await setAnswer(19, notChecked)
  await setAnswer(10, edited)

  await startAgainBefore('1008-texts-kept-promises')
  expect(await answerOf(19)).toBe(faqPosts.find((post) => post.id === 19)!.answerHtml)
  expect(await answerOf(19)).toContain("teklif sırasında SGK'dan ayrıca bir sorgulama yapılmaz")
  expect(await answerOf(10)).toBe(edited)
  await guidesAsSeededNow()
})

// Decision 081, migration 1007: the renewal answer as seeded before promised every line but kasko
// and trafik reminders 30, 7 and 1 days before the end; a trip gets none, a phone only while it is
// younger than 12 months.
it('the renewal answer seeded before names which lines are reminded; an edited one is kept', async () => {
  const everyOtherLine =
    '<p>Sigorta şirketleri, mevcut poliçenin bitişine kaskoda 28 gün, zorunlu trafik sigortasında 14 gün ya da daha az kaldığında yeni teklif vermez. Bu yüzden sitemizden kasko yenileme teklifini bitişe 28 günden fazla, trafik yenileme teklifini 14 günden fazla kala alabilirsiniz. Bu son günlerde yeni teklifi poliçenizin bittiği günden itibaren sitemizden alabilirsiniz. Sitemizden aldığınız poliçeleri size SMS ve e-postayla hatırlatırız: kaskoyu bitişten 45 ve 30 gün, trafiği 30 ve 15 gün, diğer poliçeleri 30, 7 ve 1 gün önce. Yeni poliçe, eski poliçenizin bittiği tarihten itibaren başlar; erken yenilemek süre kaybettirmez.</p>'
  const edited = `${everyOtherLine.slice(0, -4)} Acentemizin kendi notu.</p>`
  const renewalFaq = faqPosts.find((post) => post.answerHtml === renewalTimesAnswer)!.id
  const other = renewalFaq + 1
  const before = await answerOf(other)
  await setAnswer(renewalFaq, everyOtherLine)
  await setAnswer(other, edited)
  await startAgainBefore('1007-renewal-reminders-by-line')
  expect(await answerOf(renewalFaq)).toBe(renewalTimesAnswer)
  expect(await answerOf(renewalFaq)).toContain(
    'cep telefonu poliçesini yalnızca telefonunuz o gün henüz 12 aylık değilse',
  )
  expect(await answerOf(renewalFaq)).toContain(
    'Seyahat sağlık sigortası tek bir yolculuğu kapsadığı için yenilenmez ve hatırlatılmaz',
  )
  expect(await answerOf(other)).toBe(edited)
  await setAnswer(other, before)
})

/** The renewal answer's sentence on the health lines' ages (decision 083, migration 1011). */
const healthAgeSentence =
  ' Tamamlayıcı, bireysel ve yabancı sağlık sigortalarında her sigorta şirketi yalnızca kendi yaş sınırına kadar olan kişilere teklif verir; poliçedeki sigortalıların hepsi o gün bütün şirketlerin yaş sınırını aşmışsa, yenilemesine teklif verilmeyeceği için bu poliçeyi hatırlatmayız.'

/**
 * The renewal answer as `before` left it: `migration` makes it today's, which `says` what it was
 * made to; an answer the agency edited from `before` it leaves.
 */
async function renewalAnswerUpgraded(migration: string, before: string, says: string) {
  const renewalFaq = faqPosts.find((post) => post.answerHtml === renewalTimesAnswer)!.id
  expect(before).not.toBe(renewalTimesAnswer)
  await setAnswer(renewalFaq, before)
  await startAgainBefore(migration)
  expect(await answerOf(renewalFaq)).toBe(renewalTimesAnswer)
  expect(await answerOf(renewalFaq)).toContain(says)
  const edited = `${before.slice(0, -4)} Acentemizin kendi notu.</p>`
  await setAnswer(renewalFaq, edited)
  await startAgainBefore(migration)
  expect(await answerOf(renewalFaq)).toBe(edited)
  await setAnswer(renewalFaq, renewalTimesAnswer)
}

// Decision 082, migration 1009: the renewal answer as 1007 left it named the phone alone as
// reminded only while its age is quoted; a pet is reminded only while it is younger than 9.
it('the renewal answer 1007 left says a pet is reminded only while under 9; an edited one is kept', async () => {
  // As 1007 left it: neither the pet's sentence nor the health lines' (decision 083) yet.
  const phoneOnly = renewalTimesAnswer
    .replace(
      ' Sigorta şirketleri 9 yaşını doldurmuş kedi ve köpeklere de teklif vermediğinden, evcil hayvan poliçesini yalnızca hayvanınız o gün henüz 9 yaşını doldurmamışsa hatırlatırız; bu hatırlatmada da son tarihi yazarız.',
      '',
    )
    .replace(healthAgeSentence, '')
  await renewalAnswerUpgraded(
    '1009-renewal-reminders-pet-age',
    phoneOnly,
    'evcil hayvan poliçesini yalnızca hayvanınız o gün henüz 9 yaşını doldurmamışsa hatırlatırız',
  )
})

// Decision 083, migration 1011: the renewal answer as 1009 left it said every other line is
// reminded 30, 7 and 1 days before the end; a health policy whose insured persons are all past
// every insurer's age limit is neither reminded nor renewed online (healthAgeSentence, above).
it('the renewal answer 1009 left says when a health policy is not reminded; an edited one is kept', async () => {
  await renewalAnswerUpgraded(
    '1011-renewal-reminders-health-age',
    renewalTimesAnswer.replace(healthAgeSentence, ''),
    'bütün şirketlerin yaş sınırını aşmışsa',
  )
})

// Migration 1010: FAQ 28 told a tenant to add liability cover no konut offer has, FAQ 29 that
// installments depend on the card's bank; the phone claim guide and the online-buying guide asked
// for an invoice the phone step never asks. A database
// seeded before takes the new texts on start; an answer the agency edited stays.
it('a database seeded before takes the phone and tenant texts made true, an edited one is kept', async () => {
  const guidesAsSeededNow = await seedGuidesBefore({
    'online-sigorta-teklifi-ve-police-satin-alma-adimlari': [
      [
        phoneDetailsAsked,
        '<li><strong>Cep telefonu:</strong> Cihazın marka, model ve IMEI bilgisi ile fatura tarihi.</li>',
      ],
    ],
    'cep-telefonu-sigortasinda-hasar-sureci': [
      [
        phoneCoverFromPurchase,
        '<p>Cep telefonu sigortası çoğu sigorta şirketinde yalnızca belirli bir yaşın altındaki cihazlar için ve faturayla belgelenen satın alma tarihinden itibaren belirli bir süre içinde yaptırılabilir. Poliçe düzenlenirken cihazın hasarsız olduğu beyan edilir; bazı şirketler bu amaçla cihazın fotoğrafını veya ekran kontrolünü ister. Faturanın ve kutudaki IMEI bilgisinin saklanması, olası bir hasarda işinizi kolaylaştırır.</p>',
      ],
    ],
    'dask-policesi-nasil-yapilir-uavt-kodu-nedir': [
      [
        daskPolicyDelivered,
        '<li>Poliçeniz PDF olarak e-posta adresinize gönderilir ve üye panelinizde saklanır.</li>',
      ],
    ],
  })
  const addLiability =
    '<p>DASK ve binaya yönelik konut sigortası kural olarak ev sahibinin sorumluluğundadır. Kiracı olarak kendi eşyalarınızı yangın, su baskını ve hırsızlık gibi risklere karşı korumak için yalnızca eşya teminatı içeren bir konut sigortası yaptırabilirsiniz. Komşu dairelere verebileceğiniz su sızıntısı gibi zararlar için poliçenize mali sorumluluk teminatı eklemeniz de faydalı olur.</p>'
  const byBank =
    '<p>Ödemeler kredi kartıyla veya sigorta şirketinin kabul etmesi hâlinde banka kartıyla yapılır. Tüm kart ödemeleri, bankanızın gönderdiği tek kullanımlık şifreyle onaylanan 3D Secure altyapısı üzerinden gerçekleştirilir. Taksit seçenekleri ürüne, sigorta şirketine ve kartınızı çıkaran bankaya göre değişir ve ödeme ekranında gösterilir.</p>'
  const tenantAnswer = faqPosts.find((post) => post.id === 28)!.answerHtml
  await setAnswer(28, addLiability)
  await setAnswer(29, byBank)

  await startAgainBefore('1010-phone-and-tenant-texts')
  expect(await answerOf(28)).toBe(tenantAnswer)
  expect(tenantAnswer).toContain('mali sorumluluk teminatı yoktur')
  expect(await answerOf(29)).toBe(faqPosts.find((post) => post.id === 29)!.answerHtml)
  expect(await answerOf(29)).not.toContain('bankaya göre')
  await guidesAsSeededNow()
  expect(phoneCoverFromPurchase).toContain('fatura, fotoğraf veya ekran kontrolü istenmez')

  const edited = `${addLiability.slice(0, -4)} Acentemizin kendi notu.</p>`
  await setAnswer(28, edited)
  await startAgainBefore('1010-phone-and-tenant-texts')
  expect(await answerOf(28)).toBe(edited)
  await setAnswer(28, tenantAnswer)
})
