import { vehicleClaimHelp } from '../guide-promises.ts'
import { kaskoRenewalTime, trafikRenewalTime } from '../renewal-times.ts'
import type { ArticleSeed } from './article-seed.ts'

export const kazaTespitTutanagi: ArticleSeed = {
  slug: 'trafik-kazasinda-kaza-tespit-tutanagi-nasil-doldurulur',
  title: 'Trafik kazasında kaza tespit tutanağı nasıl doldurulur?',
  summary:
    'Yalnızca maddi hasarın olduğu kazalarda polis çağırmadan tutanak düzenleyebilirsiniz. Olay yerinde yapmanız gerekenleri, tutanağın bölümlerini ve sigorta şirketine başvuru adımlarını sırasıyla anlattık.',
  publishedAt: '2026-02-10',
  readingMinutes: 5,
  productKey: 'trafik',
  bodyHtml: `
<p>Trafik kazası ne kadar küçük olursa olsun, o anki telaş önemli ayrıntıların gözden kaçmasına yol açabilir. Yalnızca maddi hasarın bulunduğu ve tarafların olayın oluşu konusunda anlaştığı kazalarda, polis veya jandarma çağırmadan sürücülerin birlikte düzenleyeceği kaza tespit tutanağı yeterlidir. Doğru ve eksiksiz doldurulan bir tutanak hasar sürecini hızlandırır; hatalı veya eksik bir tutanak ise kusur oranının belirlenmesini zorlaştırır ve tazminat ödemesini geciktirebilir.</p>

<h2>Önce güvenlik: olay yerindeki ilk adımlar</h2>
<ol>
<li>Dörtlü flaşörleri yakın, varsa reflektörlü yeleğinizi giyin ve reflektörü aracın arkasına, gelen trafiği uyaracak mesafeye yerleştirin.</li>
<li>Yaralı olup olmadığını kontrol edin. Yaralanma varsa 112 Acil Çağrı Merkezi'ni arayın ve hayati bir tehlike yoksa yaralıları yerinden oynatmayın.</li>
<li>Araçları hareket ettirmeden önce kazanın genel görünümünü, araçların konumunu, plakaları, hasarlı bölgeleri, yol çizgilerini ve trafik işaretlerini farklı açılardan fotoğraflayın.</li>
<li>Fotoğraflar çekildikten sonra trafik akışını tehlikeye atmamak için araçları güvenli bir alana alın.</li>
</ol>

<h2>Hangi durumlarda polis veya jandarma çağırmalısınız?</h2>
<p>Aşağıdaki hâllerde tutanağı taraflar kendi aralarında düzenlememelidir. 112'yi arayarak kolluk görevlilerinin gelmesini beklemeniz gerekir:</p>
<ul>
<li>Kazada yaralanan veya hayatını kaybeden biri varsa,</li>
<li>Taraflardan biri tutanak düzenlemeyi kabul etmiyor ya da olayın oluşu konusunda anlaşma sağlanamıyorsa,</li>
<li>Sürücülerden birinin alkollü olduğundan veya sürücü belgesinin bulunmadığından şüpheleniliyorsa,</li>
<li>Bariyer, aydınlatma direği veya trafik levhası gibi kamu malına zarar verilmişse,</li>
<li>Araçlardan birinin zorunlu trafik sigortası yoksa ya da karşı taraf kimlik, ruhsat veya sigorta bilgisi vermekten kaçınıyorsa,</li>
<li>Kazaya karışan taraflardan biri olay yerinden ayrılmışsa.</li>
</ul>

<h2>Tutanağın bölümleri</h2>
<p>Kaza tespit tutanağı, kazaya karışan iki araç için A ve B olmak üzere iki sütundan oluşur. Her sürücü kendi sütununu doldurur, ortak bölümler ise birlikte doldurulur.</p>
<h3>1. Kaza bilgileri</h3>
<p>Kazanın tarihi, saati ve yeri yazılır. Yer bilgisini il, ilçe, mahalle, cadde veya sokak adı ve varsa civardaki belirgin bir noktayla olabildiğince açık yazın. Görgü tanığı varsa adı ve telefon numarası da bu bölüme eklenir.</p>
<h3>2. Sürücü, araç ve sigorta bilgileri</h3>
<p>Her sürücü ad, soyad, T.C. kimlik numarası, sürücü belgesinin sınıfı, numarası ve veriliş tarihi ile aracın plakası, markası, modeli ve ruhsat sahibinin bilgilerini yazar. Zorunlu trafik sigortası poliçesinin numarası ve sigorta şirketinin adı mutlaka eksiksiz yazılmalıdır; bu bilgiler ruhsatla birlikte taşıdığınız poliçede yer alır.</p>
<h3>3. Kazanın oluş şekli</h3>
<p>Tutanakta “park hâlindeyken”, “geri manevra yaparken”, “şerit değiştirirken”, “aynı yönde giden araca arkadan çarparken” gibi durumları gösteren seçenekler bulunur. Her sürücü, kendi aracı için geçerli olan seçenekleri işaretler ve işaretlediği kutu sayısını ilgili alana yazar. Kutu sayısının yazılması, tutanak imzalandıktan sonra ek işaretleme yapılmasını önler.</p>
<h3>4. Kroki</h3>
<p>Krokide yolun şekli, şerit sayısı, araçların gidiş yönleri, çarpışma anındaki konumları, ilk temas noktası ve varsa trafik ışığı veya levhalar gösterilir. Ölçekli çizim gerekmez; önemli olan olayın açıkça anlaşılmasıdır. Araç şekilleri üzerinde hasarlı bölgeleri de işaretleyin.</p>
<h3>5. Beyan ve imza</h3>
<p>Sürücüler kazanın oluşunu kısaca kendi cümleleriyle anlatır ve tutanağı imzalar. İmzadan sonra tutanakta değişiklik yapılmamalıdır. Kopyalar ayrılır ve her sürücü bir nüshayı saklar.</p>

<h2>Doldururken dikkat edilecekler</h2>
<ul>
<li>Boş alan bırakmayın; kullanılmayan alanları çizerek kapatın.</li>
<li>Okunaklı yazın ve kısaltma kullanmaktan kaçının.</li>
<li>Kusur oranını tutanağa yazmak zorunda değilsiniz. Kusur, tutanaktaki bilgiler esas alınarak sigorta şirketlerince belirlenir.</li>
<li>Boş ya da eksik doldurulmuş bir tutanağı imzalamayın.</li>
<li>Karşı tarafın kimlik, ruhsat ve poliçe bilgilerini belgelerden kontrol ederek yazın.</li>
</ul>
<p>Yanınızda basılı tutanak yoksa sigorta sektörünün resmî mobil kaza tutanağı uygulamasını kullanabilirsiniz. Bu uygulamada her iki sürücü bilgileri kendi telefonundan girer; fotoğraflar ve konum bilgisi tutanağa eklenir ve tutanak elektronik ortamda ilgili sigorta şirketlerinin erişimine sunulur.</p>

<h2>Tutanaktan sonra: sigorta şirketine başvuru</h2>
<p>Karşı tarafın kusurlu olduğunu düşünüyorsanız aracınızdaki hasar için karşı tarafın zorunlu trafik sigortası şirketine başvurursunuz. Kasko poliçeniz varsa hasarı kendi kasko şirketinizden karşılatmayı da tercih edebilirsiniz; bu durumda kasko şirketiniz ödediği tutarı kusurlu tarafın sigortacısından talep eder. Kusurlu tarafın siz olması hâlinde karşı aracın hasarı sizin trafik poliçenizden ödenir; kendi aracınızdaki hasar ise yalnızca kaskonuz varsa karşılanır.</p>
<p>Hasar ihbarını gecikmeden ve poliçenizin genel şartlarında belirtilen süre içinde yapın; kasko ve trafik sigortalarında bu süre kural olarak beş iş günüdür. Başvuruda genellikle tutanak, sürücü belgesi ve ruhsat fotokopileri, hasar fotoğrafları ve tazminatın ödeneceği hesaba ait IBAN bilgisi istenir. Sigorta şirketi hasarı incelemek için eksper görevlendirebilir; onarımın eksper incelemesinden önce başlatılmaması tazminat sürecini kolaylaştırır.</p>
<p>Kusur oranına veya tazminat tutarına itiraz etmek isterseniz önce sigorta şirketine yazılı başvuruda bulunmanız gerekir. Şirketin yanıtı sizi tatmin etmezse Sigorta Tahkim Komisyonu'na başvurabilirsiniz. ${vehicleClaimHelp}</p>
`,
}

