export type ServiceKey =
  | 'kasko-sigortasi'
  | 'zorunlu-trafik-sigortasi'
  | 'bireysel-saglik-sigortasi'
  | 'tamamlayici-saglik-sigortasi'
  | 'seyahat-saglik-sigortasi'
  | 'evcil-hayvan-sigortasi'
  | 'konut-sigortasi'
  | 'zorunlu-deprem-sigortasi'
  | 'cep-telefonu-sigortasi'

export interface ServiceContent {
  key: ServiceKey
  name: string
  shortName: string
  tagline: string
  description: string
  intro: string
  covers: string[]
  notCovered: string[]
  whoNeeds: string[]
  priceFactors: string[]
  faq: { question: string; answer: string }[]
}

export const services: ServiceContent[] = [
  {
    key: 'kasko-sigortasi',
    name: 'Kasko Sigortası',
    shortName: 'Kasko',
    tagline: 'Aracınızın kendi hasarlarına karşı kapsamlı güvence, dakikalar içinde teklif.',
    description:
      'Kasko sigortası teklifi alın: çarpma, çalınma, yanma ve doğal afetlere karşı aracınızı koruyun. Sigorta şirketlerinin fiyatlarını tek ekranda karşılaştırın.',
    intro:
      "Kasko sigortası, aracınızın kaza, çalınma, yanma ve benzeri risklerle uğradığı hasarları karşılayan isteğe bağlı bir sigortadır. Zorunlu trafik sigortası yalnızca karşı tarafın zararını öderken kasko doğrudan sizin aracınızı korur. {{ad}}'da birden fazla sigorta şirketinin kasko tekliflerini aynı anda görür, teminatları yan yana karşılaştırarak size en uygun poliçeyi seçersiniz.",
    covers: [
      'Çarpma, çarpışma ve devrilme sonucu araçta oluşan hasarlar',
      'Aracın veya parçalarının çalınması ve çalınmaya teşebbüs sırasında oluşan hasarlar',
      'Yanma, yıldırım ve infilak sonucu oluşan hasarlar',
      'Cam kırılması (orijinal veya eşdeğer cam değişimi, poliçe şartlarına göre)',
      'Sel, su baskını, deprem ve terör hasarları (ek teminat olarak eklendiğinde)',
      'İhtiyari mali mesuliyet (İMM): zorunlu trafik sigortası limitlerini aşan üçüncü kişi zararları',
      'Sürücü ve yolcular için ferdi kaza teminatı',
      'Hukuksal koruma teminatı',
      'Çekme, kurtarma ve yol yardımı hizmetleri',
      'Pakete göre ikame araç ve anahtar kaybı teminatı',
    ],
    notCovered: [
      'Alkollü veya uyuşturucu etkisi altında araç kullanılırken meydana gelen hasarlar',
      'Ehliyetsiz ya da aracın sınıfına uygun ehliyeti olmayan kişilerin kullanımında oluşan hasarlar',
      'Aşınma, yıpranma, bakımsızlık ve mekanik ya da elektronik arızalar',
      'Yarış, sürat denemesi ve benzeri organizasyonlarda oluşan hasarlar',
      'Sigortalının kasıtlı olarak sebep olduğu zararlar',
      'Poliçeye ek teminat olarak eklenmemiş deprem, sel ve terör hasarları',
    ],
    whoNeeds: [
      'Aracının kendi hasarlarını cebinden ödemek istemeyen tüm araç sahipleri',
      'Yeni veya değeri yüksek araç sahipleri',
      'Kredi ya da leasing ile araç alanlar (finans kuruluşları genellikle kasko şartı koyar)',
      'Şehir içinde yoğun trafikte veya sık sık uzun yolda araç kullananlar',
      'Aracını açık otoparkta veya sokakta park etmek zorunda kalanlar',
    ],
    priceFactors: [
      'Aracın markası, modeli, model yılı ve kasko değeri',
      'Aracın kullanım şekli (hususi, ticari, taksi vb.)',
      'Aracın kayıtlı olduğu il ve kullanıldığı bölge',
      'Kasko hasarsızlık indirimi ve geçmiş hasar kayıtları',
      'Sürücünün yaşı ve sürüş deneyimi',
      'Seçilen teminatlar, İMM limiti ve muafiyet tutarı',
      'Servis tercihi (yetkili servis veya anlaşmalı servis)',
    ],
    faq: [
      {
        question: 'Kasko sigortası zorunlu mu?',
        answer:
          'Hayır, kasko isteğe bağlı bir sigortadır. Zorunlu olan, karşı tarafa verdiğiniz zararları karşılayan zorunlu trafik sigortasıdır. Ancak kredi veya leasing ile alınan araçlarda finans kuruluşu kasko yapılmasını şart koşabilir.',
      },
      {
        question: 'Kasko ile zorunlu trafik sigortası arasındaki fark nedir?',
        answer:
          'Zorunlu trafik sigortası, kusurlu olduğunuz bir kazada üçüncü kişilerin araçlarına ve kendilerine verdiğiniz zararları karşılar. Kasko ise kusur durumundan bağımsız olarak kendi aracınızın hasarlarını öder. İki sigorta birbirinin yerine geçmez, birbirini tamamlar.',
      },
      {
        question: 'Kasko poliçemi ne zaman yenileyebilirim?',
        answer:
          '{{ad}} üzerinden mevcut kasko poliçenizin bitişinden en fazla 28 gün önce yenileme teklifi alabilirsiniz. Yeni poliçeniz eski poliçenizin bittiği gün başlar, böylece aracınız hiçbir gün teminatsız kalmaz ve hasarsızlık indiriminiz korunur.',
      },
      {
        question: 'Kasko hasarsızlık indirimi nasıl işler?',
        answer:
          'Poliçe döneminde hasar bildirmediğiniz her yıl, bir sonraki yenilemede daha yüksek bir indirim kademesine geçersiniz. Hasar bildirdiğinizde indirim kademeniz düşebilir. Kasko indirimleri sigorta şirketine göre değişir ve teklif ekranında fiyata yansıtılmış olarak görünür.',
      },
      {
        question: 'Aracımı satarsam kasko poliçem ne olur?',
        answer:
          'Araç satışıyla birlikte poliçeniz iptal edilir ve kullanılmayan süreye ait prim, poliçe genel şartlarına göre size iade edilir. Yeni bir araç aldığınızda hasarsızlık indiriminizi yeni aracınızın poliçesine taşıyabilirsiniz. İşlem için {{telefon}} numarasından bize ulaşmanız yeterli.',
      },
      {
        question: 'Kasko primini taksitle ödeyebilir miyim?',
        answer:
          'Evet, kredi kartınızla ödeme yaparken sigorta şirketinin ve bankanızın sunduğu taksit seçeneklerinden yararlanabilirsiniz. Ödemeler 3D Secure ile güvenle alınır; taksit seçenekleri ödeme adımında gösterilir.',
      },
    ],
  },
  {
    key: 'zorunlu-trafik-sigortasi',
    name: 'Zorunlu Trafik Sigortası',
    shortName: 'Trafik',
    tagline: 'Yasal zorunluluğunuzu dakikalar içinde, en uygun teklifle yerine getirin.',
    description:
      'Zorunlu trafik sigortası teklifinizi hemen alın. 2918 sayılı Karayolları Trafik Kanunu kapsamındaki poliçenizi karşılaştırın, kartla güvenle satın alın.',
    intro:
      "Zorunlu trafik sigortası (Karayolları Motorlu Araçlar Zorunlu Mali Sorumluluk Sigortası), 2918 sayılı Karayolları Trafik Kanunu gereğince trafiğe çıkan her motorlu araç için yaptırılması zorunlu olan sigortadır. Kazada kusurlu olduğunuzda üçüncü kişilere verdiğiniz maddi ve bedeni zararları, mevzuatla belirlenen limitler dahilinde karşılar. {{ad}}'da farklı sigorta şirketlerinin tekliflerini birkaç dakika içinde karşılaştırabilirsiniz.",
    covers: [
      'Üçüncü kişilerin araçlarına verilen maddi zararlar',
      'Üçüncü kişilerin bina, eşya ve diğer mallarına verilen maddi zararlar',
      'Kazada yaralanan kişilerin sürekli sakatlık tazminatları',
      'Kazada hayatını kaybeden kişiler için vefat ve destekten yoksun kalma tazminatları',
      'Kaza nedeniyle üçüncü kişilerin araçlarında oluşan değer kaybı',
      'Yayaların ve sigortalı araçtaki yolcuların bedeni zararları',
      'Tedavi giderleri (mevzuat gereği Sosyal Güvenlik Kurumu aracılığıyla karşılanır)',
    ],
    notCovered: [
      'Sigortalı aracın kendi hasarları (bu zararlar kasko ile güvence altına alınır)',
      'Mevzuatla belirlenen teminat limitlerini aşan zararlar',
      'Manevi tazminat talepleri',
      'Sigortalının veya işletenin kendi mallarına gelen zararlar',
      'Yarış ve sürat denemelerinde oluşan zararlar',
    ],
    whoNeeds: [
      'Trafiğe çıkan her motorlu aracın sahibi (yasal zorunluluktur)',
      'Yeni araç alanlar: araç tescili için geçerli trafik poliçesi gerekir',
      'İkinci el araç satın alanlar: satışla birlikte yeni malik adına poliçe yaptırılmalıdır',
      'Motosiklet, kamyonet, ticari araç ve taksi sahipleri',
    ],
    priceFactors: [
      'Hasarsızlık basamağınız (0 ile 8 arasında; basamak yükseldikçe prim düşer)',
      'Aracın türü ve kullanım tarzı (otomobil, taksi, minibüs, kamyon, motosiklet vb.)',
      'Aracın kayıtlı olduğu il',
      'Geçmiş dönemlerde ödenen kusurlu hasarlar',
      'Düzenleyici kurumun belirlediği azami prim tutarları',
      'Sigorta şirketinin kendi fiyatlama politikası',
    ],
    faq: [
      {
        question: 'Trafik sigortası yaptırmazsam ne olur?',
        answer:
          'Zorunlu trafik sigortası olmayan araçlar trafikten men edilir ve sahibine idari para cezası uygulanır. Ayrıca sigortasız bir araçla kazaya karışırsanız karşı tarafın tüm zararlarını kendi cebinizden ödemek zorunda kalabilirsiniz. Poliçenizin süresini takip etmeniz bu nedenle çok önemlidir.',
      },
      {
        question: 'Trafik sigortamı ne zaman yenileyebilirim?',
        answer:
          '{{ad}} üzerinden mevcut poliçenizin bitiş tarihinden en fazla 14 gün önce yenileme teklifi alabilirsiniz. Yeni poliçeniz eski poliçenizin bittiği gün başlar, böylece ne teminatsız kalırsınız ne de hasarsızlık basamağınızı kaybedersiniz.',
      },
      {
        question: 'Hasarsızlık basamağı nedir?',
        answer:
          'Hasarsızlık basamağı, 0 ile 8 arasında değişen ve geçmiş hasar kayıtlarınıza göre priminizi belirleyen bir kademedir; ilk kez trafik sigortası yaptıranlar 4. basamaktan başlar. Kusurlu hasar ödenmeden geçen her poliçe döneminde basamağınız yükselir ve priminiz düşer. Sizin kusurunuzla hasar ödendiğinde ise basamağınız düşer ve prim artar.',
      },
      {
        question: 'Teminat limitleri ne kadar?',
        answer:
          'Zorunlu trafik sigortasının maddi ve bedeni teminat limitleri her yıl düzenleyici kurum tarafından belirlenir ve tüm sigorta şirketleri için aynıdır. Güncel limitler teklif ve poliçe belgenizde açıkça yazar. Limitleri aşan zararlara karşı kaskonuza ihtiyari mali mesuliyet (İMM) teminatı eklemenizi öneririz.',
      },
      {
        question: 'Alkollü veya ehliyetsiz sürüşte trafik sigortası öder mi?',
        answer:
          'Trafik sigortası, mağdurları korumak için karşı tarafın zararını bu durumlarda da öder. Ancak sigorta şirketi ödediği tutarı, kusurlu sürücüden ve araç sahibinden geri isteme (rücu) hakkına sahiptir.',
      },
      {
        question: 'Aracımı sattığımda trafik sigortam ne olur?',
        answer:
          'Araç satıldığında mevcut poliçe sona erer ve kullanılmayan süreye ait prim genel şartlara göre iade edilir. Aracı satın alan kişinin kendi adına yeni bir trafik sigortası yaptırması gerekir. Hasarsızlık basamağınız sizde kalır ve yeni aracınızın poliçesinde kullanılabilir.',
      },
    ],
  },
  {
    key: 'bireysel-saglik-sigortasi',
    name: 'Bireysel Sağlık Sigortası',
    shortName: 'Özel Sağlık',
    tagline: 'Özel hastanelerde kapsamlı tedavi güvencesi, size ve ailenize özel.',
    description:
      'Bireysel sağlık sigortası ile yatarak ve ayakta tedavi giderlerinizi güvenceye alın. Farklı sigorta şirketlerinin tekliflerini karşılaştırıp hemen başvurun.',
    intro:
      "Bireysel sağlık sigortası (özel sağlık sigortası), hastalık ve kaza durumlarında özel hastanelerde yapılan tedavi giderlerinizi poliçenizde belirtilen limitler dahilinde karşılar. SGK kaydınız olup olmamasından bağımsız olarak yaptırılabilir ve hastane ağı, limit, katılım payı gibi seçeneklerle ihtiyacınıza göre şekillendirilebilir. {{ad}}'da farklı sigorta şirketlerinin planlarını yan yana görerek karar verebilirsiniz.",
    covers: [
      'Yatarak tedavi: ameliyat, hastane odası, refakatçi ve yoğun bakım giderleri',
      'Ayakta tedavi: doktor muayenesi, tahlil, röntgen ve ileri tanı yöntemleri (plana göre)',
      'Kemoterapi, radyoterapi ve diyaliz tedavileri',
      'Acil durumlarda ambulans hizmetleri',
      'Fizik tedavi ve rehabilitasyon giderleri (poliçe limitleri dahilinde)',
      'Reçeteli ilaç giderleri (ayakta tedavi teminatı olan planlarda)',
      'Doğum teminatı (seçilen planda varsa, bekleme süresinin ardından)',
      'Yıllık check-up ve koruyucu sağlık hizmetleri (bazı planlarda)',
    ],
    notCovered: [
      'Poliçe başlangıcından önce var olan ve başvuruda beyan edilmeyen hastalıklar',
      'Estetik ve kozmetik amaçlı işlemler',
      'Kısırlık tedavisi ve tüp bebek uygulamaları',
      'Alkol ve madde kullanımına bağlı rahatsızlıklar',
      'Savaş, terör ve tehlikeli sporlardan kaynaklanan yaralanmalar (özel şartlara göre)',
    ],
    whoNeeds: [
      'Özel hastanelerde sıra beklemeden tedavi olmak isteyenler',
      'SGK kaydı bulunmayan serbest çalışanlar ve yurt dışından dönenler',
      'Ailesi için kapsamlı bir sağlık güvencesi oluşturmak isteyenler',
      'Doğum planlayan çiftler (bekleme süreleri dikkate alınarak)',
    ],
    priceFactors: [
      'Sigortalının yaşı ve cinsiyeti',
      'Sağlık geçmişi ve başvuru sırasındaki sağlık beyanı',
      'Yalnızca yatarak veya yatarak ve ayakta tedaviyi kapsayan plan seçimi',
      'Anlaşmalı hastane ağının genişliği',
      'Yıllık teminat limitleri ve katılım payı (muafiyet) oranı',
      'Doğum ve check-up gibi ek teminatlar',
      'Yaşanılan il',
    ],
    faq: [
      {
        question:
          'Bireysel sağlık sigortası ile tamamlayıcı sağlık sigortası arasındaki fark nedir?',
        answer:
          "Bireysel sağlık sigortası, SGK kaydı gerektirmeden özel hastanedeki tedavi masraflarını poliçe limitleri dahilinde karşılar. Tamamlayıcı sağlık sigortası ise SGK'lı kişilerin anlaşmalı özel hastanelerde ödediği fark ücretlerini öder. Bireysel sağlık daha kapsamlıdır, tamamlayıcı sağlık ise genellikle daha uygun fiyatlıdır.",
      },
      {
        question: 'Mevcut hastalıklarım kapsama dahil olur mu?',
        answer:
          'Poliçe öncesinde var olan hastalıklar genellikle kapsam dışıdır ya da ek prim veya özel şartla kapsama alınır. Bu nedenle başvuru sırasında sağlık beyanınızı eksiksiz ve doğru yapmanız önemlidir. Yanlış veya eksik beyan, ileride tazminat ödenmemesine yol açabilir.',
      },
      {
        question: 'Bekleme süresi nedir?',
        answer:
          'Bazı teminatlar, poliçenin başlangıcından itibaren belirli bir süre geçtikten sonra kullanılabilir. Örneğin doğum teminatı için çoğu sigorta şirketi birkaç aylık bir bekleme süresi uygular. Bekleme süreleri her planın özel şartlarında açıkça belirtilir.',
      },
      {
        question: 'Yenileme garantisi ne demek?',
        answer:
          'Yenileme garantisi, belirli bir süre kesintisiz sigortalı kaldıktan sonra sigorta şirketinin poliçenizi sonraki yıllarda sağlık durumunuz nedeniyle reddetmeyeceği veya kısıtlamayacağı anlamına gelir. Koşulları sigorta şirketine göre değişir. Poliçenizi kesintisiz yenilemeniz bu hakkı kazanmanız için önemlidir.',
      },
      {
        question: 'Katılım payı ne demek?',
        answer:
          'Katılım payı, tedavi masrafının poliçede belirtilen oranının sizin tarafınızdan ödenmesidir. Katılım paylı planların primi daha düşük olur. Teklif ekranında katılım paylı ve katılım paysız seçenekleri karşılaştırabilirsiniz.',
      },
    ],
  },
  {
    key: 'tamamlayici-saglik-sigortasi',
    name: 'Tamamlayıcı Sağlık Sigortası',
    shortName: 'Tamamlayıcı Sağlık',
    tagline: "SGK'lı olarak özel hastanelerde fark ücreti ödemeden tedavi olun.",
    description:
      'Tamamlayıcı sağlık sigortası ile SGK anlaşmalı özel hastanelerde fark ücreti ödemeden tedavi olun. Teklifleri karşılaştırın, dakikalar içinde başvurun.',
    intro:
      "Tamamlayıcı sağlık sigortası, SGK kapsamındaki kişilerin SGK ile anlaşmalı özel hastanelerde tedavi olurken ödemesi gereken fark ücretlerini karşılar. SGK'nın ödediği tutarın üzerindeki kısım sigorta şirketi tarafından üstlenildiği için bireysel sağlık sigortasına göre çok daha uygun primlerle özel hastane konforuna kavuşursunuz. Poliçe yalnızca sigorta şirketinin anlaşmalı hastane listesindeki kurumlarda geçerlidir.",
    covers: [
      'Yatarak tedavilerde SGK fark ücretleri',
      'Ameliyat ve cerrahi müdahale giderleri',
      'Yoğun bakım ve hastane yatış giderleri',
      'Ayakta tedavide muayene, tahlil ve görüntüleme fark ücretleri (planda varsa, yıllık kullanım adedi dahilinde)',
      'MR, tomografi ve benzeri ileri tanı yöntemleri',
      'Fizik tedavi ve rehabilitasyon (poliçe limitleri dahilinde)',
      'Doğum teminatı (ek teminat olarak seçildiğinde, bekleme süresinin ardından)',
    ],
    notCovered: [
      "SGK'nın geri ödeme kapsamında olmayan işlem ve tedaviler",
      'Sigorta şirketiyle anlaşması olmayan hastanelerde yapılan tedaviler',
      'Poliçe öncesinde var olan ve beyan edilmeyen hastalıklar',
      'Estetik amaçlı işlemler',
      'SGK tarafından alınan yasal katılım payları ve ilaç giderleri (genellikle)',
    ],
    whoNeeds: [
      "SGK'lı çalışanlar ve emekliler",
      'SGK üzerinden sağlık hizmeti alan eş ve çocuklar',
      'Özel hastane konforunu uygun bir primle isteyenler',
      'Bireysel sağlık sigortası primlerini yüksek bulanlar',
    ],
    priceFactors: [
      'Sigortalının yaşı',
      'Anlaşmalı hastane ağının kapsamı',
      'Planın yalnızca yatarak tedaviyi mi yoksa ayakta tedaviyi de mi kapsadığı',
      'Ayakta tedavi için yıllık kullanım adedi',
      'Doğum gibi ek teminatlar',
      'Sağlık beyanı ve yaşanılan il',
    ],
    faq: [
      {
        question: "Tamamlayıcı sağlık sigortası için SGK'lı olmak şart mı?",
        answer:
          "Evet, tamamlayıcı sağlık sigortası yaptırabilmek için SGK kapsamında sağlık hizmeti alma hakkınızın bulunması gerekir. Sistem, SGK'nın ödediği tutarın üzerindeki fark ücretini sigorta şirketinin karşılaması esasına dayanır. SGK kaydınız yoksa bireysel sağlık sigortasını tercih edebilirsiniz.",
      },
      {
        question: 'Hangi hastanelerde kullanabilirim?',
        answer:
          'Poliçeniz yalnızca hem SGK ile hem de sigorta şirketinizle anlaşması bulunan özel hastanelerde geçerlidir. Her sigorta şirketinin hastane listesi farklıdır. Teklif seçmeden önce yaşadığınız ildeki anlaşmalı hastaneleri kontrol etmenizi öneririz.',
      },
      {
        question: 'Hastanede herhangi bir ücret öder miyim?',
        answer:
          "Teminat kapsamındaki tedavilerde fark ücreti sigorta şirketi tarafından karşılanır. Ancak SGK'nın aldığı yasal katılım payları ile kapsam dışı işlemlerin ücretleri genellikle sizin tarafınızdan ödenir.",
      },
      {
        question: 'Ayakta tedavi teminatı sınırsız mı?',
        answer:
          'Hayır, ayakta tedavi teminatı genellikle yılda belirli sayıda kullanımla sınırlıdır. Muayene, tahlil ve görüntüleme işlemleri bu hakkı tek tek veya birlikte kullanabilir. Kullanım adedi her planın teklif detayında yazar.',
      },
      {
        question: 'Mevcut bir hastalığım varsa başvurabilir miyim?',
        answer:
          'Başvurabilirsiniz; ancak poliçe öncesinde var olan hastalıklar sigorta şirketinin değerlendirmesine göre kapsam dışı bırakılabilir veya ek şartla kapsama alınabilir. Sağlık beyanınızı eksiksiz yapmanız, ileride tazminat sürecinde sorun yaşamamanız için önemlidir.',
      },
    ],
  },
  {
    key: 'seyahat-saglik-sigortasi',
    name: 'Seyahat Sağlık Sigortası',
    shortName: 'Seyahat Sağlık',
    tagline: 'Vize başvurunuza uygun poliçe, yurt dışında beklenmedik sağlık giderlerine güvence.',
    description:
      'Schengen vizesine uygun seyahat sağlık sigortası teklifinizi dakikalar içinde alın. Yurt dışında acil tedavi ve tıbbi nakil giderlerine karşı korunun.',
    intro:
      'Seyahat sağlık sigortası, yurt dışındayken ani bir hastalık veya kaza sonucu ihtiyaç duyacağınız acil tedavi giderlerini ve gerektiğinde tıbbi nakil masraflarını karşılar. Schengen ülkeleri başta olmak üzere birçok ülke vize başvurusunda bu sigortayı zorunlu olarak ister. Poliçeniz düzenlendiğinde PDF olarak indirip vize başvurunuza hemen ekleyebilirsiniz.',
    covers: [
      'Yurt dışında ani hastalık veya kaza sonucu acil tıbbi tedavi giderleri',
      'Hastane yatışı, ameliyat ve ilaç giderleri (acil durumlarda)',
      "Tıbbi nakil ve Türkiye'ye tıbbi geri dönüş",
      "Vefat halinde cenazenin Türkiye'ye nakli",
      'Acil diş tedavisi (poliçede belirtilen limit dahilinde)',
      'Hastanede yatan sigortalının yanına refakatçi gönderilmesi (pakete göre)',
      'Bagaj kaybı ve seyahat iptali (ek teminat olarak seçildiğinde)',
      '7 gün 24 saat ulaşılabilen asistans hizmeti',
    ],
    notCovered: [
      'Seyahat öncesinde var olan kronik hastalıkların planlı tedavileri',
      'Tedavi amacıyla yapılan seyahatler',
      'Tehlikeli sporlar ve profesyonel spor faaliyetleri sırasında oluşan yaralanmalar',
      'Alkol veya madde kullanımına bağlı rahatsızlıklar',
      'Gebeliğin belirli bir haftasından sonraki doğum ve gebelik giderleri',
    ],
    whoNeeds: [
      'Schengen vizesi başvurusu yapanlar (en az 30.000 Euro teminat şartı)',
      'İş, eğitim veya tatil amacıyla yurt dışına çıkan herkes',
      'Vize gerektirmeyen ülkelere seyahat edenler: yurt dışında tedavi giderleri çok yüksek olabilir',
      'Yurt dışında öğrenim gören öğrenciler ve değişim programı katılımcıları',
    ],
    priceFactors: [
      'Seyahat süresi',
      'Gidilecek ülke veya bölge (Schengen, tüm dünya, ABD ve Kanada dahil vb.)',
      'Sigortalının yaşı',
      'Teminat limiti',
      'Bagaj, seyahat iptali gibi ek teminatlar',
    ],
    faq: [
      {
        question: 'Schengen vizesi için hangi şartları sağlamalıyım?',
        answer:
          "Schengen vizesi için seyahat sağlık sigortanızın en az 30.000 Euro teminat içermesi, tüm Schengen ülkelerinde geçerli olması ve seyahat süresinin tamamını kapsaması gerekir. {{ad}}'da sunulan Schengen paketleri bu şartları karşılar. Konsolosluğun ek bir talebi varsa başvuru öncesinde kontrol etmenizi öneririz.",
      },
      {
        question: 'Poliçemi ne kadar sürede alırım?',
        answer:
          'Ödemeniz tamamlandığı anda poliçeniz düzenlenir ve PDF olarak indirebilirsiniz. Aynı belge e-posta adresinize de gönderilir. Vize başvurunuza bu belgeyi doğrudan ekleyebilirsiniz.',
      },
      {
        question: 'Vizem reddedilirse ne olur?',
        answer:
          'Vize başvurunuz reddedilirse, poliçe başlangıç tarihinden önce ret yazısını ileterek iptal talebinde bulunabilirsiniz. İptal ve prim iadesi koşulları sigorta şirketine göre değişir. Talebiniz için {{telefon}} numarasından bize ulaşabilirsiniz.',
      },
      {
        question: 'Yurt dışında hastalanırsam ne yapmalıyım?',
        answer:
          'Tedaviye başlamadan önce mümkünse poliçenizde yazan asistans hattını arayın. Asistans şirketi sizi anlaşmalı bir sağlık kurumuna yönlendirir ve çoğu durumda ödemeyi doğrudan hastaneyle yapar. Tüm fatura ve raporları saklamayı unutmayın.',
      },
      {
        question: "Türkiye'de ikamet izni için bu sigorta yeterli mi?",
        answer:
          "Hayır, ikamet izni başvurusu için yabancı uyruklu kişilere özel olarak düzenlenen yabancı sağlık sigortası gerekir. Bu poliçe, Türkiye'de yaşayan yabancıların tedavi giderlerini karşılar ve ikamet izni süresine uygun olarak düzenlenir. Yabancı sağlık sigortası için de bizden teklif alabilirsiniz.",
      },
    ],
  },
  {
    key: 'evcil-hayvan-sigortasi',
    name: 'Evcil Hayvan Sigortası',
    shortName: 'Evcil Hayvan',
    tagline: 'Kediniz ve köpeğiniz için veteriner masraflarına karşı güvence.',
    description:
      'Kedi ve köpekler için evcil hayvan sigortası: tedavi, ameliyat ve üçüncü şahıs sorumluluk teminatlarını karşılaştırın, can dostunuzu güvenceye alın.',
    intro:
      'Evcil hayvan sigortası, kedi ve köpeğinizin hastalık veya kaza sonucu ihtiyaç duyduğu veteriner muayenesi, tedavi ve ameliyat giderlerini poliçe limitleri dahilinde karşılar. Birçok pakette, evcil dostunuzun başkalarına verebileceği zararlar için üçüncü şahıs sorumluluk teminatı da yer alır. Beklenmedik veteriner masrafları karşısında bütçenizi korurken dostunuzun en iyi bakımı almasını sağlarsınız.',
    covers: [
      'Hastalık ve kaza sonucu veteriner muayene ve tedavi giderleri',
      'Ameliyat ve cerrahi müdahale giderleri',
      'Yatarak tedavi ve hastane giderleri',
      'Tahlil, röntgen ve ultrason gibi teşhis giderleri',
      'Tedavi için reçete edilen ilaç giderleri (pakete göre)',
      'Evcil hayvanın üçüncü şahıslara verdiği zararlar için sorumluluk teminatı',
      'Kaybolma veya çalınma durumunda ilan giderleri (bazı paketlerde)',
    ],
    notCovered: [
      'Poliçe başlangıcından önce var olan hastalıklar ve doğuştan gelen rahatsızlıklar',
      'Aşı, parazit uygulaması ve rutin bakım giderleri (pakete dahil edilmediyse)',
      'Kısırlaştırma, gebelik ve doğum giderleri',
      'Estetik amaçlı işlemler',
      'Sahiplenilmesi veya üretilmesi mevzuatla yasaklanmış ırklar',
    ],
    whoNeeds: [
      'Kedi veya köpek sahibi olan herkes',
      'Yavru veya genç bir dost sahiplenip ileriye dönük güvence isteyenler',
      'Köpeğiyle sık sık parkta, sokakta veya seyahatte vakit geçirenler',
      'Beklenmedik veteriner masraflarını bütçeleyemeyecek olanlar',
    ],
    priceFactors: [
      'Hayvanın türü (kedi veya köpek)',
      'Irkı ve yaşı',
      'Seçilen paketin yıllık teminat limitleri',
      'Üçüncü şahıs sorumluluk teminatının limiti',
      'Yaşanılan il',
      'Mikroçip ve aşı kayıtlarının güncel olması',
    ],
    faq: [
      {
        question: 'Hangi hayvanlar için sigorta yaptırabilirim?',
        answer:
          'Evcil hayvan sigortası kedi ve köpekler için sunulmaktadır. Sigorta şirketleri genellikle belirli bir yaş aralığındaki hayvanları kabul eder. Kabul koşulları teklif aşamasında her sigorta şirketi için ayrıca gösterilir.',
      },
      {
        question: 'Mikroçip zorunlu mu?',
        answer:
          'Kedi ve köpeklerin mikroçiple kayıt altına alınması mevzuat gereği zorunludur ve sigorta şirketleri de poliçe düzenlerken mikroçip numarasını ister. Tazminat sürecinde hayvanınızın kimliği bu numarayla doğrulanır.',
      },
      {
        question: 'Veteriner masraflarını nasıl geri alırım?',
        answer:
          'Anlaşmalı bir veteriner kliniğine giderseniz masraflar çoğu durumda doğrudan sigorta şirketiyle karşılanır. Anlaşmasız bir klinikte ödeme yaptıysanız fatura, muayene raporu ve reçeteyi sigorta şirketine ileterek geri ödeme talep edebilirsiniz.',
      },
      {
        question: 'Üçüncü şahıs sorumluluk teminatı neyi karşılar?',
        answer:
          'Bu teminat, kedinizin veya köpeğinizin başka bir kişiye, hayvana ya da eşyaya verdiği zararlardan doğan yasal sorumluluğunuzu poliçe limiti dahilinde karşılar. Örneğin köpeğinizin parkta birini ısırması veya bir eşyaya zarar vermesi bu kapsamda değerlendirilir.',
      },
    ],
  },
  {
    key: 'konut-sigortasi',
    name: 'Konut Sigortası',
    shortName: 'Konut',
    tagline: 'Evinizi ve eşyalarınızı yangın, hırsızlık ve su baskınına karşı koruyun.',
    description:
      'Konut sigortası ile evinizi ve eşyalarınızı yangın, hırsızlık, su baskını ve doğal afetlere karşı koruyun. Teklifleri karşılaştırın, size uygun teminatı seçin.',
    intro:
      'Konut sigortası, evinizin binasını ve içindeki eşyaları yangın, hırsızlık, su baskını, fırtına gibi risklere karşı güvence altına alan isteğe bağlı bir sigortadır. Zorunlu deprem sigortası (DASK) yalnızca binayı ve belirli bir limite kadar korurken konut sigortası eşyalarınızı ve DASK limitini aşan zararları da kapsayabilir. Ev sahibi de kiracı da kendi ihtiyacına uygun bir konut poliçesi yaptırabilir.',
    covers: [
      'Yangın, yıldırım ve infilak',
      'Hırsızlık ve hırsızlık sırasında binaya verilen zararlar',
      'Dahili su hasarları (tesisat patlaması, su kaçağı)',
      'Fırtına, dolu, sel ve su baskını',
      'Cam kırılması',
      'Deprem ve yanardağ püskürmesi (geçerli DASK poliçesi bulunması şartıyla, DASK limitini aşan kısım)',
      'Komşulara ve kiracıya karşı mali sorumluluk',
      'Hasar sonrası evde oturulamaması halinde kira kaybı veya geçici ikamet giderleri',
      'Çilingir, tesisatçı, elektrikçi gibi acil konut asistans hizmetleri',
    ],
    notCovered: [
      'Aşınma, yıpranma ve bakımsızlıktan kaynaklanan hasarlar',
      'Sigortalının kasıtlı olarak sebep olduğu zararlar',
      'Poliçede ayrıca beyan edilmemiş mücevher, sanat eseri ve nakit para',
      'Geçerli DASK poliçesi bulunmayan konutlarda deprem hasarları',
      'Savaş ve benzeri olaylar ile ek teminat alınmamış terör hasarları',
    ],
    whoNeeds: [
      'Evinin binasını ve eşyalarını güvence altına almak isteyen ev sahipleri',
      'Eşyalarını ve komşulara karşı sorumluluğunu korumak isteyen kiracılar',
      'Konut kredisi kullananlar (bankalar genellikle konut sigortası ister)',
      'Yazlık veya uzun süre boş kalan evi olanlar',
    ],
    priceFactors: [
      'Binanın yüzölçümü, yapı tarzı ve yaşı',
      'Sigortalanan eşyanın toplam bedeli',
      'Konutun bulunduğu il, ilçe ve deprem risk bölgesi',
      'Dairenin bulunduğu kat ve binanın güvenlik önlemleri (alarm, çelik kapı, güvenlik görevlisi)',
      'Seçilen teminatlar ve muafiyet tutarları',
      'Konutun sürekli mi yoksa dönemsel mi kullanıldığı',
    ],
    faq: [
      {
        question: 'DASK varken konut sigortasına neden ihtiyacım olur?',
        answer:
          'DASK yalnızca deprem ve depremin doğrudan sonucu olan hasarları, binanız için belirlenen limit dahilinde karşılar. Eşyalarınız, yangın, hırsızlık ve su hasarları ile DASK limitini aşan deprem zararları DASK kapsamında değildir. Konut sigortası bu boşlukları doldurur.',
      },
      {
        question: 'Kiracıyım, konut sigortası yaptırabilir miyim?',
        answer:
          'Evet. Kiracılar genellikle eşyalarını ve ev sahibine ya da komşularına karşı mali sorumluluklarını sigortalatır. Bina teminatını ise genellikle ev sahibi kendi adına yaptırır.',
      },
      {
        question: 'Konut sigortasında deprem teminatı için DASK şart mı?',
        answer:
          'Evet, konut sigortasına deprem teminatı eklenebilmesi için konutun geçerli bir DASK poliçesinin bulunması gerekir. DASK limitinin üzerindeki deprem zararları konut sigortasının deprem teminatından karşılanır.',
      },
      {
        question: 'Eşyalarımın değerini nasıl belirlemeliyim?',
        answer:
          'Eşya bedelini, evinizdeki tüm eşyaları bugün yeniden satın almanın maliyetine göre belirlemeniz önerilir. Eksik bedelle yapılan poliçelerde hasar tazminatı orantılı olarak azalabilir. Değerli eşyalarınızı ayrıca beyan etmeyi unutmayın.',
      },
    ],
  },
  {
    key: 'zorunlu-deprem-sigortasi',
    name: 'Zorunlu Deprem Sigortası (DASK)',
    shortName: 'DASK',
    tagline: 'Konutunuz için yasal zorunluluk, depreme karşı ilk ve en temel güvence.',
    description:
      'Zorunlu deprem sigortası (DASK) poliçenizi dakikalar içinde düzenleyin. 6305 sayılı Kanun kapsamındaki konutunuzu depreme karşı güvence altına alın.',
    intro:
      'Zorunlu deprem sigortası, 6305 sayılı Afet Sigortaları Kanunu gereğince tapuya kayıtlı konutlar için yaptırılması zorunlu olan ve Doğal Afet Sigortaları Kurumu (DASK) güvencesiyle sunulan sigortadır. Deprem ve depremin doğrudan sonucu olan yangın, infilak, tsunami ve yer kaymasının binanızda yol açtığı maddi zararları teminat limiti dahilinde karşılar. Tapu işlemlerinde ve su, doğalgaz gibi abonelik işlemlerinde geçerli bir DASK poliçesi aranır.',
    covers: [
      'Depremin binada doğrudan neden olduğu maddi zararlar',
      'Deprem sonucu çıkan yangın',
      'Deprem sonucu meydana gelen infilak',
      'Deprem sonucu oluşan tsunami',
      'Deprem sonucu oluşan yer kayması',
      'Binanın temel, ana duvarlar, bağımsız bölümleri ayıran ortak duvarlar, tavan, taban, merdiven ve çatı gibi yapı unsurları',
    ],
    notCovered: [
      'Ev eşyası ve kişisel eşyalar',
      'Kira kaybı, iş durması ve kâr kaybı gibi dolaylı zararlar',
      'Bedeni zararlar ve vefat',
      'Teminat limitini aşan zararlar (konut sigortasının deprem teminatıyla tamamlanabilir)',
      'Tamamen ticari amaçla kullanılan binalar ve kamuya ait binalar',
    ],
    whoNeeds: [
      'Tapuya kayıtlı tüm konut sahipleri (yasal zorunluluktur)',
      'Konut satın alan veya satan herkes: tapu işlemlerinde geçerli DASK poliçesi aranır',
      'Su, doğalgaz gibi yeni abonelik işlemleri yapacak olanlar',
      'Konut kredisi kullananlar',
      'Mesken olarak kullanılan binalardaki büro ve dükkan gibi bağımsız bölümlerin sahipleri',
    ],
    priceFactors: [
      'Konutun brüt yüzölçümü (m²)',
      'Binanın yapı tarzı (çelik ya da betonarme karkas veya diğer yapı tarzları)',
      'Konutun bulunduğu il ve ilçenin deprem risk bölgesi',
      'Yıllık olarak belirlenen azami teminat limiti',
    ],
    faq: [
      {
        question: 'DASK yaptırmak zorunlu mu?',
        answer:
          'Evet, 6305 sayılı Afet Sigortaları Kanunu gereğince tapuya kayıtlı konutlar için zorunlu deprem sigortası yaptırılması zorunludur. Tapu işlemlerinde ve su, doğalgaz gibi abonelik işlemlerinde geçerli DASK poliçesi istenir. Poliçesi olmayan konutlarda deprem hasarı için DASK tarafından tazminat ödenmez.',
      },
      {
        question: 'Teminat limiti nasıl belirlenir?',
        answer:
          'Teminat limiti, konutunuzun brüt metrekaresi ve binanın yapı tarzına göre hesaplanır. Her yıl belirlenen azami teminat limitini aşamaz. Limit konutunuzun gerçek değerinin altında kalıyorsa aradaki fark için konut sigortanıza deprem teminatı ekleyebilirsiniz.',
      },
      {
        question: 'DASK poliçesi için hangi bilgiler gerekir?',
        answer:
          'Konutun UAVT adres kodu, brüt yüzölçümü, binanın yapı tarzı, inşa yılı ve kat sayısı ile malikin kimlik bilgileri gerekir. UAVT adres kodunu elektrik, su veya doğalgaz faturanızdan ya da e-Devlet üzerinden öğrenebilirsiniz.',
      },
      {
        question: 'Kiracıyım, DASK yaptırabilir miyim?',
        answer:
          'Evet, kiracılar da konut için DASK poliçesi yaptırabilir; ancak poliçe konut sahibi adına düzenlenir ve tazminat konut sahibine ödenir. DASK yalnızca binayı kapsadığı için kendi eşyalarınız için ayrıca konut sigortası yaptırmanızı öneririz.',
      },
      {
        question: 'DASK poliçesinde muafiyet var mı?',
        answer:
          "Evet, DASK poliçelerinde her hasarda sigorta bedelinin yüzde 2'si oranında muafiyet uygulanır. Bu tutar hasar tazminatından düşülür. Muafiyet oranı poliçenizde ayrıca belirtilir.",
      },
    ],
  },
  {
    key: 'cep-telefonu-sigortasi',
    name: 'Cep Telefonu Sigortası',
    shortName: 'Cep Telefonu',
    tagline: 'Kırılan ekran, sıvı teması ve hırsızlığa karşı telefonunuzu güvenceye alın.',
    description:
      'Cep telefonu sigortası ile ekran kırılması, sıvı teması ve hırsızlık gibi risklere karşı cihazınızı koruyun. Paketleri karşılaştırın, dakikalar içinde alın.',
    intro:
      'Cep telefonu sigortası, telefonunuzun kazayla düşmesi, ekranının kırılması, sıvıyla temas etmesi veya pakete göre çalınması gibi durumlarda tamir ya da değişim masraflarını karşılar. Üretici garantisinin kapsamadığı kaza kaynaklı hasarlar için pratik bir güvencedir. Sigorta şirketleri genellikle belirli bir yaşın altındaki ve faturası bulunan cihazları kabul eder.',
    covers: [
      'Ekran ve kasa kırılması',
      'Düşme ve çarpma sonucu oluşan fiziksel hasarlar',
      'Sıvı teması sonucu oluşan hasarlar',
      'Hırsızlık ve gasp (bu teminatı içeren paketlerde, resmi makamlara bildirim şartıyla)',
      'Yetkili veya anlaşmalı serviste orijinal parça ile onarım',
      'Onarılamayan cihazlarda poliçe şartlarına göre değişim veya tazminat',
    ],
    notCovered: [
      'Cihazın kaybolması veya unutulması',
      'Üretici garantisi kapsamındaki arızalar ve üretim hataları',
      'Cihazın işlevini etkilemeyen çizik ve kozmetik hasarlar',
      'Yetkisiz kişilerce açılmış veya yetkisiz serviste onarılmış cihazlar',
      'Kasıtlı olarak verilen zararlar',
    ],
    whoNeeds: [
      'Yeni telefon satın alanlar',
      'Ekran veya arka kapak tamiri pahalı olan akıllı telefon sahipleri',
      'Telefonunu iş için yoğun kullanan ve uzun süre cihazsız kalamayanlar',
      'Çocuğu veya genç aile bireyleri için telefon alanlar',
    ],
    priceFactors: [
      'Cihazın markası, modeli ve fatura bedeli',
      'Cihazın yaşı',
      'Seçilen paket (yalnızca kırılma, kırılma ve sıvı teması, hırsızlık dahil)',
      'Muafiyet tutarı ve yıllık hasar adedi sınırı',
      'Poliçe süresi',
    ],
    faq: [
      {
        question: 'Kaç yaşındaki telefonlar sigortalanabilir?',
        answer:
          'Sigorta şirketleri genellikle satın alma tarihinden itibaren belirli bir süreyi geçmemiş cihazları kabul eder. Bu süre şirkete ve pakete göre değişir; kabul koşullarını teklif ekranında görebilirsiniz. Poliçe düzenlenirken cihazın faturası ve IMEI numarası istenir.',
      },
      {
        question: 'Telefonum kaybolursa sigorta öder mi?',
        answer:
          'Hayır, kaybolma ve unutma durumları kapsam dışıdır. Hırsızlık ve gasp ise yalnızca bu teminatı içeren paketlerde ve olay resmi makamlara bildirildiğinde karşılanır.',
      },
      {
        question: 'Hasar olduğunda cihazım nerede onarılır?',
        answer:
          'Cihazınız sigorta şirketinin yetkili veya anlaşmalı servisinde onarılır. Çoğu sigorta şirketi cihazın kargo ile alınıp onarıldıktan sonra size geri gönderilmesini sağlar. Kendi seçtiğiniz bir serviste yapılan onarımlar genellikle karşılanmaz.',
      },
      {
        question: 'Poliçe süresince kaç kez hasar bildirebilirim?',
        answer:
          'Hasar bildirim sayısı pakete göre değişir; birçok pakette yıllık hasar adedi sınırlıdır. Her hasarda poliçede belirtilen muafiyet tutarı sizin tarafınızdan ödenebilir. Bu bilgileri teklif detayında karşılaştırabilirsiniz.',
      },
    ],
  },
]
