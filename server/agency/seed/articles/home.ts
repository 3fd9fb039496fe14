import { daskPolicyDelivered } from '../guide-promises.ts'
import type { ArticleSeed } from './article-seed.ts'

export const daskVeUavt: ArticleSeed = {
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
${daskPolicyDelivered}
</ol>

<h2>Deprem sonrası ne yapmalısınız?</h2>
<p>Deprem sonrasında hasar ihbarını DASK'ın hasar ihbar kanallarından, poliçenizi düzenleyen sigorta şirketi aracılığıyla veya bize ulaşarak yapabilirsiniz. Hasar tespiti için görevlendirilen eksperin binaya erişebilmesi gerekir. Can güvenliğiniz açısından, yetkililer tarafından güvenli olduğu bildirilmeden hasarlı binaya girmeyin.</p>
`,
}

export const konutVeDask: ArticleSeed = {
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
}