export const kaskoTeklifi: ArticleSeed = {
  slug: 'kasko-teklifi-alirken-nelere-dikkat-etmeli',
  title: 'Kasko teklifi alırken nelere dikkat etmeli?',
  summary:
    'Kasko tekliflerini yalnızca fiyata göre karşılaştırmak hasar anında sürprizlere yol açabilir. Kasko değeri, muafiyetler, servis ve parça seçenekleri ile ek teminatları tek tek ele aldık.',
  publishedAt: '2026-03-05',
  readingMinutes: 5,
  productKey: 'kasko',
  bodyHtml: `
<p>Kasko, aracınızı kaza, çarpma, yanma, çalınma ve poliçe kapsamına alınmışsa doğal afetler gibi risklere karşı koruyan isteğe bağlı bir sigortadır. Tüm poliçeler Kara Taşıtları Kasko Sigortası Genel Şartları'na tabi olsa da ek teminatlar, limitler, muafiyetler ve servis koşulları şirketten şirkete önemli ölçüde değişir. Bu nedenle iki teklif arasındaki fiyat farkı çoğu zaman teminat farkından kaynaklanır. Aşağıdaki başlıklar, teklifleri doğru karşılaştırmanıza yardımcı olacaktır.</p>

<h2>1. Bilgilerinizi doğru beyan edin</h2>
<p>Kasko primi; aracın marka, model ve model yılının yanı sıra kullanım tarzı, ruhsat sahibinin ikamet ettiği il, aracı kullanan sürücülerin yaşı ve hasar geçmişi gibi bilgilere göre hesaplanır. Aracınızda fabrika çıkışı olmayan LPG sistemi, ses sistemi veya özel jant gibi aksesuarlar varsa bunları mutlaka beyan edin. Beyan edilmeyen aksesuarlar hasar anında karşılanmayabilir; kullanım tarzının hatalı bildirilmesi ise tazminatın azaltılmasına yol açabilir.</p>

<h2>2. Kasko değerini anlayın</h2>
<p>Poliçede yer alan kasko değeri, genellikle Türkiye Sigorta Birliği'nin düzenli olarak yayımladığı kasko değer listesi esas alınarak belirlenir. Tam hasar veya çalınma durumunda ödenecek tutar ise poliçe hükümlerine göre çoğunlukla hasar tarihindeki piyasa (rayiç) değeri dikkate alınarak hesaplanır. Teklifteki araç bilgilerinin ruhsatınızla birebir uyumlu olduğunu kontrol edin; yanlış bir model veya paket seçimi, hem primi hem de ödenecek tazminatı etkiler.</p>

<h2>3. Servis ve parça koşullarını karşılaştırın</h2>
<p>Teklifler, onarımın nerede ve hangi parçalarla yapılacağı konusunda farklılık gösterir:</p>
<ul>
<li><strong>Anlaşmalı servis:</strong> Sigorta şirketinin sözleşmeli olduğu servislerde onarım yapılır. Prim genellikle daha uygundur.</li>
<li><strong>Yetkili servis:</strong> Aracın markasına ait yetkili serviste onarım yapılır. Özellikle yeni ve garanti süresi devam eden araçlar için tercih edilir.</li>
<li><strong>Orijinal ve eşdeğer parça:</strong> Bazı poliçelerde değişen parçaların orijinal, bazılarında eşdeğer parça olacağı kararlaştırılır.</li>
</ul>
<p>Anlaşmalı servis koşuluyla düzenlenmiş bir poliçede başka bir serviste onarım yaptırmanız hâlinde ek muafiyet uygulanabileceğini unutmayın.</p>

<h2>4. Muafiyetlere dikkat edin</h2>
<p>Muafiyet, her hasarda tazminattan düşülen ve sizin üstlendiğiniz tutardır. Muafiyetli poliçeler daha düşük prim sunar; ancak küçük hasarlarda poliçeden yararlanmanız pratikte mümkün olmayabilir. Genç veya yeni sürücüler için uygulanan sürücü muafiyeti, cam hasarına özel muafiyet ve anlaşmasız servis muafiyeti gibi koşulları teklif ayrıntılarında mutlaka okuyun.</p>

<h2>5. Ek teminatları inceleyin</h2>
<ul>
<li><strong>İhtiyari mali mesuliyet (İMM):</strong> Karşı tarafa verdiğiniz zararların zorunlu trafik sigortası limitlerini aşan kısmını poliçedeki limite kadar karşılar. Yüksek tutarlı hasarlar düşünüldüğünde limitin yeterliliği önemlidir.</li>
<li><strong>Ferdi kaza:</strong> Sürücü ve yolcuların kaza sonucu vefat veya sürekli sakatlık risklerini belirlenen limitlerle güvenceye alır.</li>
<li><strong>İkame araç:</strong> Aracınız serviste kaldığı süre boyunca size araç sağlanır. Yılda kaç gün ve kaç kez kullanılabildiğini kontrol edin.</li>
<li><strong>Doğal afetler ile grev, lokavt, kargaşa, halk hareketleri ve terör:</strong> Deprem, sel ve su baskını gibi riskler her poliçede otomatik olarak bulunmayabilir.</li>
<li><strong>Hukuksal koruma, anahtar kaybı, mini onarım ve yol yardımı:</strong> Günlük kullanımda sık ihtiyaç duyulan hizmetlerdir.</li>
<li><strong>Yurt dışı teminatı:</strong> Aracınızla yurt dışına çıkacaksanız kaskoda yurt dışı teminatı, karşı tarafa verilecek zararlar için ise ayrıca Yeşil Kart sigortası gerekir.</li>
</ul>

<h2>6. Hasarsızlık indirimini koruyun</h2>
<p>Kaskoda hasarsızlık indirimi sigorta şirketlerinin kendi tarifelerine göre uygulanır ve hasarsız geçen her yılla birlikte artar. Şirket değiştirdiğinizde önceki poliçelerinize ait hasar geçmişi Sigorta Bilgi ve Gözetim Merkezi kayıtlarından görülebildiği için indiriminiz genellikle yeni şirkette de dikkate alınır. Bazı şirketler, belirli sayıda hasarda indirimin korunmasını sağlayan ek teminatlar sunar.</p>

<h2>7. Teklif almak için doğru zamanı seçin</h2>
<p>${kaskoRenewalTime} Yeni poliçe, eski poliçenin bittiği anda başlayacak şekilde düzenlenir; böylece erken işlem yapmanın bir dezavantajı olmaz ve teklifleri acele etmeden karşılaştırabilirsiniz.</p>

<h2>Kısa kontrol listesi</h2>
<ul>
<li>Araç bilgileri ruhsatla uyumlu mu?</li>
<li>Servis türü ve parça koşulları ihtiyacınıza uygun mu?</li>
<li>Muafiyet tutarları ve koşulları açıkça belirtilmiş mi?</li>
<li>İMM limiti yeterli mi?</li>
<li>İkame araç, doğal afet ve yol yardımı teminatları var mı?</li>
<li>Taksit seçenekleri ve toplam prim net mi?</li>
</ul>
<p>Karşılaştırma ekranında her teklifin teminat ayrıntılarını açabilir ve teklifleri PDF olarak indirip inceleyebilirsiniz. Kararsız kaldığınız noktada bize telefonla veya destek talebiyle ulaşmanız yeterlidir.</p>
`,
}

