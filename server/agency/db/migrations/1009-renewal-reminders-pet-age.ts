import { renewalAnswerMigration } from '../seeded-faq-answers.ts'

/**
 * Decision 082: the FAQ's renewal answer (as migration 1007 left it) named the phone as the one
 * line reminded only while its age is quoted, but a pet is reminded only while it is younger than
 * 9 too. A database seeded before takes the new answer where the row still holds the one seeded
 * (or put there by migration 1007); an answer the agency edited is left.
 */
const seededBefore = `<p>Sigorta şirketleri, mevcut poliçenin bitişine kaskoda 28 gün, zorunlu trafik sigortasında 14 gün ya da daha az kaldığında yeni teklif vermez. Bu yüzden sitemizden kasko yenileme teklifini bitişe 28 günden fazla, trafik yenileme teklifini 14 günden fazla kala alabilirsiniz. Bu son günlerde yeni teklifi poliçenizin bittiği günden itibaren sitemizden alabilirsiniz. Sitemizden aldığınız poliçeleri size SMS ve e-postayla hatırlatırız: kaskoyu bitişten 45 ve 30 gün, trafiği 30 ve 15 gün, diğer poliçeleri 30, 7 ve 1 gün önce. Sigorta şirketleri satın alınalı 12 ay ya da daha fazla olmuş telefonlara teklif vermediğinden, cep telefonu poliçesini yalnızca telefonunuz o gün henüz 12 aylık değilse hatırlatırız; hatırlatmada yenileme teklifini hangi tarihe kadar alabileceğinizi yazarız. Seyahat sağlık sigortası tek bir yolculuğu kapsadığı için yenilenmez ve hatırlatılmaz; yeni yolculuğunuz için yeni bir teklif alabilirsiniz. Yeni poliçe, eski poliçenizin bittiği tarihten itibaren başlar; erken yenilemek süre kaybettirmez.</p>`

export const renewalRemindersPetAge = renewalAnswerMigration(seededBefore)
