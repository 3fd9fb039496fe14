import { phoneMaxAgeMonths } from '../pricing/phone.ts'

// What the guides promise about buying and after the sale, as the site does it: the documents at
// checkout, what the policy e-mail carries, and where a claim is reported (the support
// forms no longer take a claim; it goes through "Hasar Bildir"). Seeded into the articles
// and put in place of the old sentences by migration 1008 (and 1010 for the phone's details).

/** The pre-information form and the contract the checkout shows, and where the terms are. */
export const documentsAtCheckout = `<p>Tercih ettiğiniz teklifi seçtiğinizde ödeme sayfasında Ön Bilgilendirme Formu ve <a href="/mesafeli-satis-sozlesmesi">Mesafeli Satış Sözleşmesi</a> size sunulur. Bu belgelerde sigorta şirketi, başlıca teminatlar, toplam prim, cayma hakkı ve şikâyet yolları yer alır; teminatların kapsamı, muafiyetler ve istisnalar ise sigorta genel şartları ile poliçenin özel şartlarındadır. Belgeleri okuyup onayladıktan sonra ödeme adımına geçebilirsiniz.</p>`

/** What the policy e-mail carries: the policy's PDF and a link to download it again. */
export const policyByEmail = `<p>Ödeme onaylandığında poliçeniz sigorta şirketi tarafından düzenlenir ve PDF olarak e-posta adresinize gönderilir; e-postadaki bağlantıdan 30 gün boyunca yeniden indirebilirsiniz. Poliçenizi aldıktan sonra ad, soyad, plaka, adres ve tarihler gibi bilgileri kontrol edin; uyumsuz bir bilgi görürseniz hemen bize bildirin.</p>`

/** A support request and a claim report after the sale, each where the site takes it. */
export const requestsAndClaims = `<li><strong>Destek talebi:</strong> Poliçe değişikliği, iptal veya ödeme konularındaki taleplerinizi Hesabım → Destek Taleplerim'den iletebilir, yanıtlarımızı aynı ekrandan takip edebilirsiniz.</li>
<li><strong>Hasar bildirimi:</strong> Hasarınızı Hesabım → Poliçelerim'de poliçenizin yanındaki “Hasar Bildir” düğmesiyle, üye değilseniz <a href="/hasar-bildir">Hasar Bildir</a> sayfasından poliçe numaranız, T.C. kimlik numaranız ve poliçeyi aldığınız cep telefonuyla bildirebilirsiniz; dosya numaranız SMS ile gönderilir.</li>`

/** The phone guide's claim report through the agency. */
export const phoneClaimReport = `Poliçenizi {{ad}} aracılığıyla yaptırdıysanız hasarı sitemizden de bildirebilirsiniz: üyeyseniz Hesabım → Poliçelerim'de poliçenizin yanındaki “Hasar Bildir” düğmesiyle, üye değilseniz <a href="/hasar-bildir">Hasar Bildir</a> sayfasından. Bildiriminizi ilgili sigorta şirketine iletir ve süreci sizinle birlikte takip ederiz.`

/** The accident report guide's claim report and help through the agency. */
export const vehicleClaimHelp = `Poliçenizi {{ad}} aracılığıyla yaptırdıysanız hasarı Hesabım → Poliçelerim'deki “Hasar Bildir” düğmesiyle ya da üye olmadan <a href="/hasar-bildir">Hasar Bildir</a> sayfasından bildirebilir, dosyanızı üyeliğinizle Hesabım → Destek Taleplerim'den takip ederek hasar sürecinin her adımında bizden yardım alabilirsiniz.`

/** Where a DASK policy goes: by e-mail, and to Poliçelerim only for a member (1010). */
export const daskPolicyDelivered = `<li>Poliçeniz PDF olarak e-posta adresinize gönderilir; aynı T.C. kimlik numarası ve cep telefonuyla üyeyseniz Hesabım → Poliçelerim'de de listelenir.</li>`

/** What a phone's quote asks: its purchase day, not an invoice (migration 1010). */
export const phoneDetailsAsked = `<li><strong>Cep telefonu:</strong> Cihazın marka, model ve IMEI bilgisi ile satın alma tarihi.</li>`

/** Which phones are insured, as the phone step and every insurer's offer apply it (1010). */
export const phoneCoverFromPurchase = `<p>Sitemizden cep telefonu sigortası, satın alındığı günden bu yana ${phoneMaxAgeMonths} aydan az geçmiş telefonlar için yaptırılabilir; bu sınır bütün sigorta şirketlerinin teklifleri için aynıdır. Teklif formunda cihazın markasını, modelini, IMEI numarasını ve satın alma tarihini girersiniz; fatura, fotoğraf veya ekran kontrolü istenmez. Faturanın ve kutudaki IMEI bilgisinin saklanması, olası bir hasarda işinizi kolaylaştırır.</p>`
