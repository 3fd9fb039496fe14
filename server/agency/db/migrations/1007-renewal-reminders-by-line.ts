import { renewalAnswerMigration } from '../seeded-faq-answers.ts'

/**
 * Decision 081: the FAQ's renewal answer promised every line other than kasko and trafik reminders
 * 30, 7 and 1 days before the end, but a trip is not reminded (nor renewed) and a phone only while
 * it is younger than 12 months. A database seeded before takes the new answer where the row still
 * holds the one seeded (or put there by migration 0995); an answer the agency edited is left.
 */
const seededBefore = `<p>Sigorta şirketleri, mevcut poliçenin bitişine kaskoda 28 gün, zorunlu trafik sigortasında 14 gün ya da daha az kaldığında yeni teklif vermez. Bu yüzden sitemizden kasko yenileme teklifini bitişe 28 günden fazla, trafik yenileme teklifini 14 günden fazla kala alabilirsiniz. Bu son günlerde yeni teklifi poliçenizin bittiği günden itibaren sitemizden alabilirsiniz. Sitemizden aldığınız poliçeleri size SMS ve e-postayla hatırlatırız: kaskoyu bitişten 45 ve 30 gün, trafiği 30 ve 15 gün, diğer poliçeleri 30, 7 ve 1 gün önce. Yeni poliçe, eski poliçenizin bittiği tarihten itibaren başlar; erken yenilemek süre kaybettirmez.</p>`

export const renewalRemindersByLine = renewalAnswerMigration(seededBefore)
