import { sql, type Kysely, type Migration } from 'kysely'
import {
  kaskoRenewalTime,
  renewalTimesAnswer,
  trafikRenewalTime,
  vehicleRenewalTimes,
} from '../../seed/renewal-times.ts'

/**
 * The FAQ and the guides a database was seeded with said a kasko or trafik renewal is quoted "at
 * the earliest" 28 or 14 days before the end, the opposite of the rule (issue 38, decision 060):
 * each sentence as seeded is replaced by the corrected one; a text the operator rewrote is left.
 */
const corrections: { table: 'faq_posts' | 'articles'; column: string; was: string; now: string }[] =
  [
    {
      table: 'faq_posts',
      column: 'answer_html',
      was: '<p>Sitemiz üzerinden zorunlu trafik sigortası yenilemesi için mevcut poliçenizin bitiş tarihinden en erken 14 gün önce, kasko yenilemesi için ise en erken 28 gün önce teklif alabilirsiniz. Yeni poliçe, eski poliçenizin bittiği tarihten itibaren başlar; böylece erken işlem yapsanız da teminatsız gün oluşmaz ve süre kaybetmezsiniz.</p>',
      now: renewalTimesAnswer,
    },
    {
      table: 'articles',
      column: 'body_html',
      was: 'Sitemizde mevcut kasko poliçenizin bitiş tarihinden en erken 28 gün önce yenileme teklifi alabilirsiniz.',
      now: kaskoRenewalTime,
    },
    {
      table: 'articles',
      column: 'body_html',
      was: 'Sitemizde poliçe bitiş tarihinize 14 gün kala yenileme teklifi alabilirsiniz.',
      now: trafikRenewalTime,
    },
    {
      table: 'articles',
      column: 'body_html',
      was: 'Trafik sigortası için poliçe bitiş tarihinden en erken 14 gün, kasko için en erken 28 gün önce yenileme teklifi alabilirsiniz.',
      now: vehicleRenewalTimes,
    },
  ]

export const renewalTimesInTexts: Migration = {
  async up(db: Kysely<unknown>) {
    for (const { table, column, was, now } of corrections) {
      await sql`UPDATE ${sql.table(table)} SET ${sql.ref(column)} = replace(${sql.ref(column)}, ${was}, ${now})`.execute(
        db,
      )
    }
  },
}
