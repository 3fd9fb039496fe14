import type { LegalPageSeed } from './legal-page-seed.ts'

const html = `
<h2>1. Taraflar</h2>
<p>Bu Gizlilik ve Kullanım Koşulları ve Kullanıcı Sözleşmesi (“Sözleşme”), {{adres}} adresinde faaliyet gösteren, Sigorta Acenteleri Levhası'na 066-2019-0417 numarasıyla kayıtlı {{unvan}} (“{{ad}}”) ile internet sitemizi ziyaret eden veya kullanan gerçek ya da tüzel kişi (“Kullanıcı”) arasında akdedilmiştir. {{ad}}'ya {{telefon}} numaralı telefondan ve {{eposta}} adresinden ulaşılabilir.</p>

<h2>2. Tanımlar</h2>
<ul>
<li><strong>Site:</strong> {{ad}} tarafından işletilen internet sitesi ve bu site üzerinden sunulan tüm hizmetler,</li>
<li><strong>Ziyaretçi:</strong> Siteyi üye olmadan kullanan kişi,</li>
<li><strong>Üye:</strong> Cep telefonu numarası ve şifresiyle Site'de hesap oluşturan kişi,</li>
<li><strong>Kullanıcı:</strong> Ziyaretçi ve Üye'nin ortak adı,</li>
<li><strong>Sigorta Şirketi:</strong> {{ad}}'nın acentesi olduğu ve Site üzerinden teklifleri sunulan, poliçeyi düzenleyen ve riski taşıyan sigorta şirketi,</li>
<li><strong>Teklif:</strong> Kullanıcı'nın beyanları esas alınarak Sigorta Şirketi'nin sistemlerinden alınan, prim ve teminat bilgilerini gösteren bilgilendirme belgesi,</li>
<li><strong>Poliçe:</strong> Primin ödenmesiyle birlikte Sigorta Şirketi tarafından düzenlenen ve sigorta sözleşmesini gösteren belge,</li>
<li><strong>Doğrulama Kodu:</strong> Kullanıcı'nın beyan ettiği cep telefonu numarasına SMS ile gönderilen tek kullanımlık kod,</li>
<li><strong>Üye Paneli:</strong> Üye'nin poliçelerini, tekliflerini ve destek taleplerini görüntüleyip yönettiği kişisel alan.</li>
</ul>

<h2>3. Sözleşmenin Konusu ve Kabulü</h2>
<p>Bu Sözleşme, Site'nin kullanım koşullarını, üyelik ilişkisini ve tarafların karşılıklı hak ve yükümlülüklerini düzenler. Site'yi kullanan veya üye olan her Kullanıcı, bu Sözleşme'yi okuduğunu, anladığını ve hükümlerini kabul ettiğini beyan eder. Sözleşme'yi kabul etmiyorsanız Site'yi kullanmamanızı rica ederiz. Site üzerinden satın alınan sigorta ürünlerine ilişkin hak ve yükümlülükler ayrıca <a href="/mesafeli-satis-sozlesmesi">Mesafeli Satış Sözleşmesi</a>, ilgili poliçe, genel şartlar, özel şartlar ve bilgilendirme formlarıyla düzenlenir.</p>

<h2>4. Site'nin Kullanımı</h2>
<p>Kullanıcı, Site'yi yalnızca hukuka uygun amaçlarla ve bu Sözleşme'ye uygun şekilde kullanmayı kabul eder. Bu kapsamda Kullanıcı:</p>
<ul>
<li>Teklif ve poliçe işlemlerinde kendisine ait veya kullanmaya yetkili olduğu bilgileri doğru, güncel ve eksiksiz olarak beyan edeceğini,</li>
<li>Başka bir kişinin T.C. kimlik numarasını, cep telefonu numarasını veya diğer kişisel verilerini o kişinin bilgisi ve izni olmadan kullanmayacağını,</li>
<li>Site'nin güvenliğini tehdit eden, işleyişini bozan veya aşırı yük oluşturan işlemler yapmayacağını; otomatik programlar, botlar veya veri kazıma araçlarıyla Site'den toplu veri çekmeyeceğini,</li>
<li>Site'nin kaynak kodlarına, sunucularına veya diğer kullanıcıların hesaplarına yetkisiz erişim girişiminde bulunmayacağını,</li>
<li>Site üzerinden virüs veya zararlı yazılım yaymayacağını, yanıltıcı ya da hukuka aykırı içerik iletmeyeceğini</li>
</ul>
<p>kabul ve taahhüt eder. Bu kurallara aykırı davranışların tespiti hâlinde {{ad}}, ilgili işlemi durdurma, hesabı askıya alma veya kapatma ve yasal yollara başvurma hakkını saklı tutar.</p>

<h2>5. Üyelik</h2>
<p>Üyelik, on sekiz yaşını doldurmuş ve ayırt etme gücüne sahip gerçek kişiler tarafından, cep telefonu numarasının SMS ile doğrulanması ve bir şifre belirlenmesiyle oluşturulur. Üye, hesabına cep telefonu numarası ve şifresiyle giriş yapar. Şifrenin gizli tutulması ve üçüncü kişilerle paylaşılmaması Üye'nin sorumluluğundadır. Şifrenizin başkaları tarafından öğrenildiğinden şüphelenirseniz şifrenizi derhâl değiştirmeniz ve durumu bize bildirmeniz gerekir.</p>
<p>Üye; poliçelerini görüntüleyebilir, poliçe ve teklif belgelerini PDF olarak indirebilir, iletişim bilgilerini güncelleyebilir ve destek talebi oluşturabilir. Üye, dilediği zaman destek talebi oluşturarak veya {{eposta}} adresine yazarak üyeliğini sona erdirebilir. Üyeliğin sona ermesi, yürürlükteki sigorta poliçelerini ve mevzuat gereği saklanması gereken kayıtları etkilemez.</p>

<h2>6. SMS ile Doğrulama</h2>
<p>Teklif almak, üye olmak ve şifre sıfırlamak için beyan ettiğiniz cep telefonu numarasına tek kullanımlık bir doğrulama kodu gönderilir. Bu adımın amacı, işlemi telefon hattının sahibi veya kullanıcısı olan kişinin yaptığını teyit etmek ve T.C. kimlik numarası gibi bilgilerin başkaları tarafından kötüye kullanılmasını önlemektir. Doğrulama kodu yalnızca kısa bir süre geçerlidir ve bir kez kullanılabilir. Kodu hiç kimseyle paylaşmayınız; {{ad}} çalışanları sizden hiçbir koşulda doğrulama kodunuzu veya şifrenizi istemez. Art arda hatalı kod girilmesi veya kısa sürede çok sayıda kod talep edilmesi hâlinde güvenlik amacıyla işlem geçici olarak durdurulabilir.</p>

<h2>7. Tekliflerin Niteliği</h2>
<p>Site'de gösterilen teklifler, Kullanıcı'nın beyanları ve sorgulama anındaki bilgiler esas alınarak Sigorta Şirketleri'nin sistemlerinden alınır ve bilgilendirme niteliği taşır. Teklifte yer alan prim ve teminatlar; beyanların eksik veya hatalı olması, tarife ya da mevzuat değişiklikleri veya teklifin geçerlilik süresinin dolması gibi sebeplerle değişebilir. Teklifler arasındaki sıralama ve karşılaştırma, Kullanıcı'nın karar vermesini kolaylaştırmak amacıyla sunulur; hangi teklifin seçileceğine Kullanıcı karar verir.</p>
<p>Sigorta sözleşmesinin bağlayıcı şartları; Sigorta Şirketi tarafından düzenlenen poliçe, ilgili genel şartlar, özel şartlar ve klozlarda yer alır. Teklif ile poliçe arasında farklılık bulunması hâlinde poliçe hükümleri esas alınır. 6102 sayılı Türk Ticaret Kanunu uyarınca sigorta ettiren, sözleşmenin yapılması sırasında bildiği bütün önemli hususları doğru olarak beyan etmekle yükümlüdür; yanlış veya eksik beyan, tazminatın azaltılmasına veya ödenmemesine yol açabilir.</p>

<h2>8. Fikri Mülkiyet Hakları</h2>
<p>Site'nin tasarımı, yazılımı, metinleri, rehber içerikleri, logo ve markaları dahil tüm unsurları {{ad}}'ya veya lisans verenlerine aittir ve 5846 sayılı Fikir ve Sanat Eserleri Kanunu ile 6769 sayılı Sınai Mülkiyet Kanunu kapsamında korunur. Bu unsurlar, {{ad}}'nın yazılı izni olmaksızın kopyalanamaz, çoğaltılamaz, dağıtılamaz veya ticari amaçla kullanılamaz. Kullanıcı, kendisine ait teklif ve poliçe belgelerini kişisel kullanımı için indirebilir ve yazdırabilir.</p>

<h2>9. Sorumluluğun Sınırları</h2>
<p>{{ad}}, bir sigorta acentesi olarak Sigorta Şirketleri adına ve hesabına sigorta sözleşmelerinin kurulmasına aracılık eder; sigorta teminatını sağlayan ve tazminat ödeme yükümlülüğünü taşıyan taraf ilgili Sigorta Şirketi'dir. {{ad}}, hasar ve tazminat süreçlerinde Kullanıcı'ya rehberlik eder ve belgelerin iletilmesine yardımcı olur.</p>
<p>{{ad}}; Kullanıcı'nın yanlış veya eksik beyanından, şifresini ya da doğrulama kodunu üçüncü kişilerle paylaşmasından, Kullanıcı'nın cihazındaki güvenlik açıklarından, internet bağlantısı veya mobil operatörden kaynaklanan kesintilerden ve mücbir sebeplerden doğan zararlardan sorumlu tutulamaz. Site'nin kesintisiz ve hatasız çalışması için gerekli özen gösterilir; ancak bakım, güncelleme veya teknik arıza sebebiyle Site'ye erişim geçici olarak kesilebilir. Bu hükümler, 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve diğer emredici mevzuattan doğan tüketici haklarını sınırlamaz.</p>

<h2>10. Gizlilik ve Güvenlik</h2>
<p>Kişisel verileriniz, <a href="/kisisel-verilerin-islenmesine-iliskin-aydinlatma-metni">Kişisel Verilerin İşlenmesine İlişkin Aydınlatma Metni</a>'nde açıklanan amaçlar ve hukuki sebeplerle sınırlı olarak işlenir. Site ile tarayıcınız arasındaki tüm iletişim SSL/TLS sertifikasıyla şifrelenir. Kartla yapılan ödemeler, kart sahibinin bankası tarafından gönderilen tek kullanımlık şifreyle doğrulanan 3D Secure altyapısı üzerinden gerçekleştirilir.</p>
<p>Kart numarası, son kullanma tarihi ve güvenlik kodu gibi kart bilgileri {{ad}}'nın sunucularında saklanmaz; bu bilgiler doğrudan Sigorta Şirketi'nin veya yetkili ödeme kuruluşunun güvenli ödeme sayfasına iletilir. Şifreniz geri döndürülemez bir yöntemle özetlenerek saklanır ve çalışanlarımız dahil hiç kimse tarafından görüntülenemez. {{ad}}, sizden hiçbir zaman telefon, SMS veya e-posta yoluyla kart bilgisi, şifre ya da doğrulama kodu istemez. Bu yönde bir talep alırsanız lütfen yanıt vermeyip bize bildiriniz.</p>

<h2>11. Ticari Elektronik İletiler</h2>
<p>Kampanya, indirim, poliçe yenileme hatırlatması ve yeni ürün duyurusu gibi ticari elektronik iletiler, 6563 sayılı Elektronik Ticaretin Düzenlenmesi Hakkında Kanun ve Ticari İletişim ve Ticari Elektronik İletiler Hakkında Yönetmelik uyarınca yalnızca onay vermeniz hâlinde SMS, e-posta veya telefon araması yoluyla gönderilir. Onaylarınız İleti Yönetim Sistemi'ne (İYS) kaydedilir. Onayınızı dilediğiniz zaman, gerekçe göstermeksizin ve ücretsiz olarak; iletilerdeki ret bağlantısını kullanarak, İYS üzerinden, Üye Paneli'ndeki iletişim tercihlerinden veya bize yazarak geri alabilirsiniz. Ret talebiniz mevzuatta öngörülen süre içinde, en geç üç iş günü içinde uygulanır.</p>
<p>Doğrulama kodları, ödeme onayları, poliçe belgeleri ve mevcut poliçenize ilişkin zorunlu bildirimler ticari elektronik ileti niteliği taşımaz; bu iletiler, hizmetin sunulabilmesi için onay aranmaksızın gönderilir.</p>

<h2>12. Çerezler</h2>
<p>Site, oturumunuzun güvenli biçimde sürdürülmesi ve tercihlerinizin hatırlanması için zorunlu çerezler; onay vermeniz hâlinde ise analitik, işlevsel ve hedefleme/reklam çerezleri kullanır. Çerez türleri, kullanım amaçları, saklama süreleri ve tercihlerinizi nasıl değiştirebileceğiniz <a href="/cerez-politikasi">Çerez Politikası</a>'nda ayrıntılı olarak açıklanmıştır.</p>

<h2>13. Elektronik Kayıtların Delil Niteliği</h2>
<p>Taraflar, bu Sözleşme'den doğabilecek uyuşmazlıklarda {{ad}}'nın sunucu kayıtları, SMS doğrulama kayıtları, elektronik yazışmaları ve işlem kayıtlarının 6100 sayılı Hukuk Muhakemeleri Kanunu'nun 193. maddesi uyarınca delil teşkil edeceğini kabul eder. Bu hüküm, tüketici sıfatını taşıyan Kullanıcı'nın karşı delil sunma hakkını ortadan kaldırmaz.</p>

<h2>14. Sözleşmede Değişiklik</h2>
<p>{{ad}}; mevzuattaki değişiklikler, yeni hizmetler veya güvenlik gereksinimleri nedeniyle bu Sözleşme'de değişiklik yapabilir. Değişiklikler Site'de yayımlandığı tarihte yürürlüğe girer; esaslı değişiklikler Üyeler'e ayrıca e-posta veya SMS ile bildirilir. Değişiklikten sonra Site'yi kullanmaya devam etmeniz, güncel Sözleşme'yi kabul ettiğiniz anlamına gelir. Değişiklikleri kabul etmeyen Üye, üyeliğini dilediği zaman sona erdirebilir.</p>

<h2>15. Bildirimler</h2>
<p>Taraflar arasındaki bildirimler, Kullanıcı'nın Site'de beyan ettiği cep telefonu numarası ve e-posta adresi ile bu Sözleşme'de yer alan {{ad}} iletişim bilgileri üzerinden yapılır. Kullanıcı, iletişim bilgilerindeki değişiklikleri güncellemekle yükümlüdür; güncellenmeyen bilgilere yapılan bildirimler geçerli sayılır.</p>

<h2>16. Uygulanacak Hukuk ve Yetkili Merciler</h2>
<p>Bu Sözleşme Türk hukukuna tabidir. Sözleşme'den doğabilecek uyuşmazlıkların çözümünde Yozgat mahkemeleri ve icra daireleri yetkilidir. Ancak tüketici sıfatını taşıyan Kullanıcılar bakımından, 6502 sayılı Tüketicinin Korunması Hakkında Kanun uyarınca her yıl Ticaret Bakanlığı tarafından belirlenen parasal sınırlar dahilinde tüketici hakem heyetlerine, bu sınırların üzerindeki uyuşmazlıklarda ise tüketici mahkemelerine başvurma hakkı ve kendi yerleşim yerindeki merciler nezdinde başvuru yapma hakkı saklıdır. Sigorta sözleşmesinden doğan uyuşmazlıklarda Sigorta Tahkim Komisyonu'na başvuru imkânı da bulunmaktadır.</p>

<h2>17. Yürürlük</h2>
<p>Bu Sözleşme on yedi maddeden oluşur ve Kullanıcı'nın Site'yi kullanmaya başlaması veya üyelik sırasında Sözleşme'yi elektronik ortamda onaylamasıyla yürürlüğe girer. Sözleşme, üyelik devam ettiği veya Site kullanıldığı sürece yürürlükte kalır.</p>
`

export const kullaniciSozlesmesi: LegalPageSeed = {
  slug: 'gizlilik-ve-kullanim-kosullari-ve-kullanici-sozlesmesi',
  title: 'Gizlilik ve Kullanım Koşulları ve Kullanıcı Sözleşmesi',
  version: '1.0',
  updatedAt: '2026-11-01',
  html: html.trim(),
}
