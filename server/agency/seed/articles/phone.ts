import { phoneClaimReport, phoneCoverFromPurchase } from '../guide-promises.ts'
import type { ArticleSeed } from './article-seed.ts'

export const telefonHasari: ArticleSeed = {
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
<p>Hasarı, poliçenizde belirtilen süre içinde sigorta şirketinin hasar ihbar kanallarına bildirmeniz gerekir. ${phoneClaimReport}</p>
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
${phoneCoverFromPurchase}

<h2>Hasardan sonra poliçeniz</h2>
<p>Bazı poliçelerde bir yıl içinde yararlanılabilecek hasar sayısı veya toplam tazminat tutarı sınırlandırılmıştır. Cihaz değişimi veya tam hasar tazminatı ödenmesi hâlinde poliçe sona erebilir. Hasar sonrasında poliçenizin durumunu üye panelinizden kontrol edebilir, sorularınız için bize ulaşabilirsiniz.</p>
`,
}
