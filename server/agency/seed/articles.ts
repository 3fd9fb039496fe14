export interface ArticleSeed {
  slug: string
  title: string
  summary: string
  publishedAt: string /* YYYY-MM-DD */
  readingMinutes: number
  productKey: string | null
  bodyHtml: string
}

export const articles: ArticleSeed[] = [
  {
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
<p>Kusur oranına veya tazminat tutarına itiraz etmek isterseniz önce sigorta şirketine yazılı başvuruda bulunmanız gerekir. Şirketin yanıtı sizi tatmin etmezse Sigorta Tahkim Komisyonu'na başvurabilirsiniz. Poliçenizi {{ad}} aracılığıyla yaptırdıysanız, üye panelinizden destek talebi oluşturarak hasar sürecinin her adımında bizden yardım alabilirsiniz.</p>
`,
  },
  {
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
<p>Sitemizde mevcut kasko poliçenizin bitiş tarihinden en erken 28 gün önce yenileme teklifi alabilirsiniz. Yeni poliçe, eski poliçenin bittiği anda başlayacak şekilde düzenlenir; böylece erken işlem yapmanın bir dezavantajı olmaz ve teklifleri acele etmeden karşılaştırabilirsiniz.</p>

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
  },
  {
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
<p>Basamağın yanı sıra aracın kullanım tarzı, ruhsat sahibinin ikamet ettiği il ve aracın türü de trafik sigortası primini etkiler. Trafik sigortasında primler mevzuatla belirlenen azami tutarları aşamaz; ancak sigorta şirketleri bu tutarın altında farklı fiyatlar sunabilir. Bu nedenle aynı basamakta olsanız bile birden fazla şirketin teklifini karşılaştırmak avantaj sağlar. Sitemizde poliçe bitiş tarihinize 14 gün kala yenileme teklifi alabilirsiniz.</p>
`,
  },
  {
    slug: 'dask-policesi-nasil-yapilir-uavt-kodu-nedir',
    title: 'DASK poliçesi nasıl yapılır, UAVT adres kodu nedir?',
    summary:
      'Zorunlu deprem sigortası (DASK) yaptırmak için hangi bilgilere ihtiyacınız olduğunu, UAVT adres kodunu nasıl bulacağınızı ve poliçenin neleri kapsadığını adım adım anlattık.',
    publishedAt: '2026-05-12',
    readingMinutes: 4,
    productKey: 'dask',
    bodyHtml: `
<p>Zorunlu deprem sigortası, halk arasında bilinen adıyla DASK, 6305 sayılı Afet Sigortaları Kanunu kapsamında düzenlenen ve Doğal Afet Sigortaları Kurumu tarafından yürütülen bir sigortadır. Deprem riskinin yüksek olduğu ülkemizde konutların deprem sonrası ekonomik kayıplarını güvence altına almayı amaçlar. Poliçe, DASK adına yetkili sigorta şirketleri ve bu şirketlerin acenteleri aracılığıyla düzenlenir.</p>

<h2>DASK kimler için zorunludur?</h2>
<p>Belediye sınırları içinde bulunan, özel mülkiyete tabi ve mesken olarak kullanılan binalar ile bu binalardaki bağımsız bölümler için DASK yaptırılması zorunludur. Mesken olarak kullanılan binalarda yer alan iş yerleri de kapsama girer. Tapuda yapılacak işlemlerde ve elektrik ile su aboneliği başvurularında geçerli bir DASK poliçesi aranır. Poliçe bir yıl süreyle geçerlidir ve her yıl yenilenmesi gerekir.</p>

<h2>DASK neleri kapsar, neleri kapsamaz?</h2>
<p>DASK; deprem ile deprem sonucu meydana gelen yangın, infilak, tsunami ve yer kaymasının binada doğrudan neden olacağı maddi zararları, poliçede yazılı teminat limitine kadar karşılar. Temeller, taşıyıcı duvarlar, tavan ve tabanlar, merdivenler ve çatı gibi binanın ana yapı elemanları teminat kapsamındadır.</p>
<p>Ev eşyası, kira kaybı, enkaz kaldırma ve geçici konaklama giderleri ile kişilerin uğradığı bedeni zararlar DASK kapsamında değildir. Bu riskler için konut sigortası ve ek teminatlar değerlendirilmelidir. Ayrıca DASK teminat limiti her yıl belirlenen bir azami tutarla sınırlıdır; binanızın yeniden yapım maliyeti bu limiti aşıyorsa aradaki fark için konut sigortasına deprem teminatı eklenebilir.</p>

<h2>UAVT adres kodu nedir?</h2>
<p>UAVT, Ulusal Adres Veri Tabanı'nın kısaltmasıdır. Bu veri tabanında ülkemizdeki her bağımsız bölüme, yani her daireye veya iş yerine tekil bir adres kodu verilir. DASK poliçesi bu kod üzerinden düzenlenir; böylece sigortalanan bağımsız bölüm kesin olarak tanımlanır ve aynı daire için mükerrer poliçe düzenlenmesi önlenir.</p>
<p>UAVT adres kodunuzu şu yollarla öğrenebilirsiniz:</p>
<ul>
<li>e-Devlet üzerindeki adres bilgileri ve adres kodu sorgulama hizmetlerinden,</li>
<li>DASK'ın internet sitesindeki adres kodu sorgulama ekranından,</li>
<li>Daha önce düzenlenmiş bir DASK poliçesinden,</li>
<li>Sitemizdeki teklif formunda il, ilçe, mahalle, cadde veya sokak, bina ve daire bilgilerini sırasıyla seçerek.</li>
</ul>
<p>Seçtiğiniz adresin tapudaki bağımsız bölümle aynı olduğundan emin olun. Özellikle aynı binada benzer numaralı dairelerin bulunduğu durumlarda kat ve daire bilgisini dikkatle kontrol edin.</p>

<h2>Poliçe için gereken bilgiler</h2>
<ul>
<li>Bina malikinin T.C. kimlik numarası veya tüzel kişiler için vergi kimlik numarası,</li>
<li>UAVT adres kodu,</li>
<li>Binanın yapı tarzı (örneğin çelik veya betonarme karkas, yığma kâgir),</li>
<li>Binanın inşa yılı aralığı ve toplam kat sayısı,</li>
<li>Bağımsız bölümün brüt yüzölçümü (metrekare),</li>
<li>Binanın hasar durumu,</li>
<li>Tapu bilgileri (ada, pafta ve parsel).</li>
</ul>
<p>Poliçe her zaman bina maliki adına düzenlenir. Kiracı veya site yönetimi poliçe primini ödeyebilir; ancak sigortalı, tapuda malik olarak görünen kişidir. Hisseli mülkiyette maliklerden biri adına poliçe düzenlenmesi mümkündür.</p>

<h2>Prim nasıl belirlenir?</h2>
<p>DASK primi sigorta şirketine göre değişmez; Doğal Afet Sigortaları Kurumu'nun tarifesine göre hesaplanır. Tarifede başta binanın yapı tarzı, bulunduğu yerin deprem risk durumu ve bağımsız bölümün brüt yüzölçümü olmak üzere belirlenen ölçütler esas alınır. Bu nedenle beyan ettiğiniz metrekare ve yapı tarzı bilgilerinin doğru olması önemlidir. Eksik beyan edilen yüzölçümü, hasar anında tazminatın orantılı olarak azaltılmasına yol açabilir.</p>

<h2>Sitemizden DASK yaptırma adımları</h2>
<ol>
<li>Ürünler arasından zorunlu deprem sigortasını seçin, T.C. kimlik numaranızı ve cep telefonunuzu girerek SMS doğrulamasını tamamlayın.</li>
<li>UAVT adres kodunuzu girin veya adresinizi listeden seçin.</li>
<li>Bina bilgilerini eksiksiz doldurun ve poliçe özetini kontrol edin.</li>
<li>Ödemeyi 3D Secure ile kartınızdan yapın.</li>
<li>Poliçeniz PDF olarak e-posta adresinize gönderilir ve üye panelinizde saklanır.</li>
</ol>

<h2>Deprem sonrası ne yapmalısınız?</h2>
<p>Deprem sonrasında hasar ihbarını DASK'ın hasar ihbar kanallarından, poliçenizi düzenleyen sigorta şirketi aracılığıyla veya bize ulaşarak yapabilirsiniz. Hasar tespiti için görevlendirilen eksperin binaya erişebilmesi gerekir. Can güvenliğiniz açısından, yetkililer tarafından güvenli olduğu bildirilmeden hasarlı binaya girmeyin.</p>
`,
  },
  {
    slug: 'tamamlayici-saglik-sigortasi-kimler-icin-uygun',
    title: 'Tamamlayıcı sağlık sigortası kimler için uygun?',
    summary:
      'Tamamlayıcı sağlık sigortası, SGK güvencesini özel hastane imkânlarıyla birleştirir. Nasıl çalıştığını, kimler için avantajlı olduğunu ve teklif alırken nelere bakmanız gerektiğini anlattık.',
    publishedAt: '2026-06-03',
    readingMinutes: 4,
    productKey: 'tamamlayici',
    bodyHtml: `
<p>Tamamlayıcı sağlık sigortası, Sosyal Güvenlik Kurumu (SGK) kapsamındaki sağlık güvencesini tamamlayan bir sigorta türüdür. Özel hastanede tedavi olmak isteyen ancak bireysel sağlık sigortasının maliyetini yüksek bulan kişiler için bütçe dostu bir alternatif sunar. Ancak her ihtiyaca uygun değildir; bu yazıda kimler için doğru bir seçim olduğunu ve poliçe seçerken nelere dikkat etmek gerektiğini ele alıyoruz.</p>

<h2>Nasıl çalışır?</h2>
<p>SGK ile anlaşmalı bir özel hastanede tedavi olduğunuzda, tedavi bedelinin SGK'nın karşıladığı kısmı SGK tarafından ödenir. Özel hastanelerin bunun üzerine talep ettiği ilave ücret ise normalde sizin cebinizden çıkar. Tamamlayıcı sağlık sigortası, bu ilave ücreti poliçedeki teminat ve limitler dahilinde karşılar. Böylece anlaşmalı özel hastanelerde, çoğu işlemde ek ödeme yapmadan veya sınırlı bir ödemeyle tedavi olabilirsiniz.</p>
<p>Bu yapı nedeniyle tamamlayıcı sağlık sigortası yalnızca SGK kapsamında genel sağlık sigortalısı olan veya genel sağlık sigortalısının bakmakla yükümlü olduğu kişi olarak sağlık hizmeti alan kişiler için düzenlenir. Teklif aşamasında SGK müstehaklığınız kontrol edilir.</p>

<h2>Kimler için uygundur?</h2>
<ul>
<li><strong>SGK'lı çalışanlar ve emekliler:</strong> Devlet hastanelerindeki bekleme sürelerinden kaçınmak ve özel hastane imkânlarından yararlanmak isteyenler için uygundur.</li>
<li><strong>Aileler:</strong> Eş ve çocukların aynı poliçeye dahil edilebilmesi, özellikle çocuklu aileler için pratik bir çözüm sunar.</li>
<li><strong>Bütçesini kontrol etmek isteyenler:</strong> Prim, genellikle benzer teminatlara sahip bireysel sağlık sigortasına göre daha uygundur.</li>
<li><strong>Yaşadığı şehirde SGK anlaşmalı özel hastane bulunanlar:</strong> Poliçeden yararlanabilmek için yakınınızda anlaşmalı hastanelerin olması gerekir.</li>
</ul>

<h2>Kimler için uygun olmayabilir?</h2>
<ul>
<li>SGK kapsamında sağlık güvencesi bulunmayanlar; bu kişiler için bireysel sağlık sigortası değerlendirilmelidir.</li>
<li>SGK ile anlaşması bulunmayan belirli bir hastane veya hekimden hizmet almak isteyenler.</li>
<li>Poliçe öncesinde var olan ve düzenli tedavi gerektiren rahatsızlıkları bulunanlar; bu hastalıklar çoğu poliçede kapsam dışında tutulur veya özel şartlara bağlanır.</li>
<li>Yurt dışında tedavi güvencesi arayanlar; tamamlayıcı sağlık sigortası yalnızca Türkiye'de geçerlidir.</li>
</ul>

<h2>Poliçe seçerken nelere bakmalısınız?</h2>
<h3>Yatarak ve ayakta tedavi</h3>
<p>Planlar genellikle yalnızca yatarak tedaviyi veya yatarak ve ayakta tedaviyi birlikte kapsar. Yatarak tedavi; ameliyat, yoğun bakım ve hastanede yatış gibi yüksek maliyetli işlemleri karşılar. Ayakta tedavi teminatı ise muayene, tahlil, görüntüleme ve fizik tedavi gibi hizmetleri, genellikle yıllık kullanım sayısı sınırıyla kapsar.</p>
<h3>Anlaşmalı hastane ağı</h3>
<p>Her sigorta şirketinin anlaşmalı olduğu hastane listesi farklıdır. Teklifleri karşılaştırmadan önce sık kullandığınız veya evinize yakın hastanelerin listede olup olmadığını kontrol edin.</p>
<h3>Bekleme süreleri ve özel şartlar</h3>
<p>Doğum gibi bazı teminatlar, poliçe başlangıcından itibaren belirli bir bekleme süresi geçtikten sonra kullanılabilir. Poliçenin özel şartlarında kapsam dışı tutulan hastalık ve işlemleri dikkatle okuyun.</p>
<h3>Yaş sınırı ve yenileme koşulları</h3>
<p>Sigorta şirketleri poliçeye giriş için yaş sınırı uygulayabilir. Bazı şirketler, belirli bir süre kesintisiz sigortalı kalan kişilere yenileme güvencesi sunar. Uzun vadeli düşünüyorsanız yenileme koşullarını da karşılaştırın.</p>
<h3>SGK katılım payları</h3>
<p>Muayene ve ilaç için SGK'nın uyguladığı katılım payları, poliçenizin kapsamına göre karşılanmayabilir. Bu küçük tutarların sizin tarafınızdan ödeneceğini göz önünde bulundurun.</p>

<h2>Sağlık beyanının önemi</h2>
<p>Teklif sırasında sizden boy, kilo, geçirilmiş hastalıklar ve ameliyatlar gibi bilgileri içeren bir sağlık beyanı istenir. Beyanın eksiksiz ve doğru olması, ileride tazminat talebinizin sorunsuz sonuçlanması için en önemli koşuldur. Sağlık verileriniz özel nitelikli kişisel veri olarak korunur ve yalnızca teklif ve poliçe işlemleri için sigorta şirketine iletilir.</p>

<h2>Örnek bir kullanım senaryosu</h2>
<p>SGK'lı bir çalışanın, anlaşmalı bir özel hastanede ameliyat olması gerektiğini düşünelim. Ameliyatın SGK tarafından karşılanan kısmı doğrudan SGK'ya fatura edilir. Hastanenin talep ettiği ilave ücret ise tamamlayıcı sağlık poliçesinde yatarak tedavi teminatı bulunuyorsa, poliçe limitleri dahilinde sigorta şirketine fatura edilir. Sigortalı, poliçesinde katılım payı veya kapsam dışı bir kalem yoksa hastaneden ek ödeme yapmadan çıkar. Aynı ameliyat anlaşmasız bir hastanede yapılırsa poliçe devreye girmez.</p>

<h2>Teklif almak</h2>
<p>Sitemizde T.C. kimlik numaranızı ve cep telefonunuzu doğruladıktan sonra sigortalanacak kişilerin bilgilerini ve sağlık beyanını girerek farklı şirketlerin tamamlayıcı sağlık tekliflerini karşılaştırabilirsiniz. Hastane ağı veya teminatlar konusunda kararsız kalırsanız bize ulaşmanız yeterlidir.</p>
`,
  },
  {
    slug: 'schengen-vizesi-icin-seyahat-saglik-sigortasi',
    title: 'Schengen vizesi için seyahat sağlık sigortası rehberi',
    summary:
      'Schengen vizesi başvurusunda istenen seyahat sağlık sigortasının taşıması gereken asgari koşulları, poliçe tarihlerini belirlerken dikkat edilecekleri ve vize reddinde ne olacağını anlattık.',
    publishedAt: '2026-06-24',
    readingMinutes: 4,
    productKey: 'seyahat',
    bodyHtml: `
<p>Schengen bölgesine seyahat için vize başvurusu yapacaksanız, başvuru dosyanızda geçerli bir seyahat sağlık sigortası poliçesi bulunması gerekir. Bu şart, Avrupa Birliği'nin vize düzenlemesinden kaynaklanır ve tüm Schengen ülkelerinin konsoloslukları tarafından aranır. Poliçenin asgari koşulları karşılamaması başvurunuzun eksik sayılmasına yol açabileceğinden, sigortayı yaptırırken aşağıdaki noktalara dikkat etmeniz önemlidir.</p>

<h2>Poliçenin taşıması gereken asgari koşullar</h2>
<ul>
<li><strong>En az 30.000 Euro teminat:</strong> Tıbbi masraflar için teminat tutarı en az 30.000 Euro veya bu tutarın karşılığı olmalıdır.</li>
<li><strong>Tüm Schengen bölgesinde geçerlilik:</strong> Yalnızca vize başvurusu yaptığınız ülkede değil, Schengen bölgesindeki tüm ülkelerde geçerli olmalıdır.</li>
<li><strong>Seyahatin tamamını kapsama:</strong> Poliçe, bölgeye giriş tarihinizden çıkış tarihinize kadar olan sürenin tamamını kapsamalıdır.</li>
<li><strong>Gerekli teminatlar:</strong> Acil tıbbi tedavi, acil hastane tedavisi ve tıbbi nedenlerle ülkeye geri dönüş (nakil) masrafları ile vefat hâlinde cenazenin nakli teminat altında olmalıdır.</li>
</ul>
<p>Bazı konsolosluklar muafiyetsiz poliçe tercih edebilir veya ek belgeler isteyebilir. Başvuru yapacağınız ülkenin konsolosluğunun veya yetkili vize başvuru merkezinin güncel koşullarını mutlaka kontrol edin.</p>

<h2>Poliçe tarihlerini belirlerken</h2>
<p>Poliçe başlangıç ve bitiş tarihlerinin, uçuş rezervasyonunuz ve konaklama belgelerinizle uyumlu olması gerekir. Seyahat planınızda değişiklik olma ihtimaline karşı başlangıçtan bir gün önce ve dönüşten bir gün sonrasını da kapsayan bir süre seçmek pratik bir yaklaşımdır. Poliçe süresinin vize talep ettiğiniz süreyle uyumlu olduğundan emin olun.</p>
<p>Çok girişli vize başvurularında konsolosluklar genellikle ilk seyahati kapsayan bir poliçe ile sonraki seyahatlerde de sigorta yaptırılacağına ilişkin bir taahhüt ister. Sık seyahat ediyorsanız yıllık çok seyahatli poliçeler de değerlendirilebilir.</p>

<h2>Kişisel bilgilerin doğruluğu</h2>
<p>Poliçedeki adınız, soyadınız ve doğum tarihiniz pasaportunuzdaki bilgilerle birebir aynı olmalıdır. Türkçe karakterlerin pasaportta nasıl yazıldığına dikkat edin; örneğin pasaportunuzda “Ş” harfi “S” olarak yazılmışsa poliçede de aynı şekilde yer almalıdır. Küçük bir yazım farkı bile başvurunuzun ek inceleme gerektirmesine neden olabilir.</p>

<h2>Seyahat sağlık sigortası neleri kapsamaz?</h2>
<p>Seyahat sağlık sigortası, seyahat sırasında ortaya çıkan ani hastalık ve kazaları karşılamak için tasarlanmıştır. Seyahatten önce var olan kronik hastalıkların rutin tedavisi, planlı tedaviler, tedavi amaçlı seyahatler ile tehlikeli sporlar sonucu oluşan yaralanmalar genellikle kapsam dışındadır. Kronik bir rahatsızlığınız varsa, hastalığın seyahat sırasında beklenmedik şekilde alevlenmesi hâlinde ne kadar teminat sağlandığını poliçe şartlarından kontrol edin.</p>

<h2>Poliçeyi ne zaman yaptırmalısınız?</h2>
<p>Poliçeyi vize başvurusundan önce yaptırmanız gerekir; çünkü poliçe belgesi başvuru dosyasının bir parçasıdır. Seyahat sağlık sigortası, seyahate başlamadan önce düzenlenmelidir; yolculuk başladıktan sonra düzenlenen poliçeler geçerli olmayabilir.</p>

<h2>Vize reddedilirse ne olur?</h2>
<p>Süresi bir aydan kısa seyahat sigortalarında mevzuat gereği cayma hakkı bulunmaz. Bununla birlikte birçok sigorta şirketi, vize başvurusunun reddedilmesi hâlinde ret yazısının poliçe başlangıç tarihinden önce iletilmesi koşuluyla poliçeyi iptal ederek primi iade eder. Bu koşullar şirketten şirkete değiştiğinden, teklifleri karşılaştırırken iptal koşullarına da bakmanızı öneririz.</p>

<h2>Yurt dışında sağlık sorunu yaşarsanız</h2>
<p>Poliçenizde yer alan asistans hattının telefon numarasını yanınızda bulundurun. Acil bir durumda mümkünse tedaviye başlamadan önce asistans şirketini arayarak yönlendirme isteyin; asistans şirketi sizi anlaşmalı bir sağlık kuruluşuna yönlendirebilir ve masrafları doğrudan karşılayabilir. Kendiniz ödeme yapmak zorunda kalırsanız tüm fatura, rapor ve reçeteleri saklayın; Türkiye'ye döndükten sonra bu belgelerle tazminat başvurusu yapabilirsiniz.</p>

<h2>Başvuru dosyası için kısa kontrol listesi</h2>
<ul>
<li>Teminat tutarı en az 30.000 Euro mu?</li>
<li>Poliçe tüm Schengen ülkelerinde geçerli mi?</li>
<li>Başlangıç ve bitiş tarihleri seyahatin tamamını kapsıyor mu?</li>
<li>Tıbbi nakil ve cenaze nakli teminatları poliçede yazılı mı?</li>
<li>Ad, soyad ve doğum tarihi pasaportla birebir aynı mı?</li>
<li>Poliçenin çıktısı ve gerekiyorsa İngilizce nüshası dosyada mı?</li>
</ul>

<h2>Sitemizden poliçe almak</h2>
<p>T.C. kimlik numaranız ve cep telefonunuzla giriş yaptıktan sonra seyahat tarihlerinizi ve gideceğiniz bölgeyi seçerek Schengen koşullarına uygun teklifleri karşılaştırabilirsiniz. Ödemenin ardından poliçeniz PDF olarak e-posta adresinize gönderilir; vize başvurusu için çıktısını alabilirsiniz.</p>
`,
  },
  {
    slug: 'evcil-hayvan-sigortasi-neleri-kapsar',
    title: 'Evcil hayvan sigortası neleri kapsar?',
    summary:
      'Kedi ve köpekler için düzenlenen evcil hayvan sigortalarında hangi giderlerin karşılandığını, genellikle kapsam dışında kalan durumları ve poliçe seçerken dikkat edilmesi gerekenleri açıkladık.',
    publishedAt: '2026-07-15',
    readingMinutes: 4,
    productKey: 'petsaglik',
    bodyHtml: `
<p>Evcil hayvanlar ailemizin bir parçası; ancak beklenmedik bir kaza veya hastalık, yüksek veteriner masraflarıyla karşılaşmanıza neden olabilir. Evcil hayvan sigortası, bu masrafların önemli bir bölümünü poliçedeki teminat ve limitler dahilinde karşılayarak hem dostunuzun sağlığını hem de bütçenizi korumanıza yardımcı olur. Bu yazıda evcil hayvan sigortasının genel yapısını, sık rastlanan teminatları ve kapsam dışı durumları ele alıyoruz.</p>

<h2>Hangi hayvanlar sigortalanabilir?</h2>
<p>Evcil hayvan sigortaları ülkemizde genellikle kedi ve köpekler için düzenlenir. Sigorta şirketleri poliçeye giriş için belirli bir yaş aralığı belirler; çok genç veya ileri yaştaki hayvanlar için poliçe düzenlenmeyebilir ya da farklı koşullar uygulanabilir. Mevzuat gereği sahipli kedi ve köpeklerin mikroçiple kimliklendirilip kayıt altına alınması gerekir; sigorta şirketleri de poliçe düzenlemek için mikroçip numarasını ister. Bazı şirketler ayrıca güncel aşı kayıtlarını veya veteriner muayene raporunu talep edebilir.</p>

<h2>Sık rastlanan teminatlar</h2>
<ul>
<li><strong>Kaza sonucu tedavi giderleri:</strong> Düşme, çarpma veya yaralanma gibi kazalar sonrasında yapılan muayene, tahlil, görüntüleme ve tedavi masrafları.</li>
<li><strong>Hastalık sonucu tedavi giderleri:</strong> Poliçe döneminde ortaya çıkan hastalıkların teşhis ve tedavisi için yapılan masraflar.</li>
<li><strong>Cerrahi müdahaleler:</strong> Kaza veya hastalık nedeniyle gerekli görülen ameliyatlar ile ameliyat öncesi ve sonrası bakım.</li>
<li><strong>Yatarak tedavi:</strong> Veteriner kliniğinde yatış gerektiren durumlarda yatış ve bakım giderleri.</li>
<li><strong>İlaç giderleri:</strong> Tedavi kapsamında veteriner hekim tarafından reçete edilen ilaçlar.</li>
<li><strong>Üçüncü kişilere karşı sorumluluk:</strong> Poliçeye dahil edilmişse, evcil hayvanınızın başkalarına veya başkalarının eşyalarına verdiği zararlardan doğan sorumluluğunuz.</li>
</ul>
<p>Bazı poliçelerde kaybolma veya çalınma hâlinde ilan giderleri, ölüm hâlinde belirli masraflar ya da sahibinin hastanede yatması durumunda evcil hayvanın bakımı gibi ek teminatlar da yer alabilir. Teminatların kapsamı ve limitleri şirketten şirkete değişir.</p>

<h2>Genellikle kapsam dışında kalan durumlar</h2>
<ul>
<li>Poliçe başlangıcından önce var olan hastalık ve yaralanmalar,</li>
<li>Doğuştan gelen ve kalıtsal hastalıklar (poliçe şartlarına göre),</li>
<li>Rutin aşılar, parazit uygulamaları ve koruyucu sağlık hizmetleri,</li>
<li>Kısırlaştırma, gebelik ve doğum ile ilgili giderler,</li>
<li>Estetik amaçlı işlemler ve çoğu poliçede diş tedavileri,</li>
<li>Mama, vitamin ve bakım ürünleri,</li>
<li>Kasıt, ağır ihmal veya bakım yükümlülüğüne aykırılık sonucu oluşan durumlar.</li>
</ul>

<h2>Bekleme süresi ve muafiyet</h2>
<p>Poliçelerde hastalık teminatları için genellikle poliçe başlangıcından itibaren belirli bir bekleme süresi uygulanır; bu süre içinde ortaya çıkan hastalıklar karşılanmaz. Kaza teminatı ise çoğunlukla poliçenin başlamasıyla birlikte geçerli olur. Ayrıca bazı poliçelerde her tazminattan düşülen bir muafiyet tutarı veya sizin ödeyeceğiniz bir katılım payı bulunabilir. Prim karşılaştırması yaparken bu unsurları birlikte değerlendirin.</p>

<h2>Tazminat nasıl alınır?</h2>
<p>Sigorta şirketleri tazminatı iki farklı yöntemle ödeyebilir. Anlaşmalı veteriner kliniklerinde tedavi giderleri şirkete doğrudan fatura edilir ve siz yalnızca varsa katılım payını ödersiniz. Anlaşmasız kliniklerde ise masrafı siz öder, ardından fatura, veteriner raporu ve reçete gibi belgelerle sigorta şirketine başvurursunuz. Her iki durumda da belgelerin eksiksiz olması, sürecin hızlı sonuçlanmasını sağlar.</p>

<h2>Poliçe süresince dikkat edilmesi gerekenler</h2>
<p>Sigorta şirketleri, poliçe süresince evcil hayvanınızın düzenli aşılarının yaptırılmasını ve genel bakım yükümlülüklerinin yerine getirilmesini bekler. Aşı karnesini ve veteriner kayıtlarını düzenli tutmanız, olası bir tazminat talebinde işinizi kolaylaştırır. Evcil hayvanınızın sahibi değişirse veya adresiniz değişirse bu durumu sigorta şirketine bildirmeniz gerekir.</p>

<h2>Poliçe seçerken dikkat edilmesi gerekenler</h2>
<ul>
<li>Yıllık toplam teminat limiti ve tedavi başına limitler yeterli mi?</li>
<li>Yaşadığınız şehirde anlaşmalı veteriner kliniği var mı?</li>
<li>Hastalık teminatı için bekleme süresi ne kadar?</li>
<li>Üçüncü kişilere karşı sorumluluk teminatı poliçede yer alıyor mu?</li>
<li>Evcil hayvanınız yaşlandıkça poliçe yenilenebiliyor mu?</li>
</ul>
<p>Evcil hayvanınızın türünü, ırkını, yaşını ve mikroçip numarasını girerek sitemizden farklı şirketlerin tekliflerini karşılaştırabilirsiniz. Teminatlar arasındaki farkları değerlendirmekte zorlanırsanız size yardımcı olmaktan memnuniyet duyarız.</p>
`,
  },
  {
    slug: 'cep-telefonu-sigortasinda-hasar-sureci',
    title: 'Cep telefonu sigortasında hasar süreci nasıl işler?',
    summary:
      'Telefonunuz kırıldığında, sıvıyla temas ettiğinde veya çalındığında yapmanız gerekenleri, istenen belgeleri ve servis sürecinde dikkat edilecek noktaları adım adım anlattık.',
    publishedAt: '2026-08-19',
    readingMinutes: 4,
    productKey: 'telefon',
    bodyHtml: `
<p>Cep telefonu sigortası, cihazınızı poliçede belirtilen risklere karşı güvence altına alır. Ekran kırılması veya sıvı teması gibi durumlar günlük hayatta sık yaşanır ve onarım maliyetleri özellikle yeni nesil cihazlarda oldukça yüksek olabilir. Hasar anında doğru adımları atmak, tazminat sürecinin hızlı ve sorunsuz ilerlemesini sağlar.</p>

<h2>Cep telefonu sigortası neleri kapsar?</h2>
<p>Teminatlar sigorta şirketine ve seçtiğiniz pakete göre değişmekle birlikte, poliçeler genellikle şu riskleri kapsar:</p>
<ul>
<li>Kaza sonucu düşme, çarpma veya ekran kırılması,</li>
<li>Sıvı teması,</li>
<li>Poliçede tanımlanan koşullarda hırsızlık veya gasp,</li>
<li>Yangın, yıldırım ve elektrik kaynaklı hasarlar.</li>
</ul>
<p>Kaybolma, kozmetik çizikler, üretici garantisi kapsamındaki arızalar ve yazılımsal sorunlar ise genellikle kapsam dışındadır. Poliçenizin özel şartlarını okuyarak hangi risklerin teminat altında olduğunu önceden bilmeniz önemlidir.</p>

<h2>Hasar anında ilk adımlar</h2>
<h3>Kırılma veya darbe hasarı</h3>
<ol>
<li>Kırık ekranla cihazı kullanmaya devam etmeyin; cam parçaları yaralanmaya ve hasarın büyümesine neden olabilir.</li>
<li>Hasarlı bölgeyi farklı açılardan fotoğraflayın.</li>
<li>Cihazı yetkisiz bir serviste açtırmayın; bu durum tazminat hakkınızı etkileyebilir.</li>
</ol>
<h3>Sıvı teması</h3>
<ol>
<li>Cihazı hemen kapatın ve şarja takmayın.</li>
<li>Kılıfı, SIM kartı ve varsa hafıza kartını çıkarın.</li>
<li>Saç kurutma makinesi gibi ısı kaynaklarıyla kurutmaya çalışmayın.</li>
<li>Cihazı en kısa sürede servise ulaştırmak için hasar ihbarında bulunun.</li>
</ol>
<h3>Hırsızlık veya gasp</h3>
<ol>
<li>Mobil operatörünüzü arayarak hattınızı kapattırın.</li>
<li>En yakın karakola veya Cumhuriyet başsavcılığına başvurarak olayı bildirin ve tutanağın veya şikâyet belgesinin bir örneğini alın. Cihazın IMEI numarasını bildirmeniz, cihazın kayıt dışı kullanımını önlemeye yardımcı olur.</li>
<li>Cihaz bulma hizmetleri üzerinden cihazınızı uzaktan kilitleyin ve gerekirse verilerinizi silin.</li>
<li>E-posta, bankacılık ve sosyal medya hesaplarınızın şifrelerini değiştirin.</li>
</ol>

<h2>Hasar ihbarı</h2>
<p>Hasarı, poliçenizde belirtilen süre içinde sigorta şirketinin hasar ihbar kanallarına bildirmeniz gerekir. Poliçenizi {{ad}} aracılığıyla yaptırdıysanız üye panelinizden destek talebi oluşturarak da ihbar sürecini başlatabilirsiniz; talebinizi ilgili sigorta şirketine iletir ve süreci sizinle birlikte takip ederiz.</p>
<p>Başvuruda genellikle şu belgeler istenir:</p>
<ul>
<li>Poliçe numarası ve kimlik bilgileriniz,</li>
<li>Cihazın satın alma faturası,</li>
<li>Cihazın IMEI numarası,</li>
<li>Hasarın nasıl meydana geldiğini anlatan hasar beyanı,</li>
<li>Hasar fotoğrafları,</li>
<li>Hırsızlık veya gaspta karakol tutanağı ya da şikâyet belgesi.</li>
</ul>

<h2>Servis ve ekspertiz süreci</h2>
<p>Sigorta şirketi, cihazınızın anlaşmalı veya yetkili bir servise ulaştırılması için genellikle kurye ya da kargo yönlendirmesi yapar. Servis, hasarın poliçe kapsamında olup olmadığını ve onarım maliyetini tespit eder. Hasar onaylanırsa cihaz onarılır; onarımın mümkün olmadığı veya ekonomik olmadığı durumlarda poliçe şartlarına göre cihaz değişimi ya da nakit tazminat söz konusu olabilir. Poliçenizde muafiyet veya katılım payı varsa bu tutar tazminattan düşülür ya da sizden tahsil edilir.</p>

<h2>Cihazı servise göndermeden önce</h2>
<ul>
<li>Verilerinizi yedekleyin; servis sürecinde cihaz sıfırlanabilir.</li>
<li>Cihazınızdaki hesap kilidini ve cihaz bulma özelliğini kapatın. Açık kalan hesap kilidi, servisin cihaz üzerinde işlem yapmasını engeller ve süreci uzatır.</li>
<li>SIM kartınızı, hafıza kartınızı, kılıf ve ekran koruyucu gibi aksesuarları çıkarın.</li>
</ul>

<h2>Tazminat talebinin reddedilmesine yol açabilecek durumlar</h2>
<ul>
<li>Hasar ihbarının poliçede belirtilen süreden sonra yapılması,</li>
<li>Cihazın daha önce yetkisiz bir serviste açılmış olması,</li>
<li>Poliçedeki IMEI numarası ile hasarlı cihazın IMEI numarasının uyuşmaması,</li>
<li>Hasarın kapsam dışı bir nedenden kaynaklanması veya kasıtlı olarak meydana getirilmesi,</li>
<li>Cihazın poliçede tanımlanan özen yükümlülüğüne aykırı şekilde gözetimsiz bırakılması.</li>
</ul>

<h2>Poliçe yaptırırken bilinmesi gerekenler</h2>
<p>Cep telefonu sigortası çoğu sigorta şirketinde yalnızca belirli bir yaşın altındaki cihazlar için ve faturayla belgelenen satın alma tarihinden itibaren belirli bir süre içinde yaptırılabilir. Poliçe düzenlenirken cihazın hasarsız olduğu beyan edilir; bazı şirketler bu amaçla cihazın fotoğrafını veya ekran kontrolünü ister. Faturanın ve kutudaki IMEI bilgisinin saklanması, olası bir hasarda işinizi kolaylaştırır.</p>

<h2>Hasardan sonra poliçeniz</h2>
<p>Bazı poliçelerde bir yıl içinde yararlanılabilecek hasar sayısı veya toplam tazminat tutarı sınırlandırılmıştır. Cihaz değişimi veya tam hasar tazminatı ödenmesi hâlinde poliçe sona erebilir. Hasar sonrasında poliçenizin durumunu üye panelinizden kontrol edebilir, sorularınız için bize ulaşabilirsiniz.</p>
`,
  },
  {
    slug: 'konut-sigortasi-ile-dask-arasindaki-farklar',
    title: 'Konut sigortası ile DASK arasındaki farklar',
    summary:
      'DASK ile konut sigortası çoğu zaman birbirinin yerine geçen sigortalar gibi düşünülür; oysa kapsamları çok farklıdır. İki sigortanın farklarını ve hangi durumlarda birlikte yaptırılması gerektiğini açıkladık.',
    publishedAt: '2026-09-09',
    readingMinutes: 4,
    productKey: 'konut',
    bodyHtml: `
<p>Ev sahiplerinin sık sorduğu sorulardan biri, DASK poliçesi olan bir evin ayrıca konut sigortasına ihtiyaç duyup duymadığıdır. Kısa cevap şudur: DASK yalnızca deprem riskine karşı binanın kendisini belirli bir limite kadar güvenceye alır; konut sigortası ise hem binayı hem de ev eşyalarınızı çok daha geniş bir risk yelpazesine karşı korur. İki sigorta birbirinin alternatifi değil, tamamlayıcısıdır.</p>

<h2>Bir bakışta farklar</h2>
<table>
<thead>
<tr><th>Özellik</th><th>Zorunlu deprem sigortası (DASK)</th><th>Konut sigortası</th></tr>
</thead>
<tbody>
<tr><td>Zorunluluk</td><td>Kapsamdaki binalar için kanunen zorunludur</td><td>İsteğe bağlıdır</td></tr>
<tr><td>Kapsanan riskler</td><td>Deprem ile deprem sonucu yangın, infilak, tsunami ve yer kayması</td><td>Yangın, yıldırım, infilak, hırsızlık, dahili su, fırtına, sel ve su baskını, cam kırılması gibi riskler; isteğe bağlı olarak deprem</td></tr>
<tr><td>Sigorta konusu</td><td>Yalnızca bina</td><td>Bina, ev eşyası veya her ikisi</td></tr>
<tr><td>Teminat limiti</td><td>Her yıl belirlenen azami tutarla sınırlı</td><td>Beyan edilen bina ve eşya bedeline göre</td></tr>
<tr><td>Prim</td><td>Tarife ile belirlenir, şirketten şirkete değişmez</td><td>Sigorta şirketine ve seçilen teminatlara göre değişir</td></tr>
<tr><td>Sigortalı</td><td>Bina maliki</td><td>Bina için malik; eşya için ev sahibi veya kiracı</td></tr>
<tr><td>Resmî işlemler</td><td>Tapu işlemleri ile elektrik ve su aboneliğinde aranır</td><td>Aranmaz</td></tr>
</tbody>
</table>

<h2>DASK neden tek başına yeterli değildir?</h2>
<p>DASK, deprem sonrasında barınma hakkının korunmasını amaçlayan temel bir güvencedir. Ancak teminat limiti, özellikle büyük metrekareli veya yüksek inşaat maliyetli konutlarda yeniden yapım bedelinin tamamını karşılamayabilir. Ayrıca DASK ev eşyalarını, kira kaybını veya geçici konaklama giderlerini kapsamaz. Üstelik evinizin karşılaşabileceği risklerin önemli bir kısmı depremle ilgili değildir: bir tesisat arızasından kaynaklanan su baskını, mutfakta çıkan bir yangın veya hırsızlık, DASK kapsamında değildir.</p>

<h2>Konut sigortası neleri kapsar?</h2>
<p>Konut sigortası, poliçede yer alan teminatlara göre binanızı ve eşyanızı çok sayıda riske karşı korur. Yangın, yıldırım ve infilak ana teminatı oluşturur. Bunlara ek olarak hırsızlık, dahili su (tesisat kaynaklı su hasarları), fırtına, sel ve su baskını, kar ağırlığı, cam kırılması, kara ve hava taşıtlarının çarpması, duman ile grev, lokavt, kargaşa, halk hareketleri ve terör gibi riskler teminata dahil edilebilir.</p>
<p>Birçok poliçede komşularınıza verebileceğiniz zararlar için mali sorumluluk teminatı ile acil çilingir, tesisatçı ve elektrikçi hizmetlerini içeren konut asistans hizmetleri de yer alır. Deprem teminatı da konut sigortasına eklenebilir; ancak bu teminat genellikle geçerli bir DASK poliçesinin bulunmasına bağlıdır ve DASK limitini aşan zararları karşılar.</p>

<h2>Kimler hangi sigortayı yaptırmalı?</h2>
<h3>Ev sahipleri</h3>
<p>Evde oturan ev sahiplerinin DASK'a ek olarak hem binayı hem eşyayı kapsayan bir konut sigortası yaptırması, en kapsamlı güvenceyi sağlar.</p>
<h3>Evini kiraya verenler</h3>
<p>DASK yaptırmak ev sahibinin yükümlülüğüdür. Bina için konut sigortası yaptırmak da ev sahibinin menfaatinedir; eşyalı kiraya verilen evlerde eşyaların da sigortalanması düşünülmelidir.</p>
<h3>Kiracılar</h3>
<p>Kiracılar binayı sigortalamak zorunda değildir; ancak kendi eşyalarını korumak için yalnızca eşya teminatı içeren bir konut sigortası yaptırabilir. Komşu dairelere verilebilecek su sızıntısı gibi zararlar için mali sorumluluk teminatı kiracılar için de önemlidir.</p>

<h2>Konut sigortasında bedelleri doğru belirleyin</h2>
<p>Konut sigortasında bina bedeli olarak binanın arsa değeri hariç yeniden yapım maliyeti, eşya bedeli olarak ise ev eşyalarınızın güncel değeri beyan edilmelidir. Sigorta bedelinin gerçek değerin altında belirlenmesi eksik sigorta durumuna yol açar; bu durumda hasar anında tazminat, sigorta bedelinin gerçek değere oranı ölçüsünde azaltılarak ödenir. Değerli eşyalar, mücevherler ve sanat eserleri için poliçelerde ayrıca beyan gerekebilir.</p>

<h2>Hasar anında</h2>
<p>Deprem dışındaki bir hasarda, örneğin tesisat kaynaklı su baskınında veya hırsızlıkta, hasarı poliçenizde belirtilen süre içinde sigorta şirketinize bildirmeniz gerekir. Hasarın büyümesini önleyecek makul önlemleri alın, hasarlı alanı ve eşyaları fotoğraflayın ve eksper incelemesi tamamlanmadan hasarlı eşyaları atmayın. Hırsızlık hâlinde ayrıca kolluk kuvvetlerine başvurarak tutanak tutturmanız gerekir. Deprem hasarlarında ise DASK ve konut sigortası için ayrı ayrı ihbarda bulunulmalıdır.</p>

<h2>Birlikte yaptırmanın kolay yolu</h2>
<p>Sitemizden önce DASK poliçenizi yaptırabilir, ardından aynı UAVT adres kodunu kullanarak konut sigortası tekliflerini karşılaştırabilirsiniz. İki poliçenin bitiş tarihlerini aynı güne denk getirmek, yenileme takibini de kolaylaştırır. Poliçelerinizin tamamını üye panelinizden tek yerden görüntüleyebilirsiniz.</p>
`,
  },
  {
    slug: 'online-sigorta-teklifi-ve-police-satin-alma-adimlari',
    title: 'Online sigorta teklifi almak ve poliçe satın almak: adım adım rehber',
    summary:
      'Sitemizde teklif almaktan poliçenizin e-posta kutunuza ulaşmasına kadar her adımı, güvenlik önlemlerini ve satın alma sonrasında yapabileceklerinizi tek yazıda topladık.',
    publishedAt: '2026-10-07',
    readingMinutes: 4,
    productKey: null,
    bodyHtml: `
<p>İnternet üzerinden sigorta yaptırmak; ofise gitmeden, birden fazla sigorta şirketinin teklifini aynı anda görerek ve dilediğiniz saatte karar vererek poliçe sahibi olmanızı sağlar. Bu rehberde sitemizdeki süreci baştan sona anlatıyor, her adımda neden belirli bilgileri istediğimizi açıklıyoruz.</p>

<h2>1. Ürünü seçin</h2>
<p>Ana sayfadan ihtiyacınız olan ürünü seçin: kasko, zorunlu trafik sigortası, tamamlayıcı sağlık, bireysel sağlık, seyahat sağlık, yabancı sağlık, evcil hayvan, konut, zorunlu deprem sigortası (DASK) veya cep telefonu sigortası. Her ürünün sayfasında teminatlar hakkında kısa bilgi ve teklif formu yer alır.</p>

<h2>2. T.C. kimlik numaranızı ve cep telefonunuzu girin</h2>
<p>Sigorta primleri kişiye özel hesaplandığı için teklif sürecine T.C. kimlik numaranız ve cep telefonu numaranızla başlarsınız. Kimlik numaranız; yaşınız, önceki poliçeleriniz ve trafik sigortasındaki hasarsızlık basamağınız gibi fiyatı etkileyen bilgilerin yetkili kaynaklardan doğru şekilde alınabilmesi için kullanılır. Yabancı uyruklu müşterilerimiz, ürüne göre yabancı kimlik numarası veya pasaport bilgileriyle işlem yapabilir.</p>

<h2>3. SMS ile doğrulayın</h2>
<p>Telefonunuza gönderilen tek kullanımlık doğrulama kodunu ekrana girin. Bu adım, işlemi telefon hattının kullanıcısı olan kişinin yaptığını teyit eder ve T.C. kimlik numaranızın başkaları tarafından kötüye kullanılmasını önler. Kod yalnızca kısa bir süre geçerlidir. {{ad}} çalışanları sizden hiçbir zaman bu kodu istemez.</p>

<h2>4. Ürüne özel bilgileri tamamlayın</h2>
<p>Seçtiğiniz ürüne göre sizden farklı bilgiler istenir:</p>
<ul>
<li><strong>Kasko ve trafik:</strong> Plaka ve ruhsat seri numarası; bazı durumlarda kullanım tarzı ve aksesuar bilgileri,</li>
<li><strong>DASK ve konut:</strong> UAVT adres kodu, yapı tarzı, brüt metrekare ve inşa yılı; konut sigortasında ayrıca bina ve eşya bedeli,</li>
<li><strong>Sağlık ürünleri:</strong> Sigortalanacak kişilerin bilgileri ve sağlık beyanı,</li>
<li><strong>Seyahat sağlık:</strong> Seyahat tarihleri ve gidilecek bölge,</li>
<li><strong>Evcil hayvan:</strong> Tür, ırk, yaş ve mikroçip numarası,</li>
<li><strong>Cep telefonu:</strong> Cihazın marka, model ve IMEI bilgisi ile fatura tarihi.</li>
</ul>
<p>Bilgilerin doğru ve eksiksiz olması, hem fiyatın doğru hesaplanması hem de hasar anında sorun yaşamamanız için önemlidir.</p>

<h2>5. Teklifleri karşılaştırın</h2>
<p>Bilgilerinizi tamamladığınızda farklı sigorta şirketlerinden gelen teklifler tek ekranda listelenir. Her teklifin teminat ayrıntılarını, muafiyetlerini ve taksit seçeneklerini inceleyebilirsiniz. Karar vermeden önce teklifleri PDF olarak indirip yazdırabilir, aileniz veya danışmanınızla paylaşabilirsiniz. Yalnızca fiyata değil teminat kapsamına da bakmanızı öneririz; en uygun fiyatlı teklif her zaman ihtiyacınıza en uygun teklif olmayabilir.</p>

<h2>6. Bilgilendirme belgelerini onaylayın</h2>
<p>Tercih ettiğiniz teklifi seçtiğinizde sigorta şirketinin bilgilendirme formu, ürünün genel şartları ve <a href="/mesafeli-satis-sozlesmesi">Mesafeli Satış Sözleşmesi</a> size sunulur. Bu belgelerde teminatlar, istisnalar, cayma hakkı ve şikâyet yolları yer alır. Belgeleri okuyup onayladıktan sonra ödeme adımına geçebilirsiniz.</p>

<h2>7. Güvenli ödeme yapın</h2>
<p>Ödemenizi kredi kartıyla veya sigorta şirketinin kabul etmesi hâlinde banka kartıyla yapabilirsiniz. Tüm kart ödemeleri 3D Secure ile korunur: bankanız telefonunuza tek kullanımlık bir şifre gönderir ve ödeme ancak bu şifreyle onaylanır. Taksit seçenekleri ürüne, sigorta şirketine ve bankanıza göre ödeme ekranında gösterilir. Kart bilgileriniz sunucularımızda saklanmaz.</p>

<h2>8. Poliçenizi teslim alın</h2>
<p>Ödeme onaylandığında poliçeniz sigorta şirketi tarafından düzenlenir ve genel şartlar ile bilgilendirme formuyla birlikte PDF olarak e-posta adresinize gönderilir. Poliçenizi aldıktan sonra ad, soyad, plaka, adres ve tarihler gibi bilgileri kontrol edin; uyumsuz bir bilgi görürseniz hemen bize bildirin.</p>

<h2>Satın alma sonrasında</h2>
<ul>
<li><strong>Üye paneli:</strong> Üye olarak tüm poliçelerinizi ve tekliflerinizi tek yerden görüntüleyebilir, belgeleri yeniden indirebilirsiniz.</li>
<li><strong>Yenileme:</strong> Trafik sigortası için poliçe bitiş tarihinden en erken 14 gün, kasko için en erken 28 gün önce yenileme teklifi alabilirsiniz.</li>
<li><strong>Destek talebi:</strong> Poliçe değişikliği, iptal, hasar bildirimi veya ödeme konularındaki taleplerinizi üye panelinizden destek talebi oluşturarak iletebilir, yanıtlarımızı aynı ekrandan takip edebilirsiniz.</li>
<li><strong>Cayma hakkı:</strong> Mesafeli olarak kurulan sigorta sözleşmelerinde, mevzuattaki istisnalar saklı kalmak üzere 14 gün içinde gerekçe göstermeden cayma hakkınız bulunur.</li>
</ul>

<h2>Güvenliğiniz için</h2>
<p>Tarayıcınızın adres çubuğunda güvenli bağlantı simgesini görmeden kişisel bilgilerinizi girmeyin. SMS doğrulama kodunuzu, 3D Secure şifrenizi ve üyelik şifrenizi hiç kimseyle paylaşmayın. Bizim adımıza sizden bu bilgileri isteyen bir arama veya mesaj alırsanız yanıt vermeyin ve durumu {{telefon}} numarasından bize bildirin.</p>
`,
  },
]
