export interface LegalPageSeed {
  slug: string
  title: string
  version: string
  updatedAt: string /* YYYY-MM-DD */
  html: string
}

/** The agency's address and registry numbers, as the KVKK notice and the sales contract list them. */
const agencyDetailRows = `<tr><th>Adres</th><td>{{adres}}</td></tr>
<tr><th>Telefon</th><td>{{telefon}}</td></tr>
<tr><th>E-posta</th><td>{{eposta}}</td></tr>
<tr><th>KEP adresi</th><td>bozoksigorta@hs03.kep.tr</td></tr>
<tr><th>MERSİS numarası</th><td>0178 0562 3490 0012</td></tr>
<tr><th>Sigorta Acenteleri Levhası kayıt numarası</th><td>066-2019-0417</td></tr>`

const aydinlatmaMetni = `
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

const kullaniciSozlesmesi = `
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

const mesafeliSatisSozlesmesi = `
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
<li><strong>Zorunlu trafik sigortası:</strong> Karayolları Trafik Kanunu uyarınca trafiğe çıkan her motorlu araç için geçerli bir zorunlu mali sorumluluk sigortası bulunmalıdır. Cayma hakkının kullanılması hâlinde aracın aynı dönem için başka bir zorunlu trafik poliçesiyle sigortalanmamış olması durumunda, sigortasız araç kullanımına ilişkin idari yaptırımlar ve üçüncü kişilere karşı sorumluluk Sigorta Ettiren'e aittir. Cayma süresinden sonra poliçenin sona erdirilmesi ise aracın satışı, hurdaya ayrılması veya trafik kaydının silinmesi gibi genel şartlarda sayılan hâllerle sınırlıdır.</li>
<li><strong>Zorunlu deprem sigortası (DASK):</strong> 6305 sayılı Afet Sigortaları Kanunu uyarınca kapsamdaki binalar için zorunludur ve tapu ile elektrik ve su aboneliği işlemlerinde aranır. Cayma hâlinde bu işlemler için geçerli bir poliçe bulunmayabileceği göz önünde bulundurulmalıdır. Cayma süresinden sonra poliçenin sona erdirilmesi, Zorunlu Deprem Sigortası Genel Şartları'nda düzenlenen hâllerle sınırlıdır.</li>
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

const cerezPolitikasi = `
<h2>1. Çerez Nedir?</h2>
<p>Çerezler, bir internet sitesini ziyaret ettiğinizde tarayıcınız aracılığıyla cihazınıza kaydedilen küçük metin dosyalarıdır. Çerezler sayesinde site; oturumunuzu açık tutabilir, tercihlerinizi hatırlayabilir ve hangi sayfaların ne sıklıkla kullanıldığını ölçebilir. Çerezler cihazınızdaki dosyalara erişemez ve bilgisayarınıza zarar veremez.</p>
<p>Çerezler, kullanım süresine göre tarayıcı kapatıldığında silinen <strong>oturum çerezleri</strong> ve belirlenen süre boyunca cihazınızda kalan <strong>kalıcı çerezler</strong> olarak; kaynağına göre ise ziyaret ettiğiniz site tarafından yerleştirilen <strong>birinci taraf çerezleri</strong> ve başka bir alan adı tarafından yerleştirilen <strong>üçüncü taraf çerezleri</strong> olarak ayrılır. Bu Çerez Politikası, {{unvan}} (“{{ad}}”) tarafından işletilen internet sitesinde kullanılan çerezler hakkında sizi bilgilendirmek amacıyla hazırlanmıştır.</p>

<h2>2. Çerezler Aracılığıyla Hangi Veriler İşlenir?</h2>
<p>Çerezler aracılığıyla; tarayıcı türünüz ve sürümünüz, cihazınızın işletim sistemi, ekran çözünürlüğü, dil tercihi, IP adresiniz, siteyi ziyaret ettiğiniz tarih ve saat, görüntülediğiniz sayfalar, sitemize yönlendiren bağlantı ve yaptığınız çerez tercihleri gibi bilgiler işlenebilir. Oturum çerezi, SMS doğrulaması tamamlandıktan sonra sizi tanımak için rastgele üretilmiş bir oturum anahtarı içerir; T.C. kimlik numaranız, sağlık bilgileriniz veya kart bilgileriniz hiçbir çerezde saklanmaz.</p>
<p>Analitik çerezlerle elde edilen bilgileri, mümkün olan her durumda kimliğinizi belirlemeye elverişli olmayan toplu istatistikler hâlinde değerlendiririz. Bu istatistikler; hangi ürün sayfalarının daha çok ziyaret edildiğini, teklif formunun hangi adımında ziyaretçilerin zorlandığını ve sayfaların ne kadar hızlı yüklendiğini anlamamıza yardımcı olur.</p>

