import { sql } from 'kysely'
import { afterAll, expect, it } from 'vitest'
import { migrate } from '../../server/agency/db/migrations.ts'
import { faqPosts } from '../../server/agency/seed/faq.ts'
import { renewalTimesAnswer } from '../../server/agency/seed/renewal-times.ts'
import { startAgency } from '../support/agency.ts'

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

it('an old seeded answer is replaced on start, an edited one is kept', async () => {
  const resetBySmsCode =
    '<p>Giriş ekranındaki “Şifremi Unuttum” bağlantısına tıklayın ve üyelikte kullandığınız cep telefonu numarasını girin. Telefonunuza gelen SMS doğrulama kodunu girdikten sonra yeni şifrenizi belirleyebilirsiniz. Güvenliğiniz için daha önce kullanmadığınız, harf ve rakam içeren bir şifre seçmenizi öneririz.</p>'
  const edited = '<p>Destek taleplerinizi Hesabım’dan açın; acil durumda bizi arayın.</p>'
  await agency.db
    .updateTable('faq_posts')
    .set({ answer_html: resetBySmsCode })
    .where('id', '=', 35)
    .execute()
  await agency.db
    .updateTable('faq_posts')
    .set({ answer_html: edited })
    .where('id', '=', 36)
    .execute()
  // The database as it was before the migration ran: it runs on the next start.
  await sql`DELETE FROM kysely_migration WHERE name = '1006-faq-promises-kept'`.execute(agency.db)
  await migrate(agency.db)
  expect(await answerOf(35)).toBe(faqPosts.find((post) => post.id === 35)!.answerHtml)
  expect(await answerOf(35)).toContain('geçici şifreniz cep telefonunuza SMS ile gönderilir')
  expect(await answerOf(36)).toBe(edited)
})

// Decision 080, migration 1007: the renewal answer as seeded before promised every line but kasko
// and trafik reminders 30, 7 and 1 days before the end; a trip gets none, a phone only while it is
// younger than 12 months.
it('the renewal answer seeded before names which lines are reminded; an edited one is kept', async () => {
  const everyOtherLine =
    '<p>Sigorta şirketleri, mevcut poliçenin bitişine kaskoda 28 gün, zorunlu trafik sigortasında 14 gün ya da daha az kaldığında yeni teklif vermez. Bu yüzden sitemizden kasko yenileme teklifini bitişe 28 günden fazla, trafik yenileme teklifini 14 günden fazla kala alabilirsiniz. Bu son günlerde yeni teklifi poliçenizin bittiği günden itibaren sitemizden alabilirsiniz. Sitemizden aldığınız poliçeleri size SMS ve e-postayla hatırlatırız: kaskoyu bitişten 45 ve 30 gün, trafiği 30 ve 15 gün, diğer poliçeleri 30, 7 ve 1 gün önce. Yeni poliçe, eski poliçenizin bittiği tarihten itibaren başlar; erken yenilemek süre kaybettirmez.</p>'
  const edited = `${everyOtherLine.slice(0, -4)} Acentemizin kendi notu.</p>`
  const renewalFaq = faqPosts.find((post) => post.answerHtml === renewalTimesAnswer)!.id
  const other = renewalFaq + 1
  const before = await answerOf(other)
  await agency.db
    .updateTable('faq_posts')
    .set({ answer_html: everyOtherLine })
    .where('id', '=', renewalFaq)
    .execute()
  await agency.db
    .updateTable('faq_posts')
    .set({ answer_html: edited })
    .where('id', '=', other)
    .execute()
  await sql`DELETE FROM kysely_migration WHERE name = '1007-renewal-reminders-by-line'`.execute(
    agency.db,
  )
  await migrate(agency.db)
  expect(await answerOf(renewalFaq)).toBe(renewalTimesAnswer)
  expect(await answerOf(renewalFaq)).toContain(
    'cep telefonu poliçesini yalnızca telefonunuz o gün henüz 12 aylık değilse',
  )
  expect(await answerOf(renewalFaq)).toContain(
    'Seyahat sağlık sigortası tek bir yolculuğu kapsadığı için yenilenmez ve hatırlatılmaz',
  )
  expect(await answerOf(other)).toBe(edited)
  await agency.db
    .updateTable('faq_posts')
    .set({ answer_html: before })
    .where('id', '=', other)
    .execute()
})
