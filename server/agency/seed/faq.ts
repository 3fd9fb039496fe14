import { renewalTimesAnswer } from './renewal-times.ts'

export interface FaqSeed {
  id: number
  category: string
  question: string
  answerHtml: string
}

export const faqPosts: FaqSeed[] = [
  // Genel
  {
    id: 1,
    category: 'Genel',
    question: '{{ad}} bir sigorta şirketi mi?',
    answerHtml: `<p>Hayır. {{ad}}, birden fazla sigorta şirketinin yetkili acentesi olarak çalışan bir sigorta aracısıdır. Poliçeyi düzenleyen ve tazminatı ödeyen taraf, seçtiğiniz teklifteki sigorta şirketidir. Biz teklifleri sizin için bir araya getirir, karşılaştırmanıza yardımcı olur ve poliçe, yenileme ve hasar süreçlerinde yanınızda oluruz.</p>`,
  },
  {
    id: 2,
    category: 'Genel',
    question: "{{ad}}'nın yetkili bir acente olduğunu nasıl doğrulayabilirim?",
    answerHtml: `<p>Tüm sigorta acentelerinin, Türkiye Odalar ve Borsalar Birliği (TOBB) bünyesinde tutulan Sigorta Acenteleri Levhası'na kayıtlı olması zorunludur. {{ad}}'nın levha kayıt numarası <strong>066-2019-0417</strong>'dir ve bu kaydı TOBB'un levha sorgulama hizmetinden kontrol edebilirsiniz. Acenteler, Sigortacılık ve Özel Emeklilik Düzenleme ve Denetleme Kurumu'nun (SEDDK) denetimine tabidir.</p>`,
  },
  {
    id: 3,
    category: 'Genel',
    question: 'Sitenizden hangi sigortaları yaptırabilirim?',
    answerHtml: `<p>Kasko, zorunlu trafik sigortası, tamamlayıcı sağlık, bireysel (özel) sağlık, seyahat sağlık, yabancı sağlık, evcil hayvan, konut, zorunlu deprem sigortası (DASK) ve cep telefonu sigortası için online teklif alabilir ve poliçenizi satın alabilirsiniz. Her ürün sayfasında teklif için gereken bilgiler adım adım istenir.</p>`,
  },
  {
    id: 4,
    category: 'Genel',
    question: 'Sitenizden almak, sigorta şirketinden doğrudan almaktan daha pahalı mı?',
    answerHtml: `<p>Hayır. Teklifler sigorta şirketlerinin güncel tarifelerinden alınır ve size gösterilen prime ayrıca hizmet bedeli eklenmez. Acente komisyonu sigorta şirketi tarafından ödenir. Üstelik birden fazla şirketin teklifini tek ekranda görerek aynı teminat için en uygun fiyatı kolayca bulabilirsiniz.</p>`,
  },
  {
    id: 5,
    category: 'Genel',
    question: 'Size nasıl ulaşabilirim?',
    answerHtml: `<p>Bize {{telefon}} numaralı telefondan, {{eposta}} adresinden veya {{adres}} adresindeki ofisimizden ulaşabilirsiniz. Üyeyseniz, üye panelinizden destek talebi oluşturarak yazılı ve takip edilebilir bir kayıt açmanızı öneririz.</p>`,
  },

  // Teklif ve Doğrulama
  {
    id: 6,
    category: 'Teklif ve Doğrulama',
    question: 'Teklif almak için neden T.C. kimlik numaramı ve cep telefonumu istiyorsunuz?',
    answerHtml: `<p>Sigorta şirketleri fiyatı kişiye özel hesaplar. T.C. kimlik numaranız; yaşınız, önceki poliçeleriniz ve trafik sigortasındaki hasarsızlık basamağınız gibi bilgilerin yetkili sistemlerden doğru biçimde alınabilmesi için gereklidir. Cep telefonunuz ise kimliğinizi doğrulamak ve teklif ile poliçe belgelerinizi size ulaştırmak için kullanılır.</p>`,
  },
  {
    id: 7,
    category: 'Teklif ve Doğrulama',
    question: 'Neden SMS doğrulama kodu gönderiliyor?',
    answerHtml: `<p>SMS kodu, teklifi gerçekten o telefon hattını kullanan kişinin istediğini teyit eder ve başkasının sizin T.C. kimlik numaranızla işlem yapmasını önler. Kod tek kullanımlıktır ve kısa bir süre geçerlidir. Çalışanlarımız sizden hiçbir zaman doğrulama kodunuzu istemez; kodu kimseyle paylaşmayın.</p>`,
  },
  {
    id: 8,
    category: 'Teklif ve Doğrulama',
    question: 'SMS doğrulama kodu gelmedi, ne yapmalıyım?',
    answerHtml: `<p>Önce telefon numaranızı doğru yazdığınızdan ve telefonunuzun şebeke çektiğinden emin olun. Bazı cihazlarda bilinmeyen göndericilerden gelen mesajlar ayrı bir klasöre düşebilir veya engellenebilir; bu klasörleri kontrol edin. Kısa bir süre bekledikten sonra kodu yeniden gönderme seçeneğini kullanabilirsiniz. Sorun devam ederse {{telefon}} numarasından bize ulaşın.</p>`,
  },
  {
    id: 9,
    category: 'Teklif ve Doğrulama',
    question: 'T.C. kimlik numaramı sitenize girmem güvenli mi?',
    answerHtml: `<p>Evet. Site ile tarayıcınız arasındaki tüm veri trafiği SSL/TLS ile şifrelenir ve bilgileriniz yalnızca teklif ve poliçe işlemleri için sigorta şirketleri ile yetkili kurumlarla paylaşılır. Kişisel verileriniz 6698 sayılı Kanun'a uygun olarak işlenir, satılmaz ve pazarlama amacıyla üçüncü kişilere verilmez. Ayrıntılar için <a href="/kisisel-verilerin-islenmesine-iliskin-aydinlatma-metni">Aydınlatma Metni</a>'ni inceleyebilirsiniz.</p>`,
  },
  {
    id: 10,
    category: 'Teklif ve Doğrulama',
    question: 'Gördüğüm teklif fiyatı bağlayıcı mı, ne kadar süre geçerli?',
    answerHtml: `<p>Teklifler, beyanlarınız ve sorgulama anındaki bilgilere göre sigorta şirketlerinden alınır ve bilgilendirme niteliğindedir. Aldığınız teklifler son işleminizden sonra 24 saat saklanır ve yalnızca bu süre içinde satın alınabilir; süre dolunca yeni teklif almanız gerekir. Tarayıcınızdaki oturum kapandıysa aynı T.C. kimlik numarası ve cep telefonuyla üye olarak ya da giriş yaparak teklifinize Hesabım → Tekliflerim'den devam edebilirsiniz. Beyanlarınızın eksik veya hatalı olması fiyatı değiştirebilir; bağlayıcı şartlar poliçede yer alır.</p>`,
  },
  {
    id: 11,
    category: 'Teklif ve Doğrulama',
    question: 'Teklifleri kaydedebilir veya yazdırabilir miyim?',
    answerHtml: `<p>Evet. Teklifler ekranında her teklifin ana teminatlarını görebilir, iki ya da üç teklifi tüm teminatlarıyla yan yana karşılaştırabilir ve teklifleri PDF olarak indirip yazdırabilirsiniz; böylece karar vermeden önce aileniz veya danışmanınızla rahatça paylaşabilirsiniz. Üyeyseniz, üyeliğinizdeki T.C. kimlik numarası ve cep telefonuyla aldığınız teklifler son işleminizden sonra 24 saat boyunca Hesabım → Tekliflerim'de listelenir; oradan, hiçbir bilgiyi yeniden yazmadan kaldığınız adımdan devam edebilirsiniz.</p>`,
  },
  {
    id: 12,
    category: 'Teklif ve Doğrulama',
    question: 'Başka bir kişi adına teklif alabilir miyim?',
    answerHtml: `<p>Sigorta ettiren ile sigortalı farklı kişiler olabilir; örneğin çocuğunuz için seyahat sağlık sigortası yaptırabilirsiniz. Ancak araç, konut veya sağlık bilgileri kullanılacak kişinin bilgisi ve onayı olmadan işlem yapılmamalıdır. Zorunlu trafik sigortası ruhsat sahibi adına düzenlenir; kasko da kural olarak araç sahibi adına yapılır. DASK'ta sigortalı tapu malikidir; bizden alınan DASK poliçesi ise teklifi alan ve T.C. kimlik numarası ile cep telefonu doğrulanan kişi adına düzenlenir, konut sahibi ayrıca sorulmaz. Bu yüzden kiracıysanız DASK teklifini ev sahibinizin kendi T.C. kimlik numarası ve cep telefonuyla alması gerekir. Emin olmadığınız durumlarda işlem öncesinde bize danışabilirsiniz.</p>`,
  },

  // Kasko ve Trafik
  {
    id: 13,
    category: 'Kasko ve Trafik',
    question: 'Kasko ile zorunlu trafik sigortası arasındaki fark nedir?',
    answerHtml: `<p>Zorunlu trafik sigortası, aracınızın karşı tarafa verdiği maddi ve bedeni zararları yasal limitler dahilinde karşılar; kendi aracınızdaki hasarı karşılamaz ve yaptırılması kanunen zorunludur. Kasko ise isteğe bağlıdır ve kendi aracınızı kaza, çarpma, yanma, çalınma ve poliçede yer alıyorsa doğal afetler gibi risklere karşı korur. En kapsamlı güvence için ikisinin birlikte yaptırılması önerilir.</p>`,
  },
  {
    id: 14,
    category: 'Kasko ve Trafik',
    question: 'Poliçemi yenilemek için ne zaman teklif alabilirim?',
    answerHtml: renewalTimesAnswer,
  },
  {
    id: 15,
    category: 'Kasko ve Trafik',
    question: 'Trafik sigortasında hasarsızlık basamakları nasıl işler?',
    answerHtml: `<p>Zorunlu trafik sigortasında 0'dan 8'e kadar dokuz basamak bulunur. İlk kez sigortalanan araçlar kural olarak 4. basamaktan başlar; hasarsız geçen her poliçe döneminde bir üst basamağa çıkılır ve prim indirimi artar. Karşı tarafa tazminat ödenen dönemlerde ise ödenen hasar sayısına göre alt basamaklara inilir ve prim artar. Basamaklara uygulanan oranlar mevzuatla belirlenir.</p>`,
  },
  {
    id: 16,
    category: 'Kasko ve Trafik',
    question: 'Zorunlu trafik sigortası yaptırmazsam ne olur?',
    answerHtml: `<p>Trafik sigortası olmayan araçlar trafikten men edilir ve idari para cezası uygulanır; araç muayenesi de geçerli bir trafik poliçesi olmadan yapılamaz. Bunun yanında kaza hâlinde karşı tarafa verdiğiniz zararlardan şahsen sorumlu olursunuz; mağdura Güvence Hesabı tarafından ödeme yapılırsa bu tutar sizden geri istenebilir.</p>`,
  },
  {
    id: 17,
    category: 'Kasko ve Trafik',
    question: 'Aracımı satarsam trafik sigortam ve kaskom ne olur?',
    answerHtml: `<p>Aracın satışıyla birlikte zorunlu trafik sigortası yeni malike geçmez; yeni sahibin kendi adına poliçe yaptırması gerekir. Sizin poliçeniz sona erdirilir ve kullanılmayan süreye ait prim, genel şartlara göre iade edilir. Kasko poliçenizi ise sigorta şirketinin kurallarına göre iptal ettirip prim iadesi alabilir veya yeni aldığınız araca aktarılmasını talep edebilirsiniz.</p>`,
  },
  {
    id: 18,
    category: 'Kasko ve Trafik',
    question: 'Kaza yaptım, ne yapmalıyım?',
    answerHtml: `<p>Yaralanan varsa önce 112'yi arayın. Yalnızca maddi hasar varsa ve taraflar olayın oluşu konusunda anlaşıyorsa kaza tespit tutanağını birlikte doldurup imzalayabilir, araçların ve çevrenin fotoğraflarını çekebilirsiniz. Ardından en kısa sürede ve poliçenizde belirtilen süre içinde sigorta şirketinize hasar ihbarında bulunun. Ayrıntılı adımları “Trafik kazasında kaza tespit tutanağı nasıl doldurulur?” rehberimizde bulabilirsiniz.</p>`,
  },

  // Sağlık ve Seyahat
  {
    id: 19,
    category: 'Sağlık ve Seyahat',
    question: "Tamamlayıcı sağlık sigortası yaptırmak için SGK'lı olmam gerekir mi?",
    answerHtml: `<p>Evet. Tamamlayıcı sağlık sigortası, Sosyal Güvenlik Kurumu kapsamında genel sağlık sigortalısı olan veya genel sağlık sigortalısının bakmakla yükümlü olduğu kişi olarak sağlık hizmeti alan kişiler için düzenlenir. Poliçe, SGK ile anlaşmalı özel hastanelerde SGK'nın karşılamadığı ilave ücret farkını poliçedeki limitler dahilinde öder. Teklif formunda SGK kaydınızın aktif olup olmadığı sorulur ve sizin beyanınız esas alınır; teklif sırasında SGK'dan ayrıca bir sorgulama yapılmaz. Kaydınızın aktif olmadığını belirtirseniz tamamlayıcı sağlık teklifi verilmez; beyanınızın doğru olması, tazminat sürecinde sorun yaşamamanız için önemlidir.</p>`,
  },
  {
    id: 20,
    category: 'Sağlık ve Seyahat',
    question: 'Tamamlayıcı sağlık ile bireysel (özel) sağlık sigortası arasındaki fark nedir?',
    answerHtml: `<p>Tamamlayıcı sağlık sigortası SGK sistemiyle birlikte çalışır, yalnızca SGK ile anlaşmalı özel hastanelerde geçerlidir ve genellikle daha uygun fiyatlıdır. Bireysel sağlık sigortası ise SGK'dan bağımsızdır; sigorta şirketinin anlaşmalı kurumlarında, poliçe kapsamına göre daha geniş teminat ve limitlerle kullanılır. Seçim yaparken bütçenizi, tercih ettiğiniz hastaneleri ve ihtiyaç duyduğunuz teminatları birlikte değerlendirmeniz gerekir.</p>`,
  },
  {
    id: 21,
    category: 'Sağlık ve Seyahat',
    question: 'Önceden var olan hastalıklarım sağlık sigortasında karşılanır mı?',
    answerHtml: `<p>Poliçe başlangıcından önce var olan hastalıklar çoğu sağlık sigortasında kapsam dışında tutulur veya ek prim, özel şart ya da bekleme süresiyle teminata alınabilir. Bu nedenle sağlık beyanını eksiksiz ve doğru doldurmanız çok önemlidir; eksik beyan ileride tazminat talebinizin reddedilmesine yol açabilir. Kararı sigorta şirketi, beyanınız ve gerekirse istenen belgeler üzerinden verir.</p>`,
  },
  {
    id: 22,
    category: 'Sağlık ve Seyahat',
    question: 'Schengen vizesi için nasıl bir seyahat sağlık sigortası gerekir?',
    answerHtml: `<p>Schengen vizesi başvurularında poliçenin en az 30.000 Euro teminatlı olması, tüm Schengen ülkelerinde ve seyahatin tamamı boyunca geçerli olması ve acil tıbbi tedavi, hastane masrafları ile tıbbi nedenle ülkeye geri dönüş (nakil) giderlerini kapsaması gerekir. Poliçenin seyahate başlamadan önce yaptırılması ve pasaporttaki bilgilerinizle birebir uyumlu olması önemlidir. Konsoloslukların ek talepleri olabileceğinden başvuru yapacağınız ülkenin güncel koşullarını kontrol etmenizi öneririz.</p>`,
  },
  {
    id: 23,
    category: 'Sağlık ve Seyahat',
    question: 'Yabancı sağlık sigortası kimler için gereklidir?',
    answerHtml: `<p>Yabancı sağlık sigortası, Türkiye'de ikamet izni başvurusu yapacak veya ikamet iznini uzatacak yabancı uyruklu kişilerin sağlık sigortası şartını karşılamak için düzenlenir. Poliçe süresi ikamet izni süresini kapsamalıdır. Teklif için yabancı kimlik numarası veya pasaport numarası ile doğum tarihi gibi bilgiler istenir; yaşa bağlı koşullar sigorta şirketine göre değişebilir.</p>`,
  },
  {
    id: 24,
    category: 'Sağlık ve Seyahat',
    question: 'Evcil hayvan sigortası hangi hayvanlar için yapılabilir?',
    answerHtml: `<p>Evcil hayvan sigortası genellikle kedi ve köpekler için, sigorta şirketinin belirlediği yaş aralığında ve mikroçipi bulunan hayvanlar için düzenlenir. Poliçeler kaza ve hastalık sonucu veteriner tedavi giderlerini, poliçeye göre ise üçüncü kişilere verilen zararları da kapsayabilir. Aşı ve kısırlaştırma gibi rutin işlemler ile poliçe öncesinde var olan rahatsızlıklar genellikle kapsam dışındadır.</p>`,
  },

  // Konut ve DASK
  {
    id: 25,
    category: 'Konut ve DASK',
    question: 'DASK yaptırmak zorunlu mu?',
    answerHtml: `<p>Evet. 6305 sayılı Afet Sigortaları Kanunu uyarınca belediye sınırları içindeki, özel mülkiyete tabi ve mesken olarak kullanılan binalar için zorunlu deprem sigortası yaptırılması zorunludur. DASK poliçesi; tapuda yapılacak işlemler ile elektrik ve su aboneliği başvurularında aranır. Poliçe bir yıl geçerlidir ve her yıl yenilenmelidir.</p>`,
  },
  {
    id: 26,
    category: 'Konut ve DASK',
    question: 'DASK ile konut sigortası arasındaki fark nedir?',
    answerHtml: `<p>DASK yalnızca binanın kendisini deprem ve deprem sonucu oluşan yangın, infilak, tsunami ve yer kayması gibi risklere karşı, her yıl belirlenen azami teminat limitine kadar güvenceye alır. Konut sigortası ise isteğe bağlıdır; bina ile birlikte ev eşyanızı yangın, hırsızlık, su baskını ve cam kırılması gibi risklere karşı korur. Bizden alınan konut poliçelerinde deprem teminatı ayrıca eklenmez, Tam Kapsam paketle gelir ve DASK'ın sigorta bedelinin üzerindeki bina zararını ve eşyayı karşılar; konut teklifi sırasında DASK poliçeniz sorulmaz.</p>`,
  },
  {
    id: 27,
    category: 'Konut ve DASK',
    question: 'UAVT adres kodu nedir, nereden öğrenebilirim?',
    answerHtml: `<p>UAVT adres kodu, Ulusal Adres Veri Tabanı'nda her bağımsız bölüme verilen tekil numaradır ve DASK ile konut sigortası tekliflerinde adresin doğru tanımlanması için kullanılır. Kodu e-Devlet üzerindeki adres sorgulama hizmetlerinden, DASK'ın internet sitesindeki adres kodu sorgulamasından veya mevcut DASK poliçenizden öğrenebilirsiniz. Teklif ekranında il, ilçe, mahalle, sokak ve kapı numarası seçerek de kodunuza ulaşabilirsiniz.</p>`,
  },
  {
    id: 28,
    category: 'Konut ve DASK',
    question: 'Kiracıyım, hangi sigortayı yaptırmalıyım?',
    answerHtml: `<p>DASK ve binaya yönelik konut sigortası kural olarak ev sahibinin sorumluluğundadır. Kiracı olarak kendi eşyalarınızı yangın, su baskını ve hırsızlık gibi risklere karşı korumak için konut teklifinde poliçe türünü Kiracı (yalnız eşya) olarak belirleyip yalnızca eşya teminatı içeren bir konut sigortası yaptırabilirsiniz. Bizden alınan konut poliçelerinde komşu dairelere verebileceğiniz su sızıntısı gibi zararlar için mali sorumluluk teminatı yoktur.</p>`,
  },

  // Ödeme ve Poliçe
  {
    id: 29,
    category: 'Ödeme ve Poliçe',
    question: 'Hangi ödeme yöntemlerini kullanabilirim, taksit yapılıyor mu?',
    answerHtml: `<p>Ödemeler kredi kartıyla veya sigorta şirketinin kabul etmesi hâlinde banka kartıyla yapılır. Tüm kart ödemeleri, bankanızın gönderdiği tek kullanımlık şifreyle onaylanan 3D Secure altyapısı üzerinden gerçekleştirilir. Taksit seçenekleri sigorta şirketinin teklifine göre değişir ve ödeme ekranında gösterilir: tek çekim ya da teklifin izin verdiği en fazla taksit sayısına kadar; dört ve daha fazla taksitte vade farkı toplam tutara eklenir.</p>`,
  },
  {
    id: 30,
    category: 'Ödeme ve Poliçe',
    question: 'Kart bilgilerim sizde saklanıyor mu?',
    answerHtml: `<p>Hayır. Kart bilgileriniz sitemizde değil, "Ödemeye Geç" ile yönlendirildiğiniz yetkili ödeme kuruluşunun güvenli ödeme sayfasında girilir; {{ad}} kart numaranızı, son kullanma tarihini ve güvenlik kodunu görmez ve saklamaz. Kayıtlarımızda yalnızca işlemin takibi için kartın türü ve son dört hanesi ile ödeme sonucu yer alır.</p>`,
  },
  {
    id: 31,
    category: 'Ödeme ve Poliçe',
    question: 'Poliçem bana nasıl ulaşacak?',
    answerHtml: `<p>Ödemeniz onaylandığında poliçeniz PDF olarak e-posta adresinize gönderilir; e-postadaki bağlantıdan 30 gün boyunca yeniden indirebilirsiniz. Üyeyseniz, üyeliğinizdeki T.C. kimlik numarası ve cep telefonuyla aldığınız poliçelerinize Hesabım → Poliçelerim'den dilediğiniz zaman ulaşabilir ve yeniden indirebilirsiniz. E-posta birkaç dakika içinde ulaşmazsa istenmeyen (spam) klasörünüzü kontrol edin veya bizimle iletişime geçin.</p>`,
  },
  {
    id: 32,
    category: 'Ödeme ve Poliçe',
    question: 'Poliçemden cayabilir miyim?',
    answerHtml: `<p>Evet, süresi bir aydan kısa seyahat sigortaları dışında. İnternet üzerinden satın aldığınız poliçeden, satın aldığınız günden başlayarak 14 gün içinde gerekçe göstermeden cayabilirsiniz: Hesabım → Poliçelerim'de poliçenin yanındaki “Cayma hakkımı kullanmak istiyorum” bağlantısından ya da poliçe e-postanızdaki cayma bağlantısından. Sigorta başlamadan cayarsanız primin tamamı, başladıktan sonra cayarsanız sigortalı geçen günlerin primi düşülerek kalanı kartınıza iade edilir.</p><p>Süresi bir aydan kısa seyahat sigortalarında Finansal Hizmetlere İlişkin Mesafeli Sözleşmeler Yönetmeliği gereği cayma hakkı yoktur; bu poliçeleri seyahatiniz başlamadan, sigorta şirketinin koşullarıyla acentemiz aracılığıyla iptal ettirebilirsiniz. Zorunlu trafik sigortası ve DASK'tan cayarken aynı araç ya da bina için aynı dönemi kapsayan başka bir zorunlu poliçe yaptırdığınızı ya da yaptıracağınızı onaylamanız gerekir. Ayrıntılar için <a href="/mesafeli-satis-sozlesmesi">Mesafeli Satış Sözleşmesi</a>'ni inceleyebilirsiniz.</p>`,
  },
  {
    id: 33,
    category: 'Ödeme ve Poliçe',
    question: 'Cayma süresi geçtikten sonra poliçemi iptal edersem prim iadesi alır mıyım?',
    answerHtml: `<p>Poliçe iptali ilgili ürünün genel şartlarına göre yapılır ve kullanılmayan süreye ait prim, sigorta şirketinin tarifesine göre gün esası veya kısa dönem esası üzerinden hesaplanarak iade edilir. Poliçe döneminde tazminat ödenmişse iade tutarı azalabilir veya iade yapılmayabilir. Zorunlu trafik sigortası ve DASK ancak genel şartlarda sayılan hâllerde iptal edilebilir. İptal talebinizi üye panelinizden destek talebi açarak iletebilirsiniz.</p>`,
  },

  // Üyelik
  {
    id: 34,
    category: 'Üyelik',
    question: 'Poliçe satın almak için üye olmam gerekir mi?',
    answerHtml: `<p>Hayır. Teklif almak ve poliçe satın almak için T.C. kimlik numaranızı ve cep telefonunuzu SMS ile doğrulamanız yeterlidir. Aynı T.C. kimlik numarası ve cep telefonuyla üye olursanız, bu bilgilerle aldığınız poliçeleri Hesabım → Poliçelerim'de, son 24 saatteki tekliflerinizi Hesabım → Tekliflerim'de tek yerden görür; poliçe belgelerinizi yeniden indirir, bitiş tarihlerini takip eder ve destek taleplerinizi oluşturup izlersiniz.</p>`,
  },
  {
    id: 35,
    category: 'Üyelik',
    question: 'Şifremi unuttum, nasıl sıfırlayabilirim?',
    answerHtml: `<p>Giriş ekranındaki “Şifremi Unuttum” bağlantısına tıklayın; üyelikte kullandığınız cep telefonu numarasını ve T.C. kimlik numaranızı girin. Bilgileriniz doğruysa geçici şifreniz cep telefonunuza SMS ile gönderilir. Geçici şifrenizle giriş yaptığınızda Şifre Değişikliği sayfasına gitmek isteyip istemediğiniz sorulur; orada kendi şifrenizi belirleyin. Güvenliğiniz için daha önce kullanmadığınız, harf ve rakam içeren bir şifre seçmenizi öneririz.</p>`,
  },
  {
    id: 36,
    category: 'Üyelik',
    question: 'Destek talebi nasıl oluşturabilirim?',
    answerHtml: `<p>Üye girişi yaptıktan sonra Hesabım → Destek Taleplerim'den yeni bir talep oluşturabilirsiniz. Talep türünü (örneğin poliçe işlemleri, ödeme ve taksit, teklif ve fiyat) seçip konuyu ve açıklamanızı yazmanız yeterlidir; talep poliçelerinizden biriyle ilgiliyse “İlgili Poliçe” listesinden o poliçeyi seçin, gerekirse PDF, JPG veya PNG bir dosya ekleyin. Hasar bildirimini Poliçelerim'deki “Hasar Bildir” ile yaparsınız. Talebinizin durumunu ve yanıtlarımızı aynı ekrandan takip edebilir, yanıt yazabilirsiniz. Üye değilseniz cep telefonunuzu SMS ile doğrulayarak Destek Talebi sayfasından da talep açabilirsiniz.</p>`,
  },
  {
    id: 37,
    category: 'Üyelik',
    question: 'Cep telefonu numaram değişti, hesabıma nasıl erişirim?',
    answerHtml: `<p>Hesabım → Profilim'deki “Cep Telefonumu Değiştir” bağlantısından yeni numaranızı yazın; yeni numaranıza gelen SMS kodunu ve mevcut şifrenizi girdiğinizde numaranız değişir. Bundan sonra yeni numaranızla giriş yaparsınız: T.C. kimlik numaranız ve eski numaranızla aldığınız poliçeler yeni numaranıza taşınır, diğer cihazlardaki oturumlarınız kapanır ve eski numaranıza değişiklik SMS ile bildirilir. Hesabınıza giriş yapamıyorsanız, güvenliğiniz için kimliğinizi doğruladıktan sonra değişikliği biz yaparız; bunun için {{telefon}} numarasından veya {{eposta}} adresinden bize ulaşabilirsiniz.</p>`,
  },
  {
    id: 38,
    category: 'Üyelik',
    question: 'Üyeliğimi nasıl sonlandırabilirim?',
    answerHtml: `<p>Üyeliğinizi sonlandırmak için Hesabım → Destek Taleplerim'den “Üyelik ve Hesap” türünde bir talep oluşturmanız veya {{eposta}} adresine yazmanız yeterlidir. Üyeliğin sona ermesi yürürlükteki poliçelerinizi etkilemez; poliçe kayıtları ise mevzuat gereği belirli süre saklanmaya devam eder.</p>`,
  },
]