<h2>3. Kullandığımız Çerez Kategorileri</h2>
<h3>Zorunlu çerezler</h3>
<p>Sitenin temel işlevlerinin çalışması için gereklidir ve kapatılamaz. Bu çerezler; SMS doğrulamasının tamamlandığını tanımak, teklif ve ödeme adımları boyunca işleminizin güvenli biçimde devam etmesini sağlamak, üye girişinizi korumak ve çerez tercihlerinizi hatırlamak için kullanılır. Oturum çerezi “oturum” ve onay çerezleri bu kategoridedir.</p>
<h3>Analitik çerezler</h3>
<p>Sitemizin kaç kişi tarafından ziyaret edildiğini, hangi sayfaların kullanıldığını ve teklif adımlarının hangisinde zorluk yaşandığını toplu istatistikler hâlinde ölçmemize yardımcı olur. Bu bilgiler sitemizi geliştirmek için kullanılır. Analitik çerezler yalnızca onay vermeniz hâlinde yerleştirilir.</p>
<h3>İşlevsel çerezler</h3>
<p>Son incelediğiniz ürün veya daha önce seçtiğiniz il gibi tercihlerinizi hatırlayarak siteyi bir sonraki ziyaretinizde daha kolay kullanmanızı sağlar. Bu çerezleri reddetmeniz hâlinde site çalışmaya devam eder; ancak bazı tercihleri her ziyarette yeniden seçmeniz gerekebilir. İşlevsel çerezler yalnızca onay vermeniz hâlinde yerleştirilir.</p>
<h3>Hedefleme/Reklam çerezleri</h3>
<p>Sitemize hangi kampanya veya bağlantı üzerinden ulaştığınızı ölçmek, kampanyalarımızın etkinliğini değerlendirmek ve ilgi alanlarınıza uygun içerik ve kampanyaları göstermek için kullanılır. Hedefleme/Reklam çerezleri yalnızca onay vermeniz hâlinde yerleştirilir ve sağlık verisi gibi özel nitelikli kişisel veriler bu çerezlerle hiçbir koşulda ilişkilendirilmez.</p>

<h2>4. Sitemizde Kullanılan Çerezler</h2>
<table>
<thead>
<tr><th>Çerez adı</th><th>Kategori</th><th>Amaç</th><th>Süre</th></tr>
</thead>
<tbody>
<tr><td>oturum</td><td>Zorunlu</td><td>Oturumunuzu güvenli biçimde sürdürmek, SMS doğrulamasının tamamlandığını ve üye girişinizi tanımak, teklif ve ödeme adımları arasında işleminizin bütünlüğünü korumak. Yalnızca rastgele bir oturum anahtarı içerir.</td><td>8 saat</td></tr>
<tr><td>cerez_zorunlu</td><td>Zorunlu</td><td>Çerez bildirimi konusunda seçim yaptığınızı kaydetmek ve bilgilendirme penceresini her ziyarette yeniden göstermemek</td><td>1 yıl</td></tr>
<tr><td>cerez_analitik</td><td>Zorunlu (tercih kaydı)</td><td>Analitik çerezlere izin verip vermediğinizi saklamak (1: izin var, 0: izin yok)</td><td>1 yıl</td></tr>
<tr><td>cerez_islevsel</td><td>Zorunlu (tercih kaydı)</td><td>İşlevsel çerezlere izin verip vermediğinizi saklamak (1: izin var, 0: izin yok)</td><td>1 yıl</td></tr>
<tr><td>cerez_hedefleme</td><td>Zorunlu (tercih kaydı)</td><td>Hedefleme/reklam çerezlerine izin verip vermediğinizi saklamak (1: izin var, 0: izin yok)</td><td>1 yıl</td></tr>
</tbody>
</table>
<p>Sitemiz şu anda yukarıdaki beş çerezden başka çerez kullanmaz; analitik, işlevsel veya hedefleme/reklam amaçlı bir çerez ya da üçüncü taraf hizmeti bulunmamaktadır. Bu kategorilere verdiğiniz onay yalnızca kaydedilir; ileride böyle bir hizmet eklenirse yalnızca onay verdiyseniz çalıştırılır ve bu tablo önceden güncellenir. Onayınız olmadan zorunlu çerezler dışında hiçbir çerez yerleştirilmez.</p>

