import { renewalAnswerMigration } from '../seeded-faq-answers.ts'

/**
 * Decision 083: the FAQ's renewal answer (as migration 1009 left it) said every other line is
 * reminded 30, 7 and 1 days before its end, but a health policy whose insured persons are all past
 * every insurer's age limit is neither reminded nor renewed online. A database seeded before takes
 * the new answer where the row still holds the one seeded (or put there by migration 1009); an
 * answer the agency edited is left.
 */
const seededBefore = `<p>Sigorta şirketleri, mevcut poliçenin bitişine kaskoda 28 gün, zorunlu trafik sigortasında 14 gün ya da daha az kaldığında yeni teklif vermez. Bu yüzden sitemizden kasko yenileme teklifini bitişe 28 günden fazla, trafik yenileme teklifini 14 günden fazla kala alabilirsiniz. Bu son günlerde yeni teklifi poliçenizin bittiği günden itibaren sitemizden alabilirsiniz. Sitemizden aldığınız poliçeleri size SMS ve e-postayla hatırlatırız: kaskoyu bitişten 45 ve 30 gün, trafiği 30 ve 15 gün, diğer poliçeleri 30, 7 ve 1 gün önce. Sigorta şirketleri satın alınalı 12 ay ya da daha fazla olmuş telefonlara teklif vermediğinden, cep telefonu poliçesini yalnızca telefonunuz o gün henüz 12 aylık değilse hatırlatırız; hatırlatmada yenileme teklifini hangi tarihe kadar alabileceğinizi yazarız. Sigorta şirketleri 9 yaşını doldurmuş kedi ve köpeklere de teklif vermediğinden, evcil hayvan poliçesini yalnızca hayvanınız o gün henüz 9 yaşını doldurmamışsa hatırlatırız; bu hatırlatmada da son tarihi yazarız. Seyahat sağlık sigortası tek bir yolculuğu kapsadığı için yenilenmez ve hatırlatılmaz; yeni yolculuğunuz için yeni bir teklif alabilirsiniz. Yeni poliçe, eski poliçenizin bittiği tarihten itibaren başlar; erken yenilemek süre kaybettirmez.</p>`

export const renewalRemindersHealthAge = renewalAnswerMigration(seededBefore)
