import type { LegalPageSeed } from './legal-page-seed.ts'
import { agencyDetailRows } from './agency-details.ts'

const html = `
<h2>Madde 1 – Taraflar</h2>
<p><strong>Sigorta Ettiren (Tüketici):</strong> Teklif ve ödeme ekranlarında adı, soyadı, T.C. kimlik numarası, adresi, cep telefonu numarası ve e-posta adresi yer alan gerçek kişi.</p>
<p><strong>Sigortacı (Sağlayıcı):</strong> Sigorta Ettiren tarafından seçilen teklifte ve düzenlenen poliçede unvanı, adresi ve iletişim bilgileri belirtilen sigorta şirketi.</p>
<p><strong>Aracı (Sigorta Acentesi):</strong> Sigortacı adına ve hesabına hareket eden {{unvan}}</p>
<table>
<tbody>
${agencyDetailRows}
</tbody>
</table>

<h2>Madde 2 – Sözleşmenin Konusu ve Dayanağı</h2>
<p>Bu Mesafeli Satış Sözleşmesi (“Sözleşme”), Sigorta Ettiren'in {{ad}}'nın internet sitesi (“Site”) üzerinden, tarafların eş zamanlı fiziksel varlığı olmaksızın seçtiği sigorta ürününe ilişkin sigorta sözleşmesinin kurulmasına, primin ödenmesine, poliçenin teslimine ve cayma hakkına ilişkin usul ve esasları düzenler. Sigorta hizmeti, 6502 sayılı Tüketicinin Korunması Hakkında Kanun kapsamında finansal hizmet niteliğindedir. Bu nedenle Sözleşme; anılan Kanun, Finansal Hizmetlere İlişkin Mesafeli Sözleşmeler Yönetmeliği, 6102 sayılı Türk Ticaret Kanunu, 5684 sayılı Sigortacılık Kanunu, Sigorta Sözleşmelerinde Bilgilendirmeye İlişkin Yönetmelik ve ilgili sigorta genel şartları çerçevesinde uygulanır.</p>
<p>Site üzerinden aracılık edilen ürünler; kasko, zorunlu trafik sigortası, tamamlayıcı sağlık sigortası, bireysel (özel) sağlık sigortası, seyahat sağlık sigortası, yabancı sağlık sigortası, evcil hayvan sigortası, konut sigortası, zorunlu deprem sigortası (DASK) ve cep telefonu sigortasıdır.</p>

<h2>Madde 3 – Sözleşme Öncesi Bilgilendirme</h2>
<p>Sigorta Ettiren, ödeme adımına geçmeden önce; Sigortacı'nın unvanı ve iletişim bilgileri, {{ad}}'nın acentelik sıfatı, seçilen ürünün teminatları, teminat limitleri, muafiyetleri ve istisnaları, toplam prim tutarı, vergiler dahil ödenecek toplam bedel, ödeme ve taksit seçenekleri, sigorta süresi, cayma hakkı ile sözleşmenin sona erdirilmesine ilişkin koşullar ve şikâyet ve uyuşmazlık çözüm yolları hakkında bilgilendirildiğini kabul eder.</p>
<p>Bu bilgiler; teklif detay ekranında, Sigortacı'nın hazırladığı bilgilendirme formunda ve ürünün genel şartlarında yer alır ve Sigorta Ettiren'e e-posta, PDF belge ve Üye Paneli gibi kalıcı veri saklayıcıları aracılığıyla sunulur. Sigorta Ettiren, bilgilendirme formunu ve bu Sözleşme'yi okuduğunu elektronik ortamda onaylamadan ödeme adımına geçemez.</p>

<h2>Madde 4 – Sözleşmenin Kurulması</h2>
<p>Site üzerinden sigorta sözleşmesinin kurulması aşağıdaki adımlarla gerçekleşir:</p>
<ol>
<li>Sigorta Ettiren; T.C. kimlik numarasını ve cep telefonu numarasını girer ve telefonuna SMS ile gönderilen doğrulama kodunu onaylar.</li>
<li>Seçilen ürüne göre araç, konut, sağlık, seyahat, evcil hayvan veya cihaz bilgilerini beyan eder.</li>
<li>{{ad}}, beyan edilen bilgiler doğrultusunda Sigortacılar'dan teklif alır ve teklifleri karşılaştırmalı olarak sunar. Sigorta Ettiren, teklifleri inceleyebilir ve PDF olarak yazdırabilir.</li>
<li>Sigorta Ettiren, tercih ettiği teklifi seçer, bilgilendirme formunu ve bu Sözleşme'yi onaylar.</li>
<li>Prim, 3D Secure doğrulamalı kart ödemesiyle tahsil edilir.</li>
<li>Ödemenin onaylanmasıyla birlikte poliçe Sigortacı tarafından düzenlenir ve Sigorta Ettiren'e iletilir.</li>
</ol>
<p>Sigorta sözleşmesi, poliçenin Sigortacı tarafından düzenlenmesiyle kurulur. Sigortacı'nın sorumluluğu, poliçede yazılı başlangıç tarihi ve saatinde başlar; aksi kararlaştırılmadıkça primin veya ilk taksitin ödenmemesi hâlinde sorumluluk başlamaz. Seyahat sağlık sigortasında poliçenin seyahate başlanmadan önce düzenlenmesi gerekir.</p>
<p>Sigorta Ettiren, beyanlarının doğru ve eksiksiz olduğunu kabul eder. Türk Ticaret Kanunu uyarınca sözleşmenin yapılması sırasında bilinen önemli hususların yanlış bildirilmesi veya hiç bildirilmemesi, Sigortacı'ya sözleşmeden cayma veya prim farkı talep etme hakkı verebilir ve tazminatın azaltılmasına yol açabilir.</p>

<h2>Madde 5 – Prim ve Ödeme</h2>
<p>Ödenecek prim tutarı, seçilen teklifte ve ödeme ekranında Banka ve Sigorta Muameleleri Vergisi ile ürüne göre uygulanan Güvence Hesabı katkı payı ve Trafik Hizmetlerini Geliştirme Fonu payı gibi yasal kesintiler dahil olarak gösterilir. {{ad}}, Site üzerinden yapılan işlemler için Sigorta Ettiren'den teklifte gösterilen prim dışında ayrıca hizmet bedeli talep etmez.</p>
<p>Ödeme, kredi kartı veya Sigortacı'nın kabul etmesi hâlinde banka kartıyla yapılır. Tüm kart ödemeleri, kartı çıkaran bankanın gönderdiği tek kullanımlık şifreyle doğrulanan 3D Secure altyapısı üzerinden gerçekleştirilir. Taksit seçenekleri; ürüne, Sigortacı'ya ve kartı çıkaran bankaya göre değişir ve ödeme ekranında gösterilir. Kart bilgileri {{ad}} tarafından saklanmaz.</p>
<p>Taksitli ödemelerde taksitlerin vadesinde ödenmemesi hâlinde, Türk Ticaret Kanunu ve ilgili genel şartlar uyarınca Sigortacı'nın sorumluluğu askıya alınabilir veya sözleşme feshedilebilir. Kartın limit yetersizliği, banka tarafından reddedilmesi veya 3D Secure doğrulamasının tamamlanmaması hâlinde ödeme gerçekleşmez ve poliçe düzenlenmez.</p>

<h2>Madde 6 – Poliçenin Teslimi</h2>
<p>Poliçe; genel şartlar ve bilgilendirme formuyla birlikte, ödemenin onaylanmasının ardından PDF belge olarak Sigorta Ettiren'in beyan ettiği e-posta adresine gönderilir. Üye olan Sigorta Ettiren, poliçesine dilediği zaman Üye Paneli'nden ulaşabilir ve belgeyi indirebilir. Sigorta Ettiren'in talebi hâlinde poliçenin basılı örneği ayrıca adresine gönderilebilir veya ofisimizden teslim alınabilir.</p>
<p>Sigorta Ettiren, teslim aldığı poliçedeki ad, soyad, plaka, adres, sigorta süresi ve teminatlar gibi bilgileri kontrol etmelidir. Poliçede teklif ve bilgilendirme formuyla uyumlu olmayan bir husus görülmesi hâlinde durumun gecikmeksizin {{ad}}'ya bildirilmesi önemlidir; bu konuda Türk Ticaret Kanunu'nun ilgili hükümleri uygulanır.</p>

<h2>Madde 7 – Cayma Hakkı</h2>
<p>Sigorta Ettiren, sigorta sözleşmesinin kurulduğu tarihten veya sözleşme şartları ile bilgilendirme belgelerinin kendisine ulaştığı tarihten (hangisi daha sonra ise) itibaren on dört gün içinde herhangi bir gerekçe göstermeksizin ve cezai şart ödemeksizin sözleşmeden cayma hakkına sahiptir. Mevzuatta hayat sigortaları için öngörülen otuz günlük cayma süresi, Site üzerinden aracılık edilen ürünler arasında hayat sigortası bulunmadığından bu Sözleşme kapsamında uygulanmaz.</p>
<p>Cayma bildirimi, süresi içinde; Üye Paneli'ndeki destek talepleri bölümünden, {{eposta}} adresine e-postayla, KEP ile veya {{ad}}'nın adresine yazılı olarak yapılabilir. Bildirimin süresi içinde gönderilmesi yeterlidir. {{ad}}, bildirimi aynı gün Sigortacı'ya iletir.</p>
<p>Cayma hakkının kullanılması hâlinde Sigortacı, tahsil ettiği primi cayma bildiriminin kendisine ulaştığı tarihten itibaren en geç on dört gün içinde, ödemenin yapıldığı karta iade eder. Sigorta Ettiren'in açık talebiyle teminatın cayma süresi dolmadan başlamış olması hâlinde, yalnızca teminatın fiilen yürürlükte kaldığı süreye isabet eden prim gün esasına göre mahsup edilebilir. Cayma süresi içinde gerçekleşen bir hasar nedeniyle tazminat ödenmiş olması hâlinde iade koşulları ilgili genel şartlara göre belirlenir.</p>
<h3>Cayma hakkının kullanılamayacağı veya özel kurallara tabi olduğu hâller</h3>
<ul>
<li><strong>Kısa süreli seyahat sigortaları:</strong> Finansal Hizmetlere İlişkin Mesafeli Sözleşmeler Yönetmeliği uyarınca, süresi bir aydan kısa olan seyahat ve bagaj sigortaları ile benzeri kısa süreli sigorta poliçelerinde cayma hakkı kullanılamaz. Bu poliçeler, seyahat başlangıç tarihinden önce ve ilgili genel ve özel şartlara uygun olarak iptal edilebilir.</li>
<li><strong>Tamamen ifa edilmiş sözleşmeler:</strong> Sigorta Ettiren'in açık talebi üzerine cayma süresi dolmadan her iki tarafça tamamen ifa edilmiş sözleşmelerde cayma hakkı kullanılamaz.</li>
<li><strong>Zorunlu trafik sigortası:</strong> Karayolları Trafik Kanunu uyarınca trafiğe çıkan her motorlu araç için geçerli bir zorunlu mali sorumluluk sigortası bulunmalıdır. Cayma hakkının kullanılması hâlinde aracın aynı dönem için başka bir zorunlu trafik poliçesiyle sigortalanmamış olması durumunda, sigortasız araç kullanımına ilişkin idari yaptırımlar ve üçüncü kişilere karşı sorumluluk Sigorta Ettiren'e aittir; bu nedenle Sigorta Ettiren cayarken aynı araç için aynı dönemi kapsayan başka bir zorunlu trafik poliçesi yaptırdığını ya da yaptıracağını onaylar. Cayma süresinden sonra poliçenin sona erdirilmesi ise aracın satışı, hurdaya ayrılması veya trafik kaydının silinmesi gibi genel şartlarda sayılan hâllerle sınırlıdır.</li>
<li><strong>Zorunlu deprem sigortası (DASK):</strong> 6305 sayılı Afet Sigortaları Kanunu uyarınca kapsamdaki binalar için zorunludur ve tapu ile elektrik ve su aboneliği işlemlerinde aranır. Cayma hâlinde bu işlemler için geçerli bir poliçe bulunmayabileceğinden Sigorta Ettiren cayarken aynı bina için aynı dönemi kapsayan başka bir DASK poliçesi yaptırdığını ya da yaptıracağını onaylar. Cayma süresinden sonra poliçenin sona erdirilmesi, Zorunlu Deprem Sigortası Genel Şartları'nda düzenlenen hâllerle sınırlıdır.</li>
</ul>

<h2>Madde 8 – Sözleşmenin Sona Erdirilmesi ve Prim İadesi</h2>
<p>Cayma süresi geçtikten sonra sigorta sözleşmesinin iptali veya feshi, ilgili ürünün genel şartları ve poliçe özel şartları çerçevesinde yapılır. Sigorta Ettiren, iptal talebini cayma bildirimi için sayılan kanallardan herhangi biriyle iletebilir. Sözleşmeyi tüketicinin sona erdirmesi, sözleşmenin kurulmasında kullanılan yöntemden daha ağır koşullara bağlanamaz. İade edilecek prim, genel şartlarda ve tarifede öngörülen esaslara göre Sigortacı tarafından hesaplanır ve ödemenin yapıldığı karta veya Sigorta Ettiren'in bildirdiği IBAN numarasına iade edilir.</p>

<h2>Madde 9 – Acentenin Rolü</h2>
<p>{{ad}}, Sigortacı adına ve hesabına hareket eden bir sigorta acentesidir. Sigorta teminatını sağlayan, tazminat ödeme yükümlülüğünü taşıyan ve poliçeyi düzenleyen taraf Sigortacı'dır. {{ad}}; teklif alma, bilgilendirme, poliçe düzenlenmesine aracılık, yenileme, değişiklik, iptal ve hasar ihbarı süreçlerinde Sigorta Ettiren'e destek olur ve talepleri gecikmeksizin Sigortacı'ya iletir.</p>

<h2>Madde 10 – Kişisel Veriler</h2>
<p>Sözleşme kapsamında işlenen kişisel veriler hakkında ayrıntılı bilgi <a href="/kisisel-verilerin-islenmesine-iliskin-aydinlatma-metni">Kişisel Verilerin İşlenmesine İlişkin Aydınlatma Metni</a>'nde yer almaktadır.</p>

<h2>Madde 11 – Şikâyet ve Uyuşmazlıkların Çözümü</h2>
<p>Sigorta Ettiren, şikâyetlerini Üye Paneli'ndeki destek talepleri bölümünden, {{telefon}} numaralı telefondan veya {{eposta}} adresinden {{ad}}'ya ya da doğrudan Sigortacı'nın şikâyet kanallarına iletebilir. Şikâyetler kayıt altına alınır ve sonucu hakkında Sigorta Ettiren'e bilgi verilir.</p>
<p>Uyuşmazlık hâlinde Sigorta Ettiren:</p>
<ul>
<li>Ticaret Bakanlığı tarafından her yıl belirlenen parasal sınırlar dahilinde, yerleşim yerindeki veya işlemin yapıldığı yerdeki <strong>tüketici hakem heyetine</strong>,</li>
<li>Bu sınırların üzerindeki uyuşmazlıklarda, mevzuatta dava şartı olarak öngörülen hâllerde arabuluculuk sürecinin ardından <strong>tüketici mahkemelerine</strong>,</li>
<li>Sigortacı'ya karşı, sigorta sözleşmesinden doğan uyuşmazlıklarda 5684 sayılı Sigortacılık Kanunu uyarınca kurulan <strong>Sigorta Tahkim Komisyonu</strong>'na</li>
</ul>
<p>başvurabilir. Sigorta Tahkim Komisyonu'na başvurmadan önce Sigortacı'ya yazılı başvuruda bulunulması gerekir.</p>

<h2>Madde 12 – Yürürlük</h2>
<p>Bu Sözleşme on iki maddeden oluşur. Sigorta Ettiren, Sözleşme'nin tüm hükümlerini okuduğunu, anladığını ve ödeme işleminden önce elektronik ortamda onayladığını kabul eder. Sözleşme, ödeme adımında onaylandığı anda yürürlüğe girer; bir örneği poliçe belgeleriyle birlikte Sigorta Ettiren'in e-posta adresine gönderilir ve Üye Paneli'nde saklanır.</p>
`

export const mesafeliSatisSozlesmesi: LegalPageSeed = {
  slug: 'mesafeli-satis-sozlesmesi',
  title: 'Mesafeli Satış Sözleşmesi',
  version: '1.1',
  updatedAt: '2026-11-29',
  html: html.trim(),
}
