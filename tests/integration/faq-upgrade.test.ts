import { sql } from 'kysely'
import { afterAll, expect, it } from 'vitest'
import { migrate } from '../../server/agency/db/migrations.ts'
import { faqPosts } from '../../server/agency/seed/faq.ts'
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
