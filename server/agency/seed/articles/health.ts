import type { ArticleSeed } from './article-seed.ts'

export const tamamlayiciSaglik: ArticleSeed = {
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
}

export const schengenSeyahat: ArticleSeed = {
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
}
