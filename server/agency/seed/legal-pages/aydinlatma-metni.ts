import type { LegalPageSeed } from './legal-page-seed.ts'
import { agencyDetailRows } from './agency-details.ts'

const html = `
<h2>1. Bu Metnin Amacı ve Kapsamı</h2>
<p>{{unvan}} olarak kişisel verilerinizin gizliliğine ve güvenliğine önem veriyoruz. Bu Aydınlatma Metni, 6698 sayılı Kişisel Verilerin Korunması Kanunu'nun (“KVKK”) 10. maddesi ile Aydınlatma Yükümlülüğünün Yerine Getirilmesinde Uyulacak Usul ve Esaslar Hakkında Tebliğ uyarınca hazırlanmıştır. Metnin amacı; internet sitemizi ziyaret eden, sigorta teklifi alan, poliçe satın alan, üye olan, destek talebi oluşturan veya bizimle telefon, e-posta ya da ofisimiz aracılığıyla iletişime geçen gerçek kişilerin kişisel verilerinin hangi amaçlarla ve hangi hukuki sebeplere dayanılarak işlendiğini, hangi yöntemlerle toplandığını, kimlere aktarılabileceğini, ne kadar süre saklandığını ve KVKK kapsamındaki haklarınızı açık ve anlaşılır biçimde açıklamaktır.</p>
<p>Teklif veya poliçe işlemi sırasında kendiniz dışındaki kişilere ait kişisel verileri paylaşabilirsiniz. Örneğin sağlık sigortasına dahil edilecek eşiniz veya çocuklarınız, seyahat sigortası yaptırdığınız aile bireyleriniz, aracı kullanan diğer sürücüler ya da sigortalanacak konutun maliki bu kapsamdadır. Bu durumda ilgili kişileri bu Aydınlatma Metni hakkında bilgilendirmenizi ve gerekli hâllerde açık rızalarını almanızı rica ederiz.</p>

<h2>2. Veri Sorumlusu</h2>
<p>KVKK uyarınca kişisel verileriniz, veri sorumlusu sıfatıyla aşağıda bilgileri yer alan {{unvan}} (“{{ad}}” veya “Şirket”) tarafından işlenmektedir.</p>
<table>
<tbody>
<tr><th>Ticaret unvanı</th><td>{{unvan}}</td></tr>
${agencyDetailRows}
</tbody>
</table>
<p>{{ad}}, 5684 sayılı Sigortacılık Kanunu ve Sigorta Acenteleri Yönetmeliği çerçevesinde faaliyet gösteren, Türkiye Odalar ve Borsalar Birliği (TOBB) bünyesinde tutulan Sigorta Acenteleri Levhası'na kayıtlı ve Sigortacılık ve Özel Emeklilik Düzenleme ve Denetleme Kurumu'nun (SEDDK) denetimine tabi bir sigorta acentesidir. Şirketimiz, acentelik sözleşmesi bulunan sigorta şirketleri adına ve hesabına sigorta sözleşmelerinin kurulmasına aracılık eder. Sigorta sözleşmesinin tarafı olan sigorta şirketleri de kendi faaliyetleri bakımından ayrıca veri sorumlusudur. Sigorta şirketlerinin aydınlatma metinlerine teklif ve poliçe belgelerinden veya ilgili şirketin kendi iletişim kanallarından ulaşabilirsiniz.</p>

<h2>3. İşlenen Kişisel Veri Kategorileri</h2>
<p>Aşağıdaki tabloda, talep ettiğiniz ürüne ve kullandığınız hizmete bağlı olarak işlenebilecek kişisel veri kategorileri yer almaktadır. Her ürün için yalnızca o ürünün teklif, poliçe ve hasar süreçlerinde gerekli olan veriler işlenir. Örneğin kasko teklifi için sağlık verisi, sağlık sigortası teklifi için araç verisi talep edilmez.</p>
<table>
<thead>
<tr><th>Veri kategorisi</th><th>Örnek veriler</th></tr>
</thead>
<tbody>
<tr><td>Kimlik</td><td>Ad, soyad, T.C. kimlik numarası, yabancılar için yabancı kimlik numarası veya pasaport numarası, doğum tarihi, cinsiyet, uyruk</td></tr>
<tr><td>İletişim</td><td>Cep telefonu numarası, e-posta adresi, yazışma ve ikamet adresi</td></tr>
<tr><td>Araç</td><td>Plaka, ruhsat (tescil belgesi) seri numarası, şasi ve motor numarası, marka, model, model yılı, kullanım tarzı, aksesuar ve LPG beyanı, önceki poliçe bilgileri, hasar geçmişi ve hasarsızlık basamağı</td></tr>
<tr><td>Konut ve taşınmaz</td><td>Ulusal Adres Veri Tabanı (UAVT) adres kodu, tapu bilgileri (ada, pafta, parsel), yapı tarzı, inşa yılı, kat sayısı, brüt yüzölçümü, bina hasar durumu, eşya bedeli beyanı</td></tr>
<tr><td>Sağlık (özel nitelikli)</td><td>Boy, kilo, mevcut ve geçirilmiş hastalıklar, ameliyatlar, düzenli kullanılan ilaçlar, gebelik durumu, engellilik durumu, sağlık beyanı, tazminat sürecinde sunulan rapor, reçete ve faturalar</td></tr>
<tr><td>Sosyal güvenlik</td><td>Sosyal Güvenlik Kurumu (SGK) kapsamında genel sağlık sigortalısı olup olmadığınıza ilişkin müstehaklık bilgisi</td></tr>
<tr><td>Seyahat</td><td>Seyahat başlangıç ve bitiş tarihleri, gidilecek ülke veya bölge, pasaport bilgileri, vize başvurusu için gereken poliçe bilgileri</td></tr>
<tr><td>Evcil hayvan</td><td>Evcil hayvanınızın türü, ırkı, yaşı, mikroçip numarası, aşı ve veteriner kayıtları (sizinle ilişkilendirildiği ölçüde)</td></tr>
<tr><td>Mobil cihaz</td><td>Cep telefonunun marka ve modeli, IMEI numarası, satın alma faturası, hasar fotoğrafları ve servis raporları</td></tr>
<tr><td>Finansal</td><td>Prim tutarı, taksit tercihi, ödeme işlem kaydı, maskelenmiş kart numarası (ilk altı ve son dört hane), prim iadesi için IBAN bilgisi, fatura bilgileri</td></tr>
<tr><td>Müşteri işlem</td><td>Teklif talepleri, alınan teklifler, poliçe geçmişi, destek talepleri, şikâyetler ve bunlara ilişkin yazışmalar</td></tr>
<tr><td>İşlem güvenliği</td><td>IP adresi, işlem tarihi ve saati, cihaz ve tarayıcı bilgisi, SMS doğrulama kayıtları, oturum kayıtları, şifrenizin geri döndürülemez biçimde özetlenmiş (hash) değeri</td></tr>
<tr><td>Pazarlama</td><td>Ticari elektronik ileti onayı veya reddi, iletişim tercihleri, onay verdiğiniz çerezler aracılığıyla elde edilen tercih bilgileri</td></tr>
<tr><td>Hukuki işlem</td><td>Tahkim, tüketici hakem heyeti, dava ve icra süreçlerine ilişkin bilgi ve belgeler, yetkili kurumlarla yazışmalar</td></tr>
</tbody>
</table>
<p>Kart numarası, son kullanma tarihi ve güvenlik kodu (CVV/CVC) gibi ödeme kartı bilgileriniz Şirketimiz tarafından kaydedilmez. Bu bilgiler, ödeme sırasında doğrudan sigorta şirketinin veya yetkili ödeme kuruluşunun güvenli ödeme altyapısına iletilir.</p>
<h3>Özel nitelikli kişisel veriler</h3>
<p>Tamamlayıcı sağlık, bireysel (özel) sağlık, seyahat sağlık ve yabancı sağlık sigortalarında teklif oluşturulabilmesi, risk değerlendirmesi yapılabilmesi ve tazminat taleplerinin sonuçlandırılabilmesi için sağlık verilerinizin işlenmesi gerekir. Sağlık verileri KVKK'nın 6. maddesinde özel nitelikli kişisel veri olarak tanımlanmıştır ve daha sıkı koruma altındadır. Bu veriler yalnızca yetkilendirilmiş personel tarafından, gizlilik yükümlülüğü altında ve ilgili sigorta işleminin gerektirdiği ölçüde işlenir; şifreli olarak saklanır ve pazarlama amacıyla kesinlikle kullanılmaz. Evcil hayvanınıza ait sağlık bilgileri kişisel veri niteliğinde değildir; ancak sizinle ilişkilendirildiği ölçüde bu metindeki güvencelerle korunur.</p>

<h2>4. Kişisel Verilerin İşlenme Amaçları</h2>
<p>Kişisel verileriniz aşağıdaki amaçlarla işlenmektedir:</p>
<ul>
<li>Kimliğinizin ve cep telefonu numaranızın SMS ile doğrulanması, yetkisiz kişilerin sizin adınıza işlem yapmasının önlenmesi,</li>
<li>Talep ettiğiniz ürün için sigorta şirketlerinden teklif alınması, tekliflerin karşılaştırmalı olarak size sunulması ve teklif belgelerinin PDF olarak oluşturulması,</li>
<li>Sigorta sözleşmesinin kurulmasına aracılık edilmesi, poliçenin sigorta şirketi tarafından düzenlenmesinin sağlanması ve poliçe belgelerinin size iletilmesi,</li>
<li>Prim ödemelerinin 3D Secure doğrulamalı güvenli ödeme altyapısı üzerinden alınması, taksitlendirme, iade ve mutabakat işlemlerinin yürütülmesi,</li>
<li>Sağlık ürünlerinde sağlık beyanının alınması ve sigorta şirketine iletilmesi, tamamlayıcı sağlık sigortasında SGK müstehaklığının kontrol edilmesi,</li>
<li>Poliçe yenileme, zeyilname (poliçe değişikliği), iptal, cayma ve prim iadesi taleplerinizin yürütülmesi,</li>
<li>Hasar ihbarı ve tazminat süreçlerinde size yardımcı olunması ve gerekli bilgi ve belgelerin sigorta şirketine iletilmesi,</li>
<li>Üyelik hesabınızın oluşturulması, yönetilmesi, şifre sıfırlama işlemlerinin yapılması ve üye panelinde poliçelerinizin gösterilmesi,</li>
<li>Destek talepleriniz, soru, öneri ve şikâyetlerinizin kayıt altına alınması ve sonuçlandırılması,</li>
<li>Sigortacılık, tüketici, vergi ve ticaret mevzuatından doğan kayıt tutma, bilgilendirme ve raporlama yükümlülüklerinin yerine getirilmesi,</li>
<li>Yetkili kamu kurum ve kuruluşlarının bilgi ve belge taleplerinin karşılanması, denetim süreçlerinin yürütülmesi,</li>
<li>Bilgi güvenliğinin sağlanması, dolandırıcılık ve kötüye kullanım girişimlerinin tespit edilmesi ve önlenmesi,</li>
<li>Hukuki uyuşmazlıklarda Şirketimizin haklarının tesisi, kullanılması ve korunması,</li>
<li>Onay vermeniz hâlinde kampanya, hatırlatma ve bilgilendirme amaçlı ticari elektronik iletilerin gönderilmesi ile sitemizin kullanımına ilişkin analiz yapılması.</li>
</ul>

<h2>5. Kişisel Verilerin İşlenmesinin Hukuki Sebepleri</h2>
<p>Kişisel verileriniz, KVKK'nın 5. maddesinin ikinci fıkrasında yer alan aşağıdaki hukuki sebeplere dayanılarak işlenir:</p>
<ul>
<li><strong>Kanunlarda açıkça öngörülmesi (m.5/2-a):</strong> 5684 sayılı Sigortacılık Kanunu, 6102 sayılı Türk Ticaret Kanunu, 6502 sayılı Tüketicinin Korunması Hakkında Kanun, 213 sayılı Vergi Usul Kanunu, 6563 sayılı Elektronik Ticaretin Düzenlenmesi Hakkında Kanun, 2918 sayılı Karayolları Trafik Kanunu ve 6305 sayılı Afet Sigortaları Kanunu ile bunlara dayanılarak çıkarılan ikincil düzenlemeler,</li>
<li><strong>Bir sözleşmenin kurulması veya ifasıyla doğrudan doğruya ilgili olması (m.5/2-c):</strong> teklif alınması, poliçenin düzenlenmesi, prim tahsilatı, üyelik sözleşmesinin kurulması ve ifası,</li>
<li><strong>Veri sorumlusunun hukuki yükümlülüğünü yerine getirebilmesi için zorunlu olması (m.5/2-ç):</strong> kayıt saklama, yetkili kurumlara bilgi verme, fatura düzenleme ve denetim yükümlülükleri,</li>
<li><strong>Bir hakkın tesisi, kullanılması veya korunması için zorunlu olması (m.5/2-e):</strong> uyuşmazlık, tahkim ve dava süreçleri,</li>
<li><strong>İlgili kişinin temel hak ve özgürlüklerine zarar vermemek kaydıyla veri sorumlusunun meşru menfaatleri için zorunlu olması (m.5/2-f):</strong> bilgi güvenliği, dolandırıcılığın önlenmesi, hizmet kalitesinin ölçülmesi ve iyileştirilmesi.</li>
</ul>
<p>Ticari elektronik ileti gönderimi, zorunlu olmayan çerezlerin kullanımı ve kanunda sayılan istisnaların bulunmadığı hâllerde yurt dışına veri aktarımı gibi işlemler ise KVKK'nın 5. maddesinin birinci fıkrası uyarınca <strong>açık rızanıza</strong> dayanılarak yapılır. Açık rızanızı dilediğiniz zaman geri alabilirsiniz; geri alma, önceki işlemlerin hukuka uygunluğunu etkilemez.</p>
<p>Sağlık verileriniz, KVKK'nın 6. maddesi uyarınca kural olarak <strong>açık rızanıza</strong> dayanılarak; ilgili hâllerde ise aynı maddede sayılan diğer şartlardan birine, örneğin kanunlarda açıkça öngörülmesine veya bir hakkın tesisi, kullanılması ya da korunması için zorunlu olmasına dayanılarak işlenir. Sağlık sigortası teklifleri sağlık beyanı olmaksızın oluşturulamadığından, açık rıza vermemeniz veya verdiğiniz rızayı geri almanız hâlinde sağlık ürünlerine ilişkin teklif ve poliçe işlemlerinin yürütülmesi mümkün olmayabilir. Bu durum, sağlık dışındaki ürünlere ilişkin işlemlerinizi etkilemez.</p>

<h2>6. Kişisel Verilerin Toplanma Yöntemi</h2>
<p>Kişisel verileriniz; internet sitemizdeki teklif, üyelik, iletişim ve destek formları, SMS doğrulama adımı, üye paneli, telefon görüşmeleri, e-posta yazışmaları ve ofisimizde yüz yüze yapılan görüşmeler aracılığıyla doğrudan sizden toplanır. Teklif hazırlanabilmesi için, sizin beyan ettiğiniz T.C. kimlik numarası, plaka veya adres kodu gibi bilgiler kullanılarak sigorta şirketlerinin sistemleri ve bu sistemlerin bağlı olduğu Sigorta Bilgi ve Gözetim Merkezi (SBM), Doğal Afet Sigortaları Kurumu (DASK) ve SGK gibi yetkili kaynaklar üzerinden mevzuatın izin verdiği ölçüde sorgulama yapılabilir. Site kullanımına ilişkin veriler ise çerezler ve sunucu kayıtları aracılığıyla toplanır. Verileriniz tamamen veya kısmen otomatik yollarla ya da herhangi bir veri kayıt sisteminin parçası olmak kaydıyla otomatik olmayan yollarla işlenir.</p>

<h2>7. Kişisel Verilerin Aktarılması</h2>
<p>Kişisel verileriniz, yukarıda belirtilen amaçlarla sınırlı olmak üzere ve KVKK'nın 8. ve 9. maddelerine uygun olarak aşağıdaki alıcı gruplarına aktarılabilir:</p>
<table>
<thead>
<tr><th>Alıcı grubu</th><th>Aktarım amacı</th></tr>
</thead>
<tbody>
<tr><td>Sigorta şirketleri</td><td>Teklif alınması, poliçe düzenlenmesi, zeyilname, iptal, prim iadesi ve tazminat süreçlerinin yürütülmesi. Sigorta şirketleri, hasar süreçlerinde kendi eksper, asistans ve anlaşmalı servis ağlarıyla da veri paylaşabilir.</td></tr>
<tr><td>Sigorta Bilgi ve Gözetim Merkezi (SBM)</td><td>Poliçe ve hasar kayıtlarının mevzuat gereği bildirilmesi, hasarsızlık basamağı ve önceki poliçe bilgilerinin sorgulanması</td></tr>
<tr><td>Doğal Afet Sigortaları Kurumu (DASK) ve ilgili sigorta havuzları</td><td>Zorunlu deprem sigortası poliçelerinin düzenlenmesi ve hasar süreçleri; Tarım Sigortaları Havuzu (TARSİM) gibi diğer havuzlar ise yalnızca ilgili havuz kapsamındaki bir ürüne aracılık edilmesi hâlinde</td></tr>
<tr><td>Sağlık Bakanlığı ve Sosyal Güvenlik Kurumu</td><td>Tamamlayıcı sağlık sigortasında SGK müstehaklık kontrolü ve provizyon işlemleri ile mevzuatın öngördüğü diğer hâller</td></tr>
<tr><td>Bankalar ve ödeme kuruluşları</td><td>3D Secure doğrulamalı ödeme, taksitlendirme, iade ve mutabakat işlemleri</td></tr>
<tr><td>Yetkili kamu kurum ve kuruluşları</td><td>SEDDK, Hazine ve Maliye Bakanlığı, Ticaret Bakanlığı, Kişisel Verileri Koruma Kurumu, vergi daireleri, mahkemeler, icra daireleri, Cumhuriyet başsavcılıkları, Sigorta Tahkim Komisyonu ve tüketici hakem heyetlerinin talepleri ile kanuni bildirim yükümlülükleri</td></tr>
<tr><td>İleti Yönetim Sistemi A.Ş. (İYS)</td><td>Ticari elektronik ileti onay ve ret kayıtlarının 6563 sayılı Kanun ve ilgili yönetmelik uyarınca yönetilmesi</td></tr>
<tr><td>Hizmet sağlayıcılarımız</td><td>SMS ve e-posta gönderimi, sunucu barındırma, bilgi teknolojileri ve güvenlik hizmetleri, arşivleme, hukuk ve mali müşavirlik hizmetleri. Bu tedarikçiler veri işleyen sıfatıyla, yazılı sözleşme ve gizlilik taahhüdü çerçevesinde, yalnızca talimatlarımız doğrultusunda veri işler.</td></tr>
</tbody>
</table>
<p>Kişisel verileriniz hiçbir koşulda satılmaz veya pazarlama amacıyla üçüncü kişilere kiralanmaz.</p>

<h2>8. Kişisel Verilerin Yurt Dışına Aktarılması</h2>
<p>Kişisel verileriniz kural olarak Türkiye'de bulunan sunucularda işlenir ve saklanır. Bununla birlikte, seyahat sağlık sigortası kapsamında yurt dışında tedavi görmeniz hâlinde, sağlık hizmetinin sunulabilmesi ve masrafların karşılanabilmesi için verilerinizin sigorta şirketi ve asistans şirketi aracılığıyla yurt dışındaki sağlık kuruluşlarına ve asistans hizmet sağlayıcılarına aktarılması gerekebilir. Benzer şekilde, vize başvurusunda poliçenizin ilgili konsolosluğa veya vize başvuru merkezine sunulması da sizin tarafınızdan ya da talebiniz üzerine gerçekleşen bir aktarım niteliği taşıyabilir.</p>
<p>Bu aktarımlar KVKK'nın 9. maddesine uygun olarak gerçekleştirilir. Buna göre aktarım; hakkında yeterlilik kararı bulunan ülkelere, yeterlilik kararı bulunmaması hâlinde Kişisel Verileri Koruma Kurulu tarafından ilan edilen standart sözleşme gibi uygun güvencelerden birinin sağlanmasıyla ya da arızi nitelikteki aktarımlar bakımından sizinle yapılan sözleşmenin ifası için zorunlu olması veya açık rızanızın bulunması gibi kanunda sayılan hâllerden birine dayanılarak yapılır.</p>

<h2>9. Saklama Süreleri</h2>
<p>Kişisel verileriniz, işlendikleri amaç için gerekli olan ve ilgili mevzuatta öngörülen süre boyunca saklanır. Başlıca saklama süreleri aşağıda yer almaktadır:</p>
<table>
<thead>
<tr><th>Kayıt türü</th><th>Saklama süresi</th></tr>
</thead>
<tbody>
<tr><td>Poliçeye dönüşen işlemlere ilişkin kayıtlar, sözleşme ve ödeme belgeleri</td><td>Sigorta sözleşmesinin sona ermesinden itibaren 10 yıl</td></tr>
<tr><td>Muhasebe kayıtları ve faturalar</td><td>İlgili hesap döneminin sonundan itibaren 10 yıl</td></tr>
<tr><td>Poliçeye dönüşmeyen teklif kayıtları</td><td>Teklif tarihinden itibaren 2 yıl</td></tr>
<tr><td>Üyelik hesabı bilgileri</td><td>Üyelik süresince ve üyeliğin sona ermesinden itibaren 1 yıl (poliçe kayıtları yukarıdaki süreye tabidir)</td></tr>
<tr><td>Destek talepleri, şikâyetler ve yazışmalar</td><td>Talebin sonuçlandırılmasından itibaren 3 yıl</td></tr>
<tr><td>SMS doğrulama, oturum ve işlem güvenliği kayıtları</td><td>Kayıt tarihinden itibaren 2 yıl</td></tr>
<tr><td>Ticari elektronik ileti onay ve ret kayıtları</td><td>Onayın geçerliliğinin sona ermesinden itibaren 3 yıl</td></tr>
<tr><td>Çerez verileri</td><td><a href="/cerez-politikasi">Çerez Politikası</a>'nda her çerez için belirtilen süre</td></tr>
</tbody>
</table>
<p>Bir uyuşmazlığın devam etmesi veya yetkili bir makamın talebi gibi hâllerde ilgili kayıtlar, uyuşmazlık veya talep sonuçlanıncaya kadar saklanabilir. Saklama süresi sona eren veriler, Kişisel Verilerin Silinmesi, Yok Edilmesi veya Anonim Hale Getirilmesi Hakkında Yönetmelik uyarınca ilk periyodik imha işleminde silinir, yok edilir veya anonim hâle getirilir.</p>

<h2>10. Veri Güvenliği</h2>
<p>Kişisel verilerinizin hukuka aykırı olarak işlenmesini ve bunlara hukuka aykırı olarak erişilmesini önlemek için gerekli teknik ve idari tedbirleri alıyoruz. Sitemizle aranızdaki tüm veri trafiği SSL/TLS ile şifrelenir; şifreler geri döndürülemez özet değerleriyle saklanır; sisteme erişim, görev tanımına göre yetkilendirilmiş personelle sınırlandırılır ve erişim kayıtları tutulur. Özel nitelikli kişisel veriler için Kişisel Verileri Koruma Kurulu tarafından belirlenen yeterli önlemler uygulanır. Çalışanlarımız gizlilik taahhüdü altındadır ve kişisel verilerin korunması konusunda düzenli olarak eğitilir.</p>

<h2>11. İlgili Kişi Olarak Haklarınız</h2>
<p>KVKK'nın 11. maddesi uyarınca veri sorumlusuna başvurarak:</p>
<ol>
<li>Kişisel verilerinizin işlenip işlenmediğini öğrenme,</li>
<li>Kişisel verileriniz işlenmişse buna ilişkin bilgi talep etme,</li>
<li>Kişisel verilerinizin işlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme,</li>
<li>Yurt içinde veya yurt dışında kişisel verilerinizin aktarıldığı üçüncü kişileri bilme,</li>
<li>Kişisel verilerinizin eksik veya yanlış işlenmiş olması hâlinde bunların düzeltilmesini isteme,</li>
<li>KVKK'nın 7. maddesinde öngörülen şartlar çerçevesinde kişisel verilerinizin silinmesini veya yok edilmesini isteme,</li>
<li>Düzeltme, silme veya yok etme işlemlerinin kişisel verilerinizin aktarıldığı üçüncü kişilere bildirilmesini isteme,</li>
<li>İşlenen verilerinizin münhasıran otomatik sistemler vasıtasıyla analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme,</li>
<li>Kişisel verilerinizin kanuna aykırı olarak işlenmesi sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme</li>
</ol>
<p>haklarına sahipsiniz. Sigorta primlerinin sigorta şirketlerinin tarife sistemlerince otomatik olarak hesaplandığını hatırlatırız; bu hesaplamaya ilişkin itirazlarınızı da aşağıdaki kanallardan bize iletebilirsiniz.</p>

<h2>12. Başvuru Yolu</h2>
<p>Haklarınıza ilişkin taleplerinizi, Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ'e uygun olarak aşağıdaki yöntemlerden biriyle iletebilirsiniz:</p>
<ul>
<li>Islak imzalı dilekçeyle, şahsen veya noter aracılığıyla <strong>{{adres}}</strong> adresine,</li>
<li>Kayıtlı elektronik posta (KEP) adresinizden <strong>bozoksigorta@hs03.kep.tr</strong> adresine,</li>
<li>Güvenli elektronik imza veya mobil imza ile imzalanmış olarak ya da sistemimizde daha önce kayıtlı olan e-posta adresinizden <strong>{{eposta}}</strong> adresine,</li>
<li>Üyeyseniz, üye panelinizdeki destek talepleri bölümünden “KVKK Başvurusu” konusunu seçerek.</li>
</ul>
<p>Başvurunuzda adınız, soyadınız ve yazılı başvurularda imzanız; T.C. vatandaşları için T.C. kimlik numaranız, yabancılar için uyruğunuz ile pasaport veya varsa kimlik numaranız; tebligata esas yerleşim yeri veya iş yeri adresiniz; varsa bildirime esas e-posta adresiniz, telefon numaranız ve talep konunuz yer almalıdır. Kimliğinizi doğrulayabilmemiz için ek bilgi isteyebiliriz; bu, verilerinizin yetkisiz kişilere açıklanmasını önlemeye yöneliktir.</p>
<p>Başvurunuz, niteliğine göre en kısa sürede ve en geç otuz gün içinde ücretsiz olarak sonuçlandırılır. İşlemin ayrıca bir maliyet gerektirmesi hâlinde Kişisel Verileri Koruma Kurulu tarafından belirlenen tarifedeki ücret alınabilir. Başvurunuzun reddedilmesi, verilen cevabı yetersiz bulmanız veya süresinde cevap verilmemesi hâlinde; cevabı öğrendiğiniz tarihten itibaren otuz gün ve her hâlde başvuru tarihinden itibaren altmış gün içinde Kişisel Verileri Koruma Kurulu'na şikâyette bulunabilirsiniz.</p>

<h2>13. Metindeki Değişiklikler</h2>
<p>Bu Aydınlatma Metni, mevzuattaki veya veri işleme faaliyetlerimizdeki değişikliklere bağlı olarak güncellenebilir. Güncel metin her zaman bu sayfada yayımlanır ve sayfanın başında sürüm numarası ile güncelleme tarihi belirtilir. Çerezlere ilişkin ayrıntılı bilgi için <a href="/cerez-politikasi">Çerez Politikası</a>'nı, sitemizin kullanım kuralları için <a href="/gizlilik-ve-kullanim-kosullari-ve-kullanici-sozlesmesi">Gizlilik ve Kullanım Koşulları ve Kullanıcı Sözleşmesi</a>'ni inceleyebilirsiniz.</p>
`

export const aydinlatmaMetni: LegalPageSeed = {
  slug: 'kisisel-verilerin-islenmesine-iliskin-aydinlatma-metni',
  title: 'Kişisel Verilerin İşlenmesine İlişkin Aydınlatma Metni',
  version: '1.0',
  updatedAt: '2026-11-01',
  html: html.trim(),
}
