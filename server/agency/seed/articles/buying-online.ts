import {
  documentsAtCheckout,
  phoneDetailsAsked,
  policyByEmail,
  requestsAndClaims,
} from '../guide-promises.ts'
import { vehicleRenewalTimes } from '../renewal-times.ts'
import type { ArticleSeed } from './article-seed.ts'

export const onlineTeklif: ArticleSeed = {
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
${phoneDetailsAsked}
</ul>
<p>Bilgilerin doğru ve eksiksiz olması, hem fiyatın doğru hesaplanması hem de hasar anında sorun yaşamamanız için önemlidir.</p>

<h2>5. Teklifleri karşılaştırın</h2>
<p>Bilgilerinizi tamamladığınızda farklı sigorta şirketlerinden gelen teklifler tek ekranda listelenir. Her teklifin teminat ayrıntılarını, muafiyetlerini ve taksit seçeneklerini inceleyebilirsiniz. Karar vermeden önce teklifleri PDF olarak indirip yazdırabilir, aileniz veya danışmanınızla paylaşabilirsiniz. Yalnızca fiyata değil teminat kapsamına da bakmanızı öneririz; en uygun fiyatlı teklif her zaman ihtiyacınıza en uygun teklif olmayabilir.</p>

<h2>6. Bilgilendirme belgelerini onaylayın</h2>
${documentsAtCheckout}

<h2>7. Güvenli ödeme yapın</h2>
<p>Ödemenizi kredi kartıyla veya sigorta şirketinin kabul etmesi hâlinde banka kartıyla yapabilirsiniz. Tüm kart ödemeleri 3D Secure ile korunur: bankanız telefonunuza tek kullanımlık bir şifre gönderir ve ödeme ancak bu şifreyle onaylanır. Taksit seçenekleri ürüne, sigorta şirketine ve bankanıza göre ödeme ekranında gösterilir. Kart bilgileriniz sunucularımızda saklanmaz.</p>

<h2>8. Poliçenizi teslim alın</h2>
${policyByEmail}

<h2>Satın alma sonrasında</h2>
<ul>
<li><strong>Üye paneli:</strong> Üye olarak tüm poliçelerinizi ve tekliflerinizi tek yerden görüntüleyebilir, belgeleri yeniden indirebilirsiniz.</li>
<li><strong>Yenileme:</strong> ${vehicleRenewalTimes}</li>
${requestsAndClaims}
<li><strong>Cayma hakkı:</strong> Mesafeli olarak kurulan sigorta sözleşmelerinde, mevzuattaki istisnalar saklı kalmak üzere 14 gün içinde gerekçe göstermeden cayma hakkınız bulunur.</li>
</ul>

<h2>Güvenliğiniz için</h2>
<p>Tarayıcınızın adres çubuğunda güvenli bağlantı simgesini görmeden kişisel bilgilerinizi girmeyin. SMS doğrulama kodunuzu, 3D Secure şifrenizi ve üyelik şifrenizi hiç kimseyle paylaşmayın. Bizim adımıza sizden bu bilgileri isteyen bir arama veya mesaj alırsanız yanıt vermeyin ve durumu {{telefon}} numarasından bize bildirin.</p>
`,
}
