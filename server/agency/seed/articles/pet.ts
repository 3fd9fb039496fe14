import type { ArticleSeed } from './article-seed.ts'

export const evcilHayvan: ArticleSeed = {
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
}
