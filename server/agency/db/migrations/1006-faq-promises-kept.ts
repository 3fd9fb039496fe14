import type { Kysely, Migration } from 'kysely'
import type { AgencyDatabase } from '../schema.ts'
import { takeSeededFaqAnswers } from '../seeded-faq-answers.ts'

/**
 * Issue 38: FAQ answers that promised what the site did not do (a reset by SMS code; a phone
 * change and quotes in the member panel before they existed; documents the policy e-mail does not
 * carry) or called another site's page a screen of ours now say what it does. A database seeded
 * before takes the new answer where the row still holds the old seeded one; an answer the agency
 * edited is left as it is.
 */
const seededBefore: Record<number, string> = {
  27: `<p>UAVT adres kodu, Ulusal Adres Veri Tabanı'nda her bağımsız bölüme verilen tekil numaradır ve DASK ile konut sigortası tekliflerinde adresin doğru tanımlanması için kullanılır. Kodu e-Devlet üzerindeki adres sorgulama hizmetlerinden, DASK'ın adres kodu sorgulama ekranından veya mevcut DASK poliçenizden öğrenebilirsiniz. Teklif ekranında il, ilçe, mahalle, sokak ve kapı numarası seçerek de kodunuza ulaşabilirsiniz.</p>`,
  11: `<p>Evet. Karşılaştırma ekranındaki her teklifin teminat ayrıntılarını açabilir ve teklifi PDF olarak indirip yazdırabilirsiniz. Üyeyseniz aldığınız teklifler üye panelinizde de listelenir; böylece karar vermeden önce teklifleri aileniz veya danışmanınızla rahatça paylaşabilirsiniz.</p>`,
  31: `<p>Ödemeniz onaylandıktan sonra poliçeniz, genel şartlar ve bilgilendirme formuyla birlikte PDF olarak e-posta adresinize gönderilir. Üyeyseniz poliçenize dilediğiniz zaman üye panelinizden de ulaşabilir ve yeniden indirebilirsiniz. E-posta birkaç dakika içinde ulaşmazsa istenmeyen (spam) klasörünüzü kontrol edin veya bizimle iletişime geçin.</p>`,
  34: `<p>Hayır. Teklif almak ve poliçe satın almak için T.C. kimlik numaranızı ve cep telefonunuzu doğrulamanız yeterlidir. Üye olmanız ise tüm poliçelerinizi ve tekliflerinizi tek yerden görmenizi, belgeleri yeniden indirmenizi, yenileme tarihlerini takip etmenizi ve destek talebi oluşturmanızı kolaylaştırır.</p>`,
  35: `<p>Giriş ekranındaki “Şifremi Unuttum” bağlantısına tıklayın ve üyelikte kullandığınız cep telefonu numarasını girin. Telefonunuza gelen SMS doğrulama kodunu girdikten sonra yeni şifrenizi belirleyebilirsiniz. Güvenliğiniz için daha önce kullanmadığınız, harf ve rakam içeren bir şifre seçmenizi öneririz.</p>`,
  36: `<p>Üye girişi yaptıktan sonra üye panelinizdeki destek talepleri bölümünden yeni bir talep oluşturabilirsiniz. Konu başlığını (örneğin poliçe değişikliği, iptal, hasar bildirimi veya ödeme) seçip açıklamanızı yazmanız ve gerekiyorsa ilgili poliçeyi işaretlemeniz yeterlidir. Talebinizin durumunu ve yanıtlarımızı aynı ekrandan takip edebilirsiniz.</p>`,
  37: `<p>Eski numaranız hâlâ elinizdeyse üye panelinizdeki iletişim bilgileri bölümünden yeni numaranızı ekleyip SMS ile doğrulayabilirsiniz. Eski numaranıza erişiminiz yoksa, güvenliğiniz için kimliğinizi doğruladıktan sonra değişikliği biz yaparız; bunun için {{telefon}} numarasından veya {{eposta}} adresinden bize ulaşabilirsiniz.</p>`,
  38: `<p>Üyeliğinizi sonlandırmak için üye panelinizden destek talebi oluşturmanız veya {{eposta}} adresine yazmanız yeterlidir. Üyeliğin sona ermesi yürürlükteki poliçelerinizi etkilemez; poliçe kayıtları ise mevzuat gereği belirli süre saklanmaya devam eder.</p>`,
}

export const faqPromisesKept: Migration = {
  async up(db: Kysely<unknown>) {
    await takeSeededFaqAnswers(db as unknown as Kysely<AgencyDatabase>, seededBefore)
  },
}
