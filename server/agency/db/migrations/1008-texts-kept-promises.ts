import { seededTextsMigration, type SeededSentence } from '../seeded-faq-answers.ts'
import {
  documentsAtCheckout,
  phoneClaimReport,
  policyByEmail,
  requestsAndClaims,
  vehicleClaimHelp,
} from '../../seed/guide-promises.ts'

/**
 * Texts that promised what the site does not do, made true (issue: texts the product must keep).
 * FAQ 10 gave offers "a day or a few" where the storefront keeps a quote 24 hours; FAQ 12 said a
 * DASK policy is made out to the owner where the online flow insures whoever was verified; FAQ 19
 * said SGK entitlement is checked where the form only asks. The online-buying guide said the
 * general conditions are shown at checkout and e-mailed with the policy, and it, the phone claim
 * guide and the accident report guide sent a claim through a support request, which no longer
 * takes one. A database seeded before takes each new text where it still holds the old seeded one;
 * a text the agency edited is left as it is (as 0995 and 1006 did).
 */
const faqSeededBefore: Record<number, string> = {
  10: `<p>Teklifler, beyanlarınız ve sorgulama anındaki bilgilere göre sigorta şirketlerinden alınır ve bilgilendirme niteliğindedir. Geçerlilik süresi şirkete ve ürüne göre değişir; genellikle aynı gün veya birkaç gün içinde satın alınması gerekir ve tarife değişikliklerinde fiyat güncellenebilir. Beyanlarınızın eksik veya hatalı olması fiyatı değiştirebilir; bağlayıcı şartlar poliçede yer alır.</p>`,
  12: `<p>Sigorta ettiren ile sigortalı farklı kişiler olabilir; örneğin çocuğunuz için seyahat sağlık sigortası yaptırabilirsiniz. Ancak araç, konut veya sağlık bilgileri kullanılacak kişinin bilgisi ve onayı olmadan işlem yapılmamalıdır. Zorunlu trafik sigortası ruhsat sahibi adına, DASK ise tapu maliki adına düzenlenir; kasko da kural olarak araç sahibi adına yapılır. Emin olmadığınız durumlarda işlem öncesinde bize danışabilirsiniz.</p>`,
  19: `<p>Evet. Tamamlayıcı sağlık sigortası, Sosyal Güvenlik Kurumu kapsamında genel sağlık sigortalısı olan veya genel sağlık sigortalısının bakmakla yükümlü olduğu kişi olarak sağlık hizmeti alan kişiler için düzenlenir. Poliçe, SGK ile anlaşmalı özel hastanelerde SGK'nın karşılamadığı ilave ücret farkını poliçedeki limitler dahilinde öder. Teklif sırasında SGK müstehaklığınız kontrol edilir.</p>`,
}

const articleCorrections: SeededSentence[] = [
  {
    was: `<p>Tercih ettiğiniz teklifi seçtiğinizde sigorta şirketinin bilgilendirme formu, ürünün genel şartları ve <a href="/mesafeli-satis-sozlesmesi">Mesafeli Satış Sözleşmesi</a> size sunulur. Bu belgelerde teminatlar, istisnalar, cayma hakkı ve şikâyet yolları yer alır. Belgeleri okuyup onayladıktan sonra ödeme adımına geçebilirsiniz.</p>`,
    now: documentsAtCheckout,
  },
  {
    was: `<p>Ödeme onaylandığında poliçeniz sigorta şirketi tarafından düzenlenir ve genel şartlar ile bilgilendirme formuyla birlikte PDF olarak e-posta adresinize gönderilir. Poliçenizi aldıktan sonra ad, soyad, plaka, adres ve tarihler gibi bilgileri kontrol edin; uyumsuz bir bilgi görürseniz hemen bize bildirin.</p>`,
    now: policyByEmail,
  },
  {
    was: `<li><strong>Destek talebi:</strong> Poliçe değişikliği, iptal, hasar bildirimi veya ödeme konularındaki taleplerinizi üye panelinizden destek talebi oluşturarak iletebilir, yanıtlarımızı aynı ekrandan takip edebilirsiniz.</li>`,
    now: requestsAndClaims,
  },
  {
    was: `Poliçenizi {{ad}} aracılığıyla yaptırdıysanız üye panelinizden destek talebi oluşturarak da ihbar sürecini başlatabilirsiniz; talebinizi ilgili sigorta şirketine iletir ve süreci sizinle birlikte takip ederiz.`,
    now: phoneClaimReport,
  },
  {
    was: `Poliçenizi {{ad}} aracılığıyla yaptırdıysanız, üye panelinizden destek talebi oluşturarak hasar sürecinin her adımında bizden yardım alabilirsiniz.`,
    now: vehicleClaimHelp,
  },
]

export const textsKeptPromises = seededTextsMigration({
  faq: faqSeededBefore,
  guides: articleCorrections,
})