<h2>5. Çerez Tercihlerinizi Nasıl Yönetebilirsiniz?</h2>
<p>Sitemizi ilk ziyaretinizde görüntülenen bilgilendirme penceresinden tüm çerezleri kabul edebilir, zorunlu olmayan tüm çerezleri reddedebilir veya kategori bazında seçim yapabilirsiniz. Zorunlu olmayan çerezleri kabul etmek de reddetmek de aynı kolaylıkta sunulur; reddetmeniz sitenin temel hizmetlerinden yararlanmanıza engel olmaz.</p>
<p>Verdiğiniz onayı dilediğiniz zaman sitemizdeki <strong>“Tercihleri Değiştir”</strong> düğmesini kullanarak değiştirebilir veya geri alabilirsiniz. Onayınızı geri aldığınızda ilgili çerezler bir sonraki sayfa yüklemesinde silinir ve yeniden yerleştirilmez.</p>
<p>Ayrıca tarayıcınızın ayarları üzerinden de çerezleri yönetebilirsiniz. Google Chrome, Mozilla Firefox, Safari, Microsoft Edge ve Opera gibi yaygın tarayıcıların ayarlar menüsündeki gizlilik ve güvenlik bölümünden mevcut çerezleri silebilir, tüm çerezleri veya yalnızca üçüncü taraf çerezlerini engelleyebilir ve site bazında istisna tanımlayabilirsiniz. Mobil cihazlarda bu ayarlar genellikle tarayıcı uygulamasının ayarlarında yer alır. Tarayıcınız üzerinden zorunlu çerezleri engellemeniz hâlinde SMS doğrulaması, teklif alma, ödeme ve üye girişi gibi işlemler çalışmayabilir.</p>

<h2>6. Hukuki Dayanak</h2>
<p>Çerezler aracılığıyla işlenen kişisel veriler, 6698 sayılı Kişisel Verilerin Korunması Kanunu'na ve Kişisel Verileri Koruma Kurumu tarafından yayımlanan Çerez Uygulamaları Hakkında Rehber'e uygun olarak işlenir. Zorunlu çerezler, talep ettiğiniz hizmetin sunulabilmesi için gerekli olduğundan KVKK'nın 5. maddesinin ikinci fıkrasının (c) bendindeki sözleşmenin kurulması veya ifası ile (f) bendindeki meşru menfaat hukuki sebeplerine dayanılarak kullanılır. Analitik, işlevsel ve hedefleme/reklam çerezleri ise KVKK'nın 5. maddesinin birinci fıkrası uyarınca yalnızca açık rızanıza dayanılarak kullanılır.</p>
<p>Çerezler aracılığıyla işlenen verilerin aktarımı, saklanması ve KVKK'nın 11. maddesindeki haklarınız hakkında ayrıntılı bilgi için <a href="/kisisel-verilerin-islenmesine-iliskin-aydinlatma-metni">Kişisel Verilerin İşlenmesine İlişkin Aydınlatma Metni</a>'ni inceleyebilirsiniz.</p>

<h2>7. Saklama Süreleri ve Aktarım</h2>
<p>Çerezler, yukarıdaki tabloda belirtilen süre sonunda tarayıcınız tarafından otomatik olarak silinir. Oturum çerezi ayrıca oturumunuzu kapattığınızda geçersiz hâle gelir. Çerezler aracılığıyla elde edilen veriler, yalnızca sitemizin barındırılması ve analiz hizmetleri için çalıştığımız hizmet sağlayıcılarla, veri işleyen sıfatıyla ve yazılı sözleşme çerçevesinde paylaşılabilir. Onay vermediğiniz kategorilere ait çerezler hiçbir şekilde yerleştirilmez ve bu kategoriler için veri toplanmaz.</p>

<h2>8. İletişim</h2>
<p>Çerez Politikası ile ilgili sorularınızı {{eposta}} adresine e-postayla, {{telefon}} numaralı telefonla veya {{adres}} adresine yazılı olarak iletebilirsiniz. Bu politika gerektiğinde güncellenir; güncel sürüm her zaman bu sayfada yayımlanır.</p>
`

export const legalPages: LegalPageSeed[] = [
  {
    slug: 'kisisel-verilerin-islenmesine-iliskin-aydinlatma-metni',
    title: 'Kişisel Verilerin İşlenmesine İlişkin Aydınlatma Metni',
    version: '1.0',
    updatedAt: '2026-11-01',
    html: aydinlatmaMetni.trim(),
  },
  {
    slug: 'gizlilik-ve-kullanim-kosullari-ve-kullanici-sozlesmesi',
    title: 'Gizlilik ve Kullanım Koşulları ve Kullanıcı Sözleşmesi',
    version: '1.0',
    updatedAt: '2026-11-01',
    html: kullaniciSozlesmesi.trim(),
  },
  {
    slug: 'mesafeli-satis-sozlesmesi',
    title: 'Mesafeli Satış Sözleşmesi',
    version: '1.0',
    updatedAt: '2026-11-01',
    html: mesafeliSatisSozlesmesi.trim(),
  },
  {
    slug: 'cerez-politikasi',
    title: 'Çerez Politikası',
    version: '1.1',
    updatedAt: '2026-11-01',
    html: cerezPolitikasi.trim(),
  },
]