export const hasarsizlikBasamagi: ArticleSeed = {
  slug: 'zorunlu-trafik-sigortasinda-hasarsizlik-basamagi',
  title: 'Zorunlu trafik sigortasında hasarsızlık basamağı nedir, nasıl değişir?',
  summary:
    'Trafik sigortası primini belirleyen en önemli unsurlardan biri hasarsızlık basamağıdır. Basamakların nasıl yükselip düştüğünü, hangi hasarların basamağı etkilediğini ve basamağınızı nasıl öğrenebileceğinizi açıkladık.',
  publishedAt: '2026-04-08',
  readingMinutes: 4,
  productKey: 'trafik',
  bodyHtml: `
<p>Zorunlu trafik sigortası, aracınızın üçüncü kişilere verdiği maddi ve bedeni zararları yasal limitler dahilinde karşılayan ve yaptırılması kanunen zorunlu olan bir sigortadır. Bu sigortanın primini belirleyen temel unsurlardan biri, sürücünün geçmiş dönemlerdeki hasar durumunu yansıtan hasarsızlık basamağıdır. Basamak sistemi, kaza yapmayan sürücüleri prim indirimiyle ödüllendirirken karşı tarafa tazminat ödenmesine yol açan kazalarda prim artışı öngörür.</p>

<h2>Basamaklar ve anlamları</h2>
<p>Zorunlu trafik sigortasında 0'dan 8'e kadar toplam dokuz basamak bulunur:</p>
<table>
<thead>
<tr><th>Basamak</th><th>Anlamı</th></tr>
</thead>
<tbody>
<tr><td>0</td><td>En yüksek prim artırımının uygulandığı basamak</td></tr>
<tr><td>1, 2 ve 3</td><td>Geçmiş dönemlerde hasar bulunması nedeniyle artırım uygulanan basamaklar</td></tr>
<tr><td>4</td><td>Başlangıç basamağı; artırım veya indirim uygulanmaz</td></tr>
<tr><td>5, 6 ve 7</td><td>Hasarsız geçen dönemler nedeniyle indirim uygulanan basamaklar</td></tr>
<tr><td>8</td><td>En yüksek indirimin uygulandığı basamak</td></tr>
</tbody>
</table>
<p>Basamaklara uygulanacak artırım ve indirim oranları mevzuatla belirlenir ve zaman zaman güncellenir. Bu nedenle bu yazıda oran vermiyoruz; güncel oranlar teklif ekranında primin hesaplanmasına otomatik olarak yansıtılır.</p>

<h2>Basamak nasıl yükselir, nasıl düşer?</h2>
<p>İlk kez trafik sigortası yaptırılan araçlar kural olarak 4. basamaktan başlar. Poliçe dönemi boyunca sigorta şirketiniz karşı tarafa herhangi bir tazminat ödemezse, yenilemede bir üst basamağa çıkarsınız ve bu durum 8. basamağa ulaşana kadar devam eder. Poliçe döneminde karşı tarafa tazminat ödenmişse bir sonraki dönemde alt basamağa inersiniz; aynı dönemde birden fazla tazminat ödenmesi, birden fazla basamak düşülmesine yol açabilir.</p>

<h2>Hangi hasarlar basamağı etkiler?</h2>
<p>Trafik sigortasında basamağı etkileyen şey, sizin trafik poliçenizden karşı tarafa yapılan tazminat ödemeleridir. Bu nedenle:</p>
<ul>
<li>Kusurlu olmadığınız bir kazada karşı tarafın sigortasından aracınız için tazminat almanız, sizin trafik basamağınızı düşürmez.</li>
<li>Kendi aracınızdaki hasarın kasko poliçenizden karşılanması trafik basamağınızı etkilemez; kaskonun kendi hasarsızlık indirimi sistemi ayrıca işler.</li>
<li>Kusurlu olduğunuz ve karşı tarafın zararının sizin trafik poliçenizden ödendiği kazalar basamağınızın düşmesine neden olur.</li>
</ul>
<p>Çok küçük hasarlarda bazı sürücüler, karşı tarafın zararını sigortaya başvurmadan kendileri karşılamayı tercih eder. Bu yolu seçerseniz ödemeyi ve tarafların anlaşmasını yazılı olarak belgelemeniz, ileride doğabilecek anlaşmazlıkları önler. Karşı taraf buna rağmen sigortaya başvurursa süreç genel şartlara göre işler.</p>

<h2>Basamağınızı nasıl öğrenirsiniz?</h2>
<p>Sitemizden trafik sigortası teklifi aldığınızda, T.C. kimlik numaranız ve plaka bilgileriniz üzerinden önceki poliçe kayıtlarınız sorgulanır ve basamağınız teklife otomatik olarak yansıtılır. Mevcut poliçenizde de basamak bilgisi yer alır. Ayrıca Sigorta Bilgi ve Gözetim Merkezi'nin e-Devlet üzerinden sunduğu sigorta bilgi sorgulama hizmetleriyle poliçe ve hasar kayıtlarınızı kontrol edebilirsiniz.</p>
<p>Kayıtlarınızda size ait olmayan bir hasar görüyor veya basamağınızın hatalı hesaplandığını düşünüyorsanız, hasarı ödeyen sigorta şirketine yazılı olarak başvurup kaydın düzeltilmesini talep edebilirsiniz. Bu süreçte gerekli belgeleri hazırlamanıza yardımcı olabiliriz.</p>

<h2>Araç değişikliği ve basamak</h2>
<p>Aracınızı sattığınızda mevcut trafik poliçeniz sona erer ve kullanılmayan süreye ait prim genel şartlara göre iade edilir. Yeni bir araç aldığınızda önceki hasarsızlık geçmişinizin yeni araca nasıl yansıyacağı, mevzuattaki güncel kurallara göre belirlenir. Araç değişikliği planlıyorsanız teklif almadan önce bize danışmanız, basamağınızla ilgili sürprizleri önler.</p>

<h2>Poliçeniz sona ermeden yenileyin</h2>
<p>Trafik sigortası poliçenizin süresi dolduğu andan itibaren aracınız sigortasız hâle gelir. Sigortasız araçlar trafikten men edilir ve idari para cezası uygulanır; bu süre içinde bir kaza yaşanırsa karşı tarafın zararından şahsen sorumlu olursunuz. Ayrıca geçerli bir trafik poliçesi olmadan araç muayenesi de yapılamaz. Yenilemeyi son güne bırakmamak, hem hukuki riskleri hem de aceleyle yapılan seçimlerin maliyetini önler.</p>

<h2>Primi etkileyen diğer unsurlar</h2>
<p>Basamağın yanı sıra aracın kullanım tarzı, ruhsat sahibinin ikamet ettiği il ve aracın türü de trafik sigortası primini etkiler. Trafik sigortasında primler mevzuatla belirlenen azami tutarları aşamaz; ancak sigorta şirketleri bu tutarın altında farklı fiyatlar sunabilir. Bu nedenle aynı basamakta olsanız bile birden fazla şirketin teklifini karşılaştırmak avantaj sağlar. ${trafikRenewalTime}</p>
`,
}
